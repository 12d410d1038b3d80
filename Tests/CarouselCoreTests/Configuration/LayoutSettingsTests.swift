@_spi(Plumbing) import CarouselCore
import Testing

/// A path that compares by value.
private struct Tilted: CarouselPath, Equatable {
    var angle: Double
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    { baseTransform.rotated(angle: angle * offset, x: 0, y: 1, z: 0) }
}

/// A path that cannot be compared (a class without `Equatable`).
private final class Opaque: CarouselPath {
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    { baseTransform }
}

/// A path class and a subclass, `Equatable` through the base (compared by `radius` only).
private class BasePath: CarouselPath, Equatable, @unchecked Sendable {
    let radius: Double
    init(_ radius: Double) { self.radius = radius }
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    { baseTransform }
    static func == (a: BasePath, b: BasePath) -> Bool { a.radius == b.radius }
}

private final class SubPath: BasePath, @unchecked Sendable {}

@Suite("LayoutSettings")
struct LayoutSettingsTests {
    @Test("equality and hashing cover every field; custom paths compare by value when they can")
    func equality() {
        let base = LayoutSettings()
        #expect(base == LayoutSettings())
        var other = base
        other.displayLimit = 5
        #expect(other != base)
        other = base
        other.releaseStyle = .native(.page)
        #expect(other != base)
        #expect(!other.changesGeometry(comparedWith: base))  // the release style alone lays out nothing
        other.flipsForRightToLeftLanguages = false
        #expect(other.changesGeometry(comparedWith: base))

        let a = LayoutSettings(type: .custom, customPath: Tilted(angle: 0.3))
        #expect(a == LayoutSettings(type: .custom, customPath: Tilted(angle: 0.3)))
        #expect(a != LayoutSettings(type: .custom, customPath: Tilted(angle: 0.4)))
        #expect(a != LayoutSettings(type: .custom))
        #expect(a.hashValue == LayoutSettings(type: .custom, customPath: Tilted(angle: 0.3)).hashValue)
        #expect(Set([a, LayoutSettings(type: .custom, customPath: Tilted(angle: 0.3)), base]).count == 2)
        // A path that cannot be compared is different even from itself: a layout rebuilds once.
        let opaque = Opaque()
        #expect(LayoutSettings(customPath: opaque) != LayoutSettings(customPath: opaque))
        #expect(!LayoutSettings.isSamePath(opaque, opaque))
        #expect(LayoutSettings.isSamePath(nil, nil))
        #expect(!LayoutSettings.isSamePath(Tilted(angle: 1), nil))
        // A subclass's value is not its base class's, either way round: equality stays symmetric
        // and agrees with the hash (which combines the dynamic type).
        #expect(LayoutSettings.isSamePath(BasePath(1), BasePath(1)))
        #expect(!LayoutSettings.isSamePath(BasePath(1), SubPath(1)))
        #expect(!LayoutSettings.isSamePath(SubPath(1), BasePath(1)))
    }

    @Test("a configuration holds the settings: every setting reads and writes by its name")
    func configurationHoldsSettings() {
        var configuration = CarouselConfiguration(type: .rotary, numberOfItems: 7, displayLimit: 3)
        #expect(configuration.settings == LayoutSettings(type: .rotary, displayLimit: 3))
        configuration.type = .coverFlow
        configuration.options.wrap = true
        configuration.releaseStyle = .iCarouselLanding
        #expect(configuration.settings.type == .coverFlow)
        #expect(configuration.settings.options.wrap == true)
        #expect(configuration.settings.releaseStyle == .iCarouselLanding)
        #expect(configuration.numberOfItems == 7)
        // Equality is synthesized over the settings and the pass's facts.
        var same = CarouselConfiguration(configuration.settings, numberOfItems: 7)
        #expect(same == configuration)
        same.bounds.width += 1
        #expect(same != configuration)
    }

    @Test("the layout direction is the collection view's, unless the settings keep left to right")
    func layoutDirection() {
        var settings = LayoutSettings()
        #expect(settings.configuration(isRightToLeft: true).layoutDirection == .rightToLeft)
        #expect(settings.configuration(isRightToLeft: false).layoutDirection == .leftToRight)
        settings.flipsForRightToLeftLanguages = false
        #expect(settings.configuration(isRightToLeft: true).layoutDirection == .leftToRight)
    }

    @Test("the orientation: the explicit one, else isVertical, else the type's")
    func orientation() {
        #expect(LayoutSettings().resolvedOrientation == .horizontal)
        #expect(LayoutSettings(type: .conveyorBelt).resolvedOrientation == .vertical)
        #expect(LayoutSettings(isVertical: true).resolvedOrientation == .vertical)
        #expect(LayoutSettings(type: .conveyorBelt, orientation: .horizontal).resolvedOrientation == .horizontal)
        #expect(CarouselConfiguration(type: .conveyorBelt).resolvedOrientation == .vertical)
    }

    @Test("NativeSnapping's target is the release style's")
    func snapTarget() {
        let target: NativeSnapping.Target = .items(maximum: 2)
        #expect(ReleaseStyle.native(target) == .native(SnapTarget.items(maximum: 2)))
    }
}
