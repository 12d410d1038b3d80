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
        // The content-touch delay stays the app's: off, every drag that begins on a button would
        // stay with the button (UIScrollView's touchesShouldCancel(in:) is false for a UIControl).
        #expect(c.delaysContentTouches == app.delaysContentTouches)
        var noDelay = app
        noDelay.delaysContentTouches = false
        #expect(!noDelay.forCarousel(focusBehavior: .currentItem, focusGroup: "g").delaysContentTouches)
    }

    @Test("handing back restores what was found, except the fields the app changed meanwhile")
    func handBack() {
        let found = ScrollViewSettings()
        let applied = found.forCarousel(focusBehavior: .currentItem, focusGroup: "g")
        // Nothing changed meanwhile: everything comes back as found.
        let back = found.handedBack(applied: applied, current: applied)
        #expect(back == found)
        #expect(back.delaysContentTouches && back.allowsKeyboardScrolling)
        // The app turned the delay and keyboard scrolling back on (and paging) while the carousel
        // was in charge, after starting with them off: its values stand.
        var appStart = ScrollViewSettings()
        appStart.delaysContentTouches = false
        appStart.allowsKeyboardScrolling = false
        let appApplied = appStart.forCarousel(focusBehavior: .currentItem, focusGroup: "g")
        var current = appApplied
        current.delaysContentTouches = true
        current.allowsKeyboardScrolling = true
        current.isPagingEnabled = true
        let kept = appStart.handedBack(applied: appApplied, current: current)
        #expect(kept.delaysContentTouches, "the app's delaysContentTouches, set while in charge, was overwritten")
        #expect(kept.allowsKeyboardScrolling, "the app's allowsKeyboardScrolling, set while in charge, was overwritten")
        #expect(kept.isPagingEnabled)
        #expect(kept.showsHorizontalIndicator == appStart.showsHorizontalIndicator)
    }

    @Test("scroll types carry UIScrollTypeMask's bits")
    func bits() {
        #expect(ScrollViewSettings.ScrollTypes.continuous.rawValue == 1)
        #expect(ScrollViewSettings.ScrollTypes.discrete.rawValue == 2)
    }
}
