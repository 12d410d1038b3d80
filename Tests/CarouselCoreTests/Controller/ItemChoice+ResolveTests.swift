@_spi(Plumbing) import CarouselCore
import Testing

@Suite("ItemChoice.resolve and ScrollViewCallback.Mover")
struct ItemChoiceResolveTests {
    @Test("a choice resolves to the platform's value, the item's, or nothing")
    func resolve() {
        let platform: () -> String? = { "hit-tested" }
        let item: (Int) -> String? = { "item \($0)" }
        #expect(ItemChoice.platform.resolve(platform: platform, item: item) == "hit-tested")
        #expect(ItemChoice.item(4).resolve(platform: platform, item: item) == "item 4")
        #expect(ItemChoice.none.resolve(platform: platform, item: item) == nil)
    }

    @Test(
        "who moved the offset: recentring first, then the controller, else the platform",
        arguments: [
            (true, true, ScrollViewCallback.Mover.recentring), (true, false, .recentring), (false, true, .controller),
            (false, false, .platform),
        ])
    func mover(recentring: Bool, controller: Bool, mover: ScrollViewCallback.Mover) {
        #expect(ScrollViewCallback.Mover(isRecentring: recentring, isControllerMoving: controller) == mover)
    }
}
