@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("RelativeOptions")
struct RelativeOptionsTests {
    typealias F = Fixtures

    func options(_ key: RelativeOptions.Key, _ rule: RelativeOption) -> CarouselOptions {
        var options = CarouselOptions()
        options.relative[key] = rule
        return options
    }

    @Test("the named properties and the subscript are one storage; empty by default")
    func storage() {
        var relative = RelativeOptions()
        #expect(relative.isEmpty)
        relative.spacing = .times(1.1)
        #expect(relative[.spacing] == .times(1.1))
        relative[.count] = .plus(2)
        #expect(relative.count == .plus(2))
        #expect(!relative.isEmpty)
        relative.spacing = nil
        relative.count = nil
        #expect(relative == RelativeOptions())
        #expect(RelativeOptions.Key.allCases.count == 23)
    }

    @Test("CarouselOptions(…, relative:) holds the rules given, as a dictionary or a literal")
    func initializer() {
        let literal = CarouselOptions(wrap: true, relative: [.spacing: .times(1.1), .count: .plus(2)])
        #expect(literal.wrap == true)
        #expect(literal.relative.spacing == .times(1.1) && literal.relative.count == .plus(2))
        #expect(literal.relative == RelativeOptions([.spacing: .times(1.1), .count: .plus(2)]))
        var assigned = options(.spacing, .times(1.1))
        assigned.wrap = true
        assigned.relative.count = .plus(2)
        #expect(literal == assigned)
        // The rules apply: Cover Flow's spacing 0.25 becomes 0.275.
        #expect(approx(F.model(.coverFlow, literal).spacing, 0.275))
        // A key given twice keeps its last rule; no rules is the default.
        let twice: RelativeOptions = [.tilt: .times(2), .tilt: .plus(0.1)]
        #expect(twice.tilt == .plus(0.1))
        #expect(CarouselOptions(wrap: true).relative.isEmpty)
    }

    @Test("spacing × 1.1 follows the type: Cover Flow 0.25 → 0.275, linear 1 → 1.1")
    func followsType() {
        let options = options(.spacing, .times(1.1))
        #expect(approx(F.model(.coverFlow, options).spacing, 0.275))
        #expect(approx(F.model(.coverFlow2, options).resolvedOptions.spacing ?? 0, 0.275))
        #expect(approx(F.model(.linear, options).spacing, 1.1))
        // The placements use it: linear item 1 sits 1.1 item widths from the centre.
        #expect(approx(F.model(.linear, options).transform(forOffset: 1).m41, 220))
    }

    @Test("count + 2 follows the item count and the size; the radius follows the count")
    func followsCountAndSize() {
        let options = options(.count, .plus(2))
        // Rotary's default count: min(items, trunc(min(30, max(12, ceil(length / 200) × π)))).
        #expect(F.model(.rotary, items: 5, options).circularItemCount == 7)
        #expect(F.model(.rotary, items: 8, options).circularItemCount == 10)
        #expect(F.model(.rotary, items: 40, options).circularItemCount == 14)  // 800 pt: 12
        let wide = F.model(.rotary, items: 40, options, bounds: Size2D(width: 2000, height: 500))
        #expect(wide.circularItemCount == 32)  // 2000 pt: ceil(10) × π → 30
        // The radius default is computed from the relative count: (200 / 2) / tan(π / 7).
        #expect(approx(F.model(.rotary, items: 5, options).radius, 100 / tan(Double.pi / 7)))
    }

    @Test("radius × 1.5 follows the item count, arc + π the type's 2π")
    func radiusAndArc() {
        let radius = options(.radius, .times(1.5))
        #expect(approx(F.model(.rotary, items: 12, radius).radius, 1.5 * 100 / tan(Double.pi / 12)))
        #expect(approx(F.model(.rotary, items: 6, radius).radius, 1.5 * 100 / tan(Double.pi / 6)))
        #expect(approx(F.model(.cylinder, items: 6, options(.arc, .plus(-Double.pi))).arc, Double.pi))
    }

    @Test("the other options: tilt, fades, visible items, offset multiplier, belt and shelf")
    func otherOptions() {
        #expect(approx(F.model(.coverFlow, options(.tilt, .times(0.5))).tilt, 0.45))
        #expect(approx(F.model(.timeMachine, options(.tilt, .times(0.5))).tilt, 0.15))
        #expect(F.model(.timeMachine, options(.fadeMax, .plus(2))).fadeMax == 2)
        #expect(F.model(.linear, options(.fadeMax, .plus(2))).fadeMax == .infinity)
        #expect(F.model(.linear, options(.fadeRange, .times(3))).fadeRange == 3)
        #expect(F.model(.linear, options(.fadeMinAlpha, .plus(0.25))).fadeMinAlpha == 0.25)
        // Linear in 800 pt of 200 pt items: ceil(4) + 2 = 6 slots, 2 fewer.
        #expect(F.model(.linear, options(.visibleItems, .plus(-2))).numberOfVisibleItems == 4)
        #expect(F.model(.coverFlow2, options(.offsetMultiplier, .times(1.5))).offsetMultiplier == 3)
        #expect(F.model(.conveyorBelt, options(.rollerRadius, .times(0.5))).conveyorBelt?.rollerRadius == 75)
        #expect(F.model(.conveyorBelt, options(.maxItemsOnFront, .plus(1))).conveyorBelt?.maxItemsOnFront == 6)
        #expect(F.model(.shelf, options(.minimumSpacing, .times(2))).shelf?.minimumSpacing == 20)
        #expect(F.model(.shelf, options(.leadingMargin, .plus(5))).shelf?.leadingMargin == 10)
    }

