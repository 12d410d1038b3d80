@_spi(Plumbing) import CarouselCore
import Testing

@Suite("DelegateSelectors: what a controller says it responds to")
struct DelegateSelectorsTests {
    static let itemsMenu = "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:"
    static let itemMenu = "collectionView:contextMenuConfigurationForItemAtIndexPath:point:"
    static let highlight = "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:"
    static let primary = "collectionView:performPrimaryActionForItemAtIndexPath:"

    func answers(_ selector: String, app: Set<String>, implements: Bool = true) -> Bool {
        DelegateSelectors.controllerAnswers(selector, controllerImplements: implements) { app.contains($0) }
    }

    @Test("menus and the primary action are answered only for an app that answers them")
    func featureCalls() {
        #expect(!answers(Self.itemsMenu, app: []))
        #expect(!answers(Self.highlight, app: []))
        #expect(!answers(Self.primary, app: [Self.itemsMenu]))
        #expect(answers(Self.primary, app: [Self.primary]))
        // An iOS 13 menu is retargeted through iOS 16's calls, previews included.
        #expect(answers(Self.itemsMenu, app: [Self.itemMenu]))
        #expect(answers(Self.highlight, app: [Self.itemMenu]))
        #expect(answers(Self.highlight, app: [Self.itemsMenu]))
    }

    @Test("the controller's own calls are always answered; others only when forwarded")
    func otherCalls() {
        #expect(answers("scrollViewDidScroll:", app: []))
        #expect(!answers("collectionView:canEditItemAtIndexPath:", app: [], implements: false))
        #expect(
            answers(
                "collectionView:canEditItemAtIndexPath:", app: ["collectionView:canEditItemAtIndexPath:"],
                implements: false))
    }
}
