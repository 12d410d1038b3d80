#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import Testing
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselUIKit

extension Tag {
    /// The platform this file runs on.
    fileprivate static var layoutPlatform: Self { .uikit }
}
#else
import AppKit
@_spi(Plumbing) import CarouselAppKit

extension Tag {
    /// The platform this file runs on.
    fileprivate static var layoutPlatform: Self { .appkit }
}
#endif

/// The layout's initializers (`init()`, and `CarouselLayout`'s `init(type:)` and
/// `init(settings:)` over it): each leaves the driver with the settings asked for, on the layout
/// and on a subclass with its own designated initializer.
@MainActor
@Suite("Apple platforms: the layout's initializers", .serialized, suiteTimeLimit)
struct LayoutInitializerTests {
    /// Settings that differ from the defaults in the type, the orientation, a size and a count.
    static let customSettings: LayoutSettings = {
        var settings = LayoutSettings(type: .rotary, itemSize: Size2D(width: 120, height: 90))
        settings.isVertical = true
        settings.numberOfPlaceholders = 2
        return settings
    }()

    @available(macOS 11, *)
    @Test("init(), init(type:) and init(settings:) give a driver with the settings asked for", .tags(.layoutPlatform))
    func initializersInstallTheSettings() {
        // Contract: the collection-view layout's init() is a designated initializer that makes a
        // layout no collection view shows yet (collectionView is nil).
        // Platform-only: CarouselLayout (CarouselPlatform) and its layouts exist only with the Apple
        // SDKs; the simulated layout is made with its driver, through no initializer chain.
        let plain = CarouselCollectionViewLayout()
        #expect(plain.driver.settings == LayoutSettings(type: .linear))

        let coverFlow = CarouselCollectionViewLayout(type: .coverFlow)
        #expect(coverFlow.driver.settings == LayoutSettings(type: .coverFlow))

        let custom = CarouselCollectionViewLayout(settings: Self.customSettings)
        #expect(custom.driver.settings == Self.customSettings)
        #expect(custom.settings.isVertical && custom.numberOfPlaceholders == 2)
        // A driver that has laid nothing out yet.
        #expect(custom.numberOfItems == 0 && custom.currentIndexPath == nil)
    }

    @available(macOS 11, *)
    @Test("a subclass with its own designated initializer gets init(type:) and init(settings:)", .tags(.layoutPlatform))
    func subclassInitializers() {
        // Contract: the collection-view layout's init() is a designated initializer that makes a
        // layout no collection view shows yet (collectionView is nil).
        // Platform-only: CarouselLayout (CarouselPlatform) and its layouts exist only with the Apple
        // SDKs; the simulated layout cannot be subclassed.
        let wheel = TitledLayout(type: .wheel)
        #expect(wheel.title == "Untitled", "init(type:) runs the subclass's required init()")
        #expect(wheel.driver.settings == LayoutSettings(type: .wheel))

        let custom = TitledLayout(settings: Self.customSettings)
        #expect(custom.title == "Untitled")
        #expect(custom.driver.settings == Self.customSettings)

        let titled = TitledLayout(title: "Covers", type: .coverFlow2)
        #expect(titled.title == "Covers")
        // Its own initializer sets the type on a layout made with the defaults: the rest stays iCarousel's.
        #expect(titled.driver.settings == LayoutSettings(type: .coverFlow2))
    }

    @available(macOS 11, *)
    @Test(
        "init(type:) keeps what a subclass's init() set up; init(settings:) replaces every setting",
        .tags(.layoutPlatform))
    func subclassSetUpKept() {
        // Contract: the collection-view layout's init() is a designated initializer that makes a
        // layout no collection view shows yet (collectionView is nil).
        // Platform-only: CarouselLayout (CarouselPlatform) and its layouts exist only with the Apple
        // SDKs; the simulated layout cannot be subclassed.
        let wheel = SizedLayout(type: .wheel)
        #expect(wheel.type == .wheel)
        #expect(wheel.driver.settings.itemSizing == .fixed(Size2D(width: 150, height: 100)))
        let custom = SizedLayout(settings: Self.customSettings)
        #expect(custom.driver.settings == Self.customSettings)
    }
}

/// A layout subclass whose `init()` sets an item size, as an app's house style might.
@available(macOS 11, *)
private final class SizedLayout: CarouselCollectionViewLayout {
    /// Creates a linear layout of 150 × 100 pt items.
    required init() {
        super.init()
        itemSize = CGSize(width: 150, height: 100)
    }

    /// Creates the same layout when decoded.
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A layout subclass with a stored property and its own designated initializer, as an app writes one.
@available(macOS 11, *)
private final class TitledLayout: CarouselCollectionViewLayout {
    /// A name the app gives the layout.
    let title: String

    /// Creates a layout of a type with a name.
    init(title: String, type: CarouselType) {
        self.title = title
        super.init()
        self.type = type
    }

    /// Creates an untitled linear layout (what `init(type:)` and `init(settings:)` start with).
    required init() {
        title = "Untitled"
        super.init()
    }

    /// Creates an untitled layout when decoded.
    required init?(coder: NSCoder) {
        title = "Untitled"
        super.init(coder: coder)
    }
}
#endif
