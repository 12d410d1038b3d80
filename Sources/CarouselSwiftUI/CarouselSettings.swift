#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CarouselCore
import SwiftUI

/// Everything the `carousel…` modifiers set, carried in the environment to the ``Carousel``
/// below them: the layout's settings as one value, applied to the collection-view layout with one
/// comparison, and the scroll controller's. The defaults are the layout's and the controller's
/// (the same in `CarouselUIKit` and `CarouselAppKit`).
struct CarouselSettings {
    /// The collection-view layout's settings (type, options, sizes, custom path, scroll settings,
    /// release style, …).
    var layout = LayoutSettings()
    var autoscrollSpeed = 0.0
    var automaticSlidingInterval = 0.0
    var scrollDuration = ScrollPhysics.scrollDuration
    var centersItemWhenSelected = true
    var accessibilityAnnouncement: ((Int, Int) -> String?)?
}

/// The app's handlers, carried in the environment like ``CarouselSettings``.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
struct CarouselHandlers {
    var onTap: ((AnyHashable) -> Void)?
    var onScroll: ((Double) -> Void)?
    var onEvent: ((InteractionEvent) -> Void)?
}

private struct CarouselSettingsKey: EnvironmentKey {
    static var defaultValue: CarouselSettings { CarouselSettings() }
}

@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
private struct CarouselHandlersKey: EnvironmentKey {
    static var defaultValue: CarouselHandlers { CarouselHandlers() }
}

private struct CarouselItemIsCurrentKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    var carouselSettings: CarouselSettings {
        get { self[CarouselSettingsKey.self] }
        set { self[CarouselSettingsKey.self] = newValue }
    }

    @available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
    var carouselHandlers: CarouselHandlers {
        get { self[CarouselHandlersKey.self] }
        set { self[CarouselHandlersKey.self] = newValue }
    }

    /// Whether the card being drawn is the carousel's current item (the one nearest the centre).
    ///
    /// Read it in a ``Carousel``'s content to style the centred card; the cards on screen are
    /// updated when the current item changes, not on every frame. `false` outside a carousel.
    public var isCarouselCurrentItem: Bool {
        get { self[CarouselItemIsCurrentKey.self] }
        set { self[CarouselItemIsCurrentKey.self] = newValue }
    }
}
#endif
