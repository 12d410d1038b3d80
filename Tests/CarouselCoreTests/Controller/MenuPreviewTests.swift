@_spi(Plumbing) import CarouselCore
import Testing

@Suite("MenuPreview and DelegateSpelling: a context menu's preview and which delegate call is asked")
struct MenuPreviewTests {
    @Test("the preview of a retargeted menu is asked for its card, and drawn from that card when the app gives none")
    func retargetedMenu() {
        let preview = MenuPreview(platform: 5, menuItem: 3, isSameMenu: true)
        #expect(preview.askedItem == 3)
        #expect(preview.drawnItem == 3)
    }

    @Test("another menu's preview is the app's for the platform's item, or the platform's own")
    func otherMenu() {
        #expect(
            MenuPreview(platform: 5, menuItem: 3, isSameMenu: false)
                == .init(platform: 5, menuItem: nil, isSameMenu: false))
        let preview = MenuPreview(platform: 5, menuItem: 3, isSameMenu: false)
        #expect(preview.askedItem == 5)
        #expect(preview.drawnItem == nil)
        #expect(MenuPreview(platform: 5, menuItem: nil, isSameMenu: true).drawnItem == nil)
        #expect(MenuPreview(platform: 5, menuItem: nil, isSameMenu: true).askedItem == 5)
    }

    @Test("the current spelling wins; the older one is asked only alone; neither asks nothing")
    func spelling() {
        #expect(DelegateSpelling(respondsToCurrent: true, respondsToLegacy: true) == .current)
        #expect(DelegateSpelling(respondsToCurrent: true, respondsToLegacy: false) == .current)
        #expect(DelegateSpelling(respondsToCurrent: false, respondsToLegacy: true) == .legacy)
        #expect(DelegateSpelling(respondsToCurrent: false, respondsToLegacy: false) == DelegateSpelling.none)
    }
}
