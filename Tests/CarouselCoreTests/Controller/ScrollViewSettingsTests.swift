@_spi(Plumbing) import CarouselCore
import Testing

@Suite("ScrollViewSettings")
struct ScrollViewSettingsTests {
    @Test("the carousel's settings change the switches it needs and keep the rest")
    func carousel() {
        var app = ScrollViewSettings()
        app.isPagingEnabled = true
        app.allowsFocus = false
        app.remembersLastFocusedIndexPath = true
        app.scrollTypes = [.continuous, .discrete]
        let c = app.forCarousel(focusBehavior: .currentItem, focusGroup: "g")
        #expect(c.isPagingEnabled == false && c.allowsFocus && c.remembersLastFocusedIndexPath == false)
        #expect(c.scrollTypes == .continuous && c.focusGroupIdentifier == "g")
        #expect(c.horizontalElasticity == .none && c.verticalElasticity == .none)
        // UIScrollView's own keyboard scrolling is off (issue 30: Page Down moved the strip by points).
        #expect(app.allowsKeyboardScrolling && !c.allowsKeyboardScrolling)
        #expect(app.forCarousel(focusBehavior: .none, focusGroup: "g").allowsFocus == false)
    }

    @Test("scroll types carry UIScrollTypeMask's bits")
    func bits() {
        #expect(ScrollViewSettings.ScrollTypes.continuous.rawValue == 1)
        #expect(ScrollViewSettings.ScrollTypes.discrete.rawValue == 2)
    }
}
