@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// Placeholders through the layout driver, in a simulated collection view: which exist, where,
/// and that they are never current, hit, or a place to rest.
@Suite("LayoutDriver placeholders")
struct LayoutDriverPlaceholderTests {
    /// An 800 × 500 pt collection view of 200 × 200 pt items in one section, laid out once, with
    /// every slot in the window (`visibleItems` 30).
    func host(
        items: Int, placeholders: Int, options: CarouselOptions = CarouselOptions(visibleItems: 30),
        sections: [Int]? = nil
    ) -> SimulatedCollectionView {
        var settings = LayoutSettings(type: .linear, options: options)
        settings.numberOfPlaceholders = placeholders
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: sections ?? [items])
        view.layoutIfNeeded()
        return view
    }

    /// Everything the window places, whether or not it reaches the visible rectangle.
    func window(of view: SimulatedCollectionView) -> [LayoutDriver.ItemAttributes] {
        view.layout.attributes(in: Rect2D(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
    }

    func placeholders(in view: SimulatedCollectionView) -> [LayoutDriver.ItemAttributes] {
        window(of: view).filter { $0.elementKind != nil }
    }

    func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }

    static let kind = PlaceholderPosition.elementKind

    @Test(
        "ceil(n/2) placeholders before the items and floor(n/2) after them, numbered along the strip",
        arguments: [0, 1, 5], [0, 1, 2, 3])
    func whichExist(items: Int, placeholders: Int) {
        let view = host(items: items, placeholders: placeholders)
        let shown = self.placeholders(in: view)
        let before = (placeholders + 1) / 2
        // Carousel indexes: −before … −1, then items … items + floor(n/2) − 1.
        let indexes = Array(-before..<0) + Array(items..<(items + placeholders / 2))
        #expect(shown.map(\.placement.index) == indexes)
        #expect(shown.map(\.indexPath) == (0..<placeholders).map { path($0) })
        #expect(shown.allSatisfy { $0.elementKind == "CarouselPlaceholder" && $0.placement.isPlaceholder })
        // The items are all there too, as cells, in index order after the leading placeholders.
        #expect(window(of: view).filter { $0.elementKind == nil }.map(\.indexPath) == (0..<items).map { path($0) })
        // The simulated collection view's visible rectangle gets the ones that reach it, centred
        // where drawn.
        let drawn = window(of: view).map { $0.drawn(showingIn: view.bounds) }
        #expect(view.visibleAttributes.allSatisfy { drawn.contains($0) })
    }

    @Test("linear, 3 items and 2 placeholders at rest on item 0: iCarousel's offsets × item width")
    func linearNumbers() {
        let view = host(items: 3, placeholders: 2)
        let shown = placeholders(in: view)
        // Index −1 at offset −1 and index 3 at offset 3: translated by offset × 200 pt × spacing 1,
        // about the centre of the 800 × 500 pt bounds.
        #expect(shown.map(\.placement.offset) == [-1, 3])
        #expect(shown.map(\.placement.transform.m41) == [-200, 600])
        #expect(shown.map(\.placement.transform.m34) == [-0.002, -0.002])
        #expect(shown.allSatisfy { $0.placement.center == Point2D(x: 400, y: 250) && $0.placement.alpha == 1 })
        #expect(shown.allSatisfy { $0.placement.size == Size2D(width: 200, height: 200) })
        // Scrolled to item 1 (200 pt), everything moves one item width left.
        view.setContentOffset(Point2D(x: 200, y: 0))
        view.layoutIfNeeded()
        #expect(placeholders(in: view).map(\.placement.transform.m41) == [-400, 400])
        #expect(placeholders(in: view).map(\.placement.center) == [Point2D(x: 600, y: 250), Point2D(x: 600, y: 250)])
    }

    @Test("placeholders take part in the z-order of the window like items")
    func zOrder() {
        let view = host(items: 3, placeholders: 2)
        // Linear at offset 0: equal depths, so nearer the centre is above: item 0 on top, then
        // items 1 and placeholder −1 (|offset| 1), item 2, placeholder 3 at the bottom.
        let ranks = Dictionary(uniqueKeysWithValues: window(of: view).map { ($0.placement.index, $0.placement.zIndex) })
        #expect(ranks[0] == 4 && ranks[3] == 0 && ranks[2] == 1)
        #expect(Set([ranks[-1], ranks[1]]) == [2, 3])
    }

    @Test("a direct supplementary question answers the placeholder as the rectangle query does")
    func directQuestion() {
        let view = host(items: 5, placeholders: 3)
        #expect(view.visibleAttributes.contains { $0.elementKind == Self.kind })
        for attributes in placeholders(in: view) {
            #expect(
                view.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: attributes.indexPath) == attributes
            )
        }
        // Out of the window (visibleItems 3 at item 4): placeholder 0 (index −2) is alpha 0, zIndex −1.
        let narrow = host(items: 5, placeholders: 3, options: CarouselOptions(visibleItems: 3))
        #expect(placeholders(in: narrow).map(\.indexPath) == [path(1)])  // window −1 … 1
        narrow.move(toScrollOffset: 4)
        narrow.layoutIfNeeded()
        #expect(placeholders(in: narrow).map(\.indexPath) == [path(2)])
        let far = narrow.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: path(0))
        #expect(far?.placement.alpha == 0 && far?.placement.zIndex == -1 && far?.placement.offset == -6)
        #expect(far?.placement.isPlaceholder == true && far?.elementKind == Self.kind)
    }

    @Test("other kinds, other index paths and numbers beyond the count get no placeholder answer")
    func otherQuestions() {
        let view = host(items: 5, placeholders: 2)
        #expect(view.layout.attributes(forSupplementaryElementOfKind: "header", at: path(0)) == nil)
        #expect(view.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: path(2)) == nil)
        #expect(view.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: path(-1)) == nil)
        #expect(view.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: path(0, 1)) == nil)
        #expect(view.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: IndexPath(index: 0)) == nil)
        #expect(view.layout.placeholderPosition(at: path(1))?.side == .afterLastItem)
        #expect(view.layout.placeholderPosition(at: path(2)) == nil)
    }

    @Test("wrapping shows no placeholders, and names none")
    func wrapping() {
        let view = host(items: 5, placeholders: 3, options: CarouselOptions(wrap: true, visibleItems: 30))
        #expect(placeholders(in: view).isEmpty)
        #expect(view.visibleAttributes.count == 5)
        #expect(view.layout.attributes(forSupplementaryElementOfKind: Self.kind, at: path(0)) == nil)
        #expect(view.layout.placeholderPosition(at: path(0)) == nil)
    }

    @Test("no section, no placeholders: their index paths are in section 0")
    func noSection() {
        let view = host(items: 0, placeholders: 2, sections: [])
        #expect(view.visibleAttributes.isEmpty)
        #expect(view.layout.state.model.numberOfPlaceholdersShown == 0)
    }

    @Test("never current, never hit, never a resting place: the scroll range stays the items'")
    func neverCurrentHitOrTarget() {
        let view = host(items: 1, placeholders: 2)
        // Placeholder −1 is drawn over x 100…300, item 0 over 300…500 (y 150…350).
        #expect(view.layout.indexPathForTopmostItem(atContentPoint: Point2D(x: 200, y: 250)) == nil)
        #expect(view.layout.indexPathForTopmostItem(atContentPoint: Point2D(x: 400, y: 250)) == path(0))
        // Dragged into the bounce toward the placeholder: item 0 is still current.
        view.setContentOffset(Point2D(x: -150, y: 0))
        view.layoutIfNeeded()
        #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == path(0))
        // The strip, its content size and a programmatic move are the items' alone.
        let bare = host(items: 1, placeholders: 0)
        #expect(view.layout.contentSize == bare.layout.contentSize)
        view.move(toScrollOffset: -3)
        bare.move(toScrollOffset: -3)
        #expect(view.contentOffset == bare.contentOffset)
        #expect(view.layout.state.model.scrollBounds == bare.layout.state.model.scrollBounds)
    }

    @Test("a batch update starts the trailing placeholders where they were before it")
    func batchUpdate() {
        var settings = LayoutSettings(type: .linear, options: CarouselOptions(visibleItems: 30))
        settings.numberOfPlaceholders = 2
        var driver = LayoutDriver(settings: settings)
        func host(_ count: Int) -> LayoutDriver.Host {
            LayoutDriver.Host(
                bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), insets: .zero, sectionCounts: [count],
                isRightToLeft: false)
        }
        _ = driver.prepare(host(3))
        // Append item 3: the trailing placeholder moves from index 3 (offset 3) to index 4.
        driver.invalidate([], dataSourceCounts: true)
        driver.prepare(forUpdates: [CollectionUpdate(action: .insert, before: nil, after: .init(section: 0, item: 3))])
        _ = driver.prepare(host(4))
        let start = driver.initialAttributes(forAppearingSupplementaryElementOfKind: Self.kind, at: path(1))
        let end = driver.finalAttributes(forDisappearingSupplementaryElementOfKind: Self.kind, at: path(1))
        #expect(start?.placement.offset == 3 && start?.placement.transform.m41 == 600)
        #expect(end?.placement.offset == 4 && end?.placement.transform.m41 == 800)
        #expect(start?.placement.isPlaceholder == true && end?.placement.isPlaceholder == true)
        #expect(driver.initialAttributes(forAppearingSupplementaryElementOfKind: "header", at: path(1)) == nil)
        _ = driver.finalizeUpdates()
        // Outside an update, both are the current attributes.
        #expect(driver.initialAttributes(forAppearingSupplementaryElementOfKind: Self.kind, at: path(1)) == end)
    }
}