    @Test("the pager styles' options follow each style's default: minimumScale, minimumAlpha, interitemSpacing")
    func pagerOptions() {
        let half = options(.minimumScale, .times(0.5))
        #expect(approx(F.model(.pagerZoomOut, half).resolvedOptions.minimumScale ?? 0, 0.425))  // 0.85 / 2
        #expect(approx(F.model(.pagerDepth, half).resolvedOptions.minimumScale ?? 0, 0.25))  // 0.5 / 2
        #expect(approx(F.model(.pagerOverlap, half).resolvedOptions.minimumScale ?? 0, 0.325))  // 0.65 / 2
        let alpha = options(.minimumAlpha, .plus(-0.1))
        #expect(approx(F.model(.pagerLinear, alpha).resolvedOptions.minimumAlpha ?? 0, 0.5))
        // Overlap proposes -0.6 × minimumScale × w: -0.6 × 0.65 × 200 = -78; × 2 is -156.
        let spacing = options(.interitemSpacing, .times(2))
        #expect(approx(F.model(.pagerOverlap, spacing).resolvedOptions.interitemSpacing ?? 0, -156))
        #expect(approx(F.model(.pagerOverlap).resolvedOptions.interitemSpacing ?? 0, -78))
    }

    @Test("angle: relative to the wheel's arc / count; rotary has no single default and ignores it")
    func angle() {
        let half = options(.angle, .times(0.5))
        #expect(approx(F.model(.wheel, items: 12, half).angleOption ?? 0, Double.pi / 12))
        #expect(approx(F.model(.wheel, items: 12, half).resolvedOptions.angle ?? 0, Double.pi / 12))
        #expect(F.model(.rotary, items: 12, half).angleOption == nil)
        #expect(F.model(.rotary, items: 12, half).resolvedOptions.relative.angle == .times(0.5))
    }

    @Test("a plain value wins; a non-finite result takes the default, as a non-finite plain value")
    func precedenceAndSanitizing() {
        var options = options(.spacing, .times(2))
        options.spacing = 0.5
        #expect(F.model(.linear, options).spacing == 0.5)
        #expect(F.model(.linear, self.options(.spacing, .times(.nan))).spacing == 1)
        #expect(F.model(.linear, self.options(.spacing, .custom { _ in .infinity })).spacing == 1)
        // Sanitized like a plain value: an arc of 0 is raised to the minimum.
        #expect(F.model(.rotary, self.options(.arc, .times(0))).arc == CarouselModel.minimumArc)
    }

    @Test("resolved options show relative options as the values they resolve to, and drop the rules")
    func resolvedOptions() {
        var options = options(.spacing, .times(1.1))
        options.relative.rollerRadius = .times(2)  // ignored by Cover Flow: kept
        let resolved = F.model(.coverFlow, options).resolvedOptions
        #expect(approx(resolved.spacing ?? 0, 0.275))
        #expect(resolved.relative.spacing == nil)
        #expect(resolved.relative.rollerRadius == .times(2))
        // Building a model from them places items the same way.
        let again = F.model(.coverFlow, resolved)
        #expect(again.transform(forOffset: 1.5) == F.model(.coverFlow, options).transform(forOffset: 1.5))
    }

    @Test("the layout's resolved options answer for the settings now, relative options included")
    func liveInTheLayout() {
        var settings = LayoutSettings(type: .rotary)
        settings.options.relative.spacing = .times(1.1)
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(origin: .zero, size: F.portrait),
            sectionCounts: [12])
        view.layoutIfNeeded()
        #expect(approx(view.layout.resolvedOptions().spacing ?? 0, 1.1))
        var driver = view.layout
        settings.type = .coverFlow2
        _ = driver.setSettings(settings)
        // No pass yet: the model is still rotary's; the answer is Cover Flow 2's 0.25 × 1.1.
        #expect(approx(driver.state.model.resolvedOptions.spacing ?? 0, 1.1))
        #expect(approx(driver.resolvedOptions().spacing ?? 0, 0.275))
        // Count + 2 on a rotary follows the count asked for: min(n, 12) + 2.
        settings.type = .rotary
        settings.options.relative.count = .plus(2)
        _ = driver.setSettings(settings)
        #expect(driver.resolvedOptions(numberOfItems: 5).count == 7)
        #expect(driver.resolvedOptions(numberOfItems: 40).count == 14)
    }

    @Test("a layout rebuilds when a rule changes, not when an equal one is set again")
    func invalidation() {
        var driver = LayoutDriver(settings: LayoutSettings(type: .linear))
        var settings = driver.settings
        settings.options.relative.spacing = .times(1.1)
        #expect(driver.setSettings(settings) == .rebuild)
        #expect(driver.setSettings(settings) == [])
        settings.options.relative.spacing = .times(1.1)
        #expect(driver.setSettings(settings) == [])
        settings.options.relative.spacing = .custom { $0 * 1.1 }
        #expect(driver.setSettings(settings) == .rebuild)
        #expect(driver.setSettings(settings) == [])
    }

    @Test("Codable covers the plain values; the rules are not encoded")
    func coding() throws {
        var options = CarouselOptions(spacing: 0.5)
        options.relative.count = .plus(2)
        let data = try JSONEncoder().encode(options)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("relative"))
        let decoded = try JSONDecoder().decode(CarouselOptions.self, from: data)
        #expect(decoded == CarouselOptions(spacing: 0.5))
    }
}
