@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// A scroll tick as both platforms' layouts run it (the bounds change's reposition, `prepare`, the
/// rectangle query centred where drawn): the same answers as before, in storage the tick reuses.
@Suite("LayoutDriver+Tick")
struct LayoutDriverTickTests {
    /// Cover Flow, 1 000 000 items in 800 × 500 pt, prepared in the middle, and the reading of a
    /// viewport `step` points further along.
    static func scene(wraps: Bool = false) -> (driver: LayoutDriver, host: (Double) -> LayoutDriver.Host) {
        let host = { (x: Double) in
            LayoutDriver.Host(
                bounds: Rect2D(x: x, y: 0, width: 800, height: 500), insets: .zero, sectionCounts: [1_000_000],
                isRightToLeft: false)
        }
        var driver = LayoutDriver(
            settings: LayoutSettings(type: .coverFlow, options: CarouselOptions(wrap: wraps)))
        _ = driver.prepare(host(0))
        let middle = driver.move(toScrollOffset: 500_000.3, currentContentOffset: .zero)
        driver.invalidate(.reposition)
        _ = driver.prepare(host(middle.x))
        return (driver, { host(middle.x + $0) })
    }

    /// The address of the pass's placement storage.
    static func storage(_ driver: LayoutDriver) -> UnsafeRawPointer? {
        driver.state.pass.placements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test("a scroll tick re-places the window in the pass's own storage", arguments: [false, true])
    func tickReusesThePass(wraps: Bool) {
        var (driver, host) = Self.scene(wraps: wraps)
        let before = Self.storage(driver)
        #expect(before != nil)
        for step in stride(from: 7.0, through: 420, by: 7) {
            driver.invalidate(driver.invalidation(forBoundsChange: host(step).bounds, currentBounds: host(0).bounds))
            _ = driver.prepare(host(step))
            #expect(Self.storage(driver) == before, "tick at +\(step) pt")
        }
    }

    @Test("a re-placed pass is the pass a fresh one would be, at any offset and toggle")
    func replaceMatchesInit() {
        let model = CarouselModel(CarouselConfiguration(type: .coverFlow2, numberOfItems: 40))
        var pass = LayoutPass(model: model, scrollOffset: 3, origin: .zero)
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<50 {
            let offset = Double.random(in: -3...43, using: &generator)
            let toggle = Double.random(in: -1.5...1.5, using: &generator)
            let origin = Point2D(x: Double.random(in: -500...500, using: &generator), y: 7)
            pass.replace(model: model, scrollOffset: offset, toggle: toggle, origin: origin)
            let fresh = LayoutPass(model: model, scrollOffset: offset, toggle: toggle, origin: origin)
            #expect(pass.placements == fresh.placements)
            #expect(
                pass.scrollOffset == fresh.scrollOffset && pass.toggle == fresh.toggle && pass.origin == fresh.origin)
        }
        // Bad input is sanitized as a fresh pass sanitizes it.
        pass.replace(model: model, scrollOffset: .nan, toggle: .infinity, origin: Point2D(x: .nan, y: 1))
        let fresh = LayoutPass(model: model, scrollOffset: .nan, toggle: .infinity, origin: Point2D(x: .nan, y: 1))
        #expect(pass.placements == fresh.placements)
        #expect(pass.scrollOffset == 0 && pass.toggle == fresh.toggle && pass.origin == Point2D(x: 0, y: 1))
    }

