@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("ItemSize")
struct ItemSizeTests {
    typealias F = Fixtures

    @Test("fixed, fractional and mixed sizes resolve against the usable bounds")
    func resolving() {
        let bounds = Size2D(width: 400, height: 300)
        #expect(ItemSize.fixed(Size2D(width: 120, height: 80)).resolved(in: bounds) == Size2D(width: 120, height: 80))
        #expect(ItemSize.fraction(width: 1, height: 0.5).resolved(in: bounds) == Size2D(width: 400, height: 150))
        let mixed = ItemSize(width: .fraction(1), height: .points(200))
        #expect(mixed.resolved(in: bounds) == Size2D(width: 400, height: 200))
        #expect(mixed.fixedSize == nil && mixed.followsBounds)
        #expect(ItemSize.fixed(F.itemSize).fixedSize == F.itemSize)
    }

    @Test("bad input is sanitized: NaN and negative fractions give 0, large ones 1000 %")
    func sanitizing() {
        let bounds = Size2D(width: 400, height: 300)
        #expect(ItemSize.fraction(width: .nan, height: -1).resolved(in: bounds) == .zero)
        #expect(
            ItemSize.fraction(width: 50, height: .infinity).resolved(in: bounds) == Size2D(width: 4000, height: 3000))
        #expect(ItemSize.fixed(Size2D(width: .infinity, height: -5)).resolved(in: bounds) == .zero)
        #expect(
            ItemSize.fraction(width: 1, height: 1).resolved(in: Size2D(width: .nan, height: 1e300))
                == Size2D(width: 0, height: 1e6))
        #expect(ItemSize.fixed(Size2D(width: 1e300, height: 1)).resolved(in: bounds).width == 1e6)
    }

    @Test("itemSize still sets a fixed size; a fractional axis reads 0 there; equality and hashing")
    func settings() {
        var settings = LayoutSettings()
        #expect(settings.itemSizing == .fixed(Size2D(width: 200, height: 200)))
        settings.itemSize = Size2D(width: 100, height: 50)
        #expect(settings.itemSizing == .fixed(Size2D(width: 100, height: 50)))
        settings.itemSizing = ItemSize(width: .fraction(1), height: .points(200))
        #expect(settings.itemSize == Size2D(width: 0, height: 200))
        let same = LayoutSettings(itemSizing: ItemSize(width: .fraction(1), height: .points(200)))
        #expect(settings == same && settings.hashValue == same.hashValue)
        #expect(settings != LayoutSettings(itemSizing: .fraction(width: 1, height: 1)))
        #expect(settings.changesGeometry(comparedWith: LayoutSettings()))
    }

    @Test("the model resolves a fraction against its bounds; the item width and the effect follow")
    func model() {
        var configuration = F.configuration(.rotary, items: 12)
        configuration.itemSizing = .fraction(width: 0.25, height: 0.5)
        let model = CarouselModel(configuration)
        #expect(model.itemSize == Size2D(width: 200, height: 250))  // 800 × 500 bounds
        #expect(configuration.resolvedItemSize == model.itemSize)
        #expect(model.itemWidth == 200)
        #expect(model.placement(forItemAt: 0, scrollOffset: 0).size == model.itemSize)
        configuration.bounds = Size2D(width: 1600, height: 500)
        #expect(CarouselModel(configuration).itemWidth == 400)
        #expect(approx(CarouselModel(configuration).radius, 200 / tan(Double.pi / 12)))
    }

    @Test("in a layout: the usable bounds after insets; a rotation resizes the items and keeps the current item")
    func followsTheView() {
        var settings = LayoutSettings(type: .linear)
        settings.itemSizing = ItemSize(width: .fraction(1), height: .fraction(0.5))
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings),
            bounds: Rect2D(origin: .zero, size: Size2D(width: 390, height: 844)),
            sectionCounts: [12])
        view.setContentInset(EdgeInsets2D(top: 91, left: 10, bottom: 34, right: 20))
        view.layoutIfNeeded()
        #expect(view.layout.state.model.itemSize == Size2D(width: 360, height: 359.5))  // 390 − 30, (844 − 125) / 2
        #expect(view.layout.resolvedItemSize == Size2D(width: 360, height: 359.5))
        view.move(toScrollOffset: 5)
        view.layoutIfNeeded()
        #expect(view.liveScrollOffset == 5)
        view.setSize(Size2D(width: 844, height: 390))
        view.layoutIfNeeded()
        #expect(view.layout.state.model.itemSize == Size2D(width: 814, height: 132.5))  // 844 − 30, (390 − 125) / 2
        #expect(view.liveScrollOffset == 5)
        #expect(view.layout.currentIndexPath(atContentOffset: view.contentOffset) == IndexPath(indexes: [0, 5]))
        #expect(view.modelChanges.last == .resize)
        // Item 5 is centred in the usable area.
        let item = view.layout.attributes(forItemAt: IndexPath(indexes: [0, 5]))
        #expect(item.map { approx($0.placement.center.x - view.contentOffset.x, 10 + 814 / 2) } == true)
    }
}