    @Test("the rectangle query centred where drawn answers each attributes as drawn(showingIn:) does")
    func drawnInOnePass() {
        var (driver, host) = Self.scene()
        for step in stride(from: 0.0, through: 300, by: 50) {
            driver.invalidate(.reposition)
            _ = driver.prepare(host(step))
            let visible = host(step).bounds
            let middle = Rect2D(x: visible.minX + 300, y: visible.minY + 100, width: 200, height: 300)
            for rect in [visible, middle, Rect2D(x: -1e6, y: -1e6, width: 1e9, height: 1e9)] {
                let plain = driver.attributes(in: rect)
                #expect(driver.attributes(in: rect, drawnShowingIn: nil) == plain)
                #expect(
                    driver.attributes(in: rect, drawnShowingIn: visible) == plain.map { $0.drawn(showingIn: visible) })
            }
        }
    }

    @Test("the rectangle query answers the placements the state finds there, each once, in order")
    func queryMatchesThePlacements() {
        var (driver, host) = Self.scene()
        for step in stride(from: 0.0, through: 300, by: 75) {
            driver.invalidate(.reposition)
            _ = driver.prepare(host(step))
            let visible = host(step).bounds
            for rect in [visible, Rect2D(x: visible.minX + 350, y: 250, width: 1, height: 1)] {
                let placements = driver.state.placements(in: rect)
                #expect(!placements.isEmpty)
                #expect(
                    driver.attributes(in: rect)
                        == placements.map {
                            LayoutDriver.ItemAttributes(indexPath: IndexPath(indexes: [0, $0.index]), placement: $0)
                        })
            }
        }
    }

    @Test("an answer is made by the platform's initializer for what it describes: an item or a placeholder")
    func makeByElement() {
        let placement = CarouselModel(CarouselConfiguration(type: .linear, numberOfItems: 3)).placements(at: 0)[0]
        var attributes = LayoutDriver.ItemAttributes(indexPath: IndexPath(indexes: [0, 2]), placement: placement)
        let supplementary = { (kind: String, path: IndexPath) in "supplementary \(kind) \(path)" }
        let item = { (path: IndexPath) in "item \(path)" }
        #expect(attributes.make(supplementary: supplementary, item: item) == "item [0, 2]")
        attributes.placement.isPlaceholder = true
        #expect(
            attributes.make(supplementary: supplementary, item: item)
                == "supplementary \(PlaceholderPosition.elementKind) [0, 2]")
    }

    @Test("a tick keeps the pass's model; a rebuild gives it the new one")
    func passFollowsTheModel() {
        var (driver, host) = Self.scene()
        var generator = SeededGenerator(seed: 43)
        let types: [CarouselType] = [.coverFlow, .rotary, .linear, .wheel, .coverFlow2]
        for round in 0..<40 {
            let step = Double.random(in: -400...400, using: &generator)
            switch round % 4 {
            case 0:
                var settings = driver.settings
                settings.type = types.randomElement(using: &generator)!
                settings.itemSize = Size2D(width: .random(in: 50...300, using: &generator), height: 120)
                driver.invalidate(driver.setSettings(settings))
            case 1: driver.invalidate(.recount)
            default:
                driver.invalidate(
                    driver.invalidation(forBoundsChange: host(step).bounds, currentBounds: host(0).bounds))
            }
            _ = driver.prepare(host(step))
            let pass = driver.state.pass
            let fresh = LayoutPass(
                model: driver.state.model, scrollOffset: pass.scrollOffset, toggle: pass.toggle, origin: pass.origin)
            #expect(pass.placements == fresh.placements, "round \(round)")
        }
    }

    @Test("the closed-form translation after projection is the product with a translation")
    func translationAfterProjection() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let m = Transform3D(rowMajor: (0..<16).map { _ in Double.random(in: -3...3, using: &generator) })
            let x = Double.random(in: -500...500, using: &generator)
            let y = Double.random(in: -500...500, using: &generator)
            #expect(m.translatedAfterProjection(x: x, y: y) == m.concatenating(.translation(x: x, y: y, z: 0)))
        }
    }

    @Test("the projected frame is exactly the bounding box of the corners as project(x:y:) draws them")
    func projectedFrameIsTheCornersBox() {
        for type in [CarouselType.coverFlow, .rotary, .cylinder, .wheel, .timeMachine] {
            let model = CarouselModel(CarouselConfiguration(type: type, numberOfItems: 30))
            for offset in stride(from: 0.0, through: 29, by: 0.37) {
                for p in model.placements(at: offset) {
                    let origin = Point2D(x: 13, y: -7)
                    let hw = p.size.width / 2
                    let hh = p.size.height / 2
                    let corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].compactMap {
                        p.transform.project(x: $0.0, y: $0.1).flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
                    }
                    let frame = LayoutQuery.projectedFrame(of: p, origin: origin)
                    guard corners.count == 4 else {
                        #expect(frame == nil)
                        continue
                    }
                    let xs = corners.map(\.x)
                    let ys = corners.map(\.y)
                    let minX = xs.min()!
                    let minY = ys.min()!
                    #expect(
                        frame
                            == Rect2D(
                                x: origin.x + p.center.x + minX, y: origin.y + p.center.y + minY,
                                width: xs.max()! - minX, height: ys.max()! - minY))
                }
            }
        }
    }
}
