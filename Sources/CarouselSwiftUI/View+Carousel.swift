#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CarouselCore
import SwiftUI
import os

#if canImport(UIKit)
import CarouselUIKit
#else
import CarouselAppKit
#endif

/// The ``Carousel`` modifiers. Each sets one thing for every carousel in the modified view and
/// maps to the layout's or scroll controller's property of the same meaning (`CarouselUIKit`'s;
/// `CarouselAppKit`'s on macOS).
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
extension View {
    /// The carousel type (``/CarouselCore/CarouselType``; default `.linear`). Changed inside
    /// `withAnimation`, the cards move to their new places along an animation.
    public func carouselType(_ type: CarouselType) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.type = type }
    }

    /// iCarousel's options (wrap, spacing, arc, radius, tilt, fade, …); `nil` fields take the
    /// type's defaults.
    public func carouselOptions(_ options: CarouselOptions) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.options = options }
    }

    /// The size of every card, points (default 200 × 200). Cards are laid out at this size.
    public func carouselItemSize(_ size: CGSize) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.itemSize = Size2D(size) }
    }

    /// The size of every card, fixed or following the carousel's size (``/CarouselCore/ItemSize``):
    /// a fraction of the usable bounds (the collection view's bounds after its adjusted content insets)
    /// on either axis, resolved on every size change, e.g. a full-width pager of 200-point cards:
    /// `.carouselItemSize(ItemSize(width: .fraction(1), height: .points(200)))`.
    public func carouselItemSize(_ size: ItemSize) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.itemSizing = size }
    }

    /// The points between neighbouring cards along the scroll axis (iCarousel's
    /// `carouselItemWidth:`); `nil` (the default) uses the card's width (height when vertical).
    public func carouselItemWidth(_ width: CGFloat?) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.itemWidth = width.map { Double($0) } }
    }

    /// The perspective, iCarousel's `perspective` (default −1/500; 0 is flat).
    public func carouselPerspective(_ perspective: CGFloat) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.perspective = Double(perspective) }
    }

    /// Moves the carousel's centre from the middle of the view, points (iCarousel's
    /// `contentOffset`).
    public func carouselCenterOffset(_ offset: CGSize) -> some View {
        transformEnvironment(\.carouselSettings) {
            $0.layout.centerOffset = Point2D(x: Double(offset.width), y: Double(offset.height))
        }
    }

    /// Moves the viewpoint, points (iCarousel's `viewpointOffset`).
    public func carouselViewpointOffset(_ offset: CGSize) -> some View {
        transformEnvironment(\.carouselSettings) {
            $0.layout.viewpointOffset = Point2D(x: Double(offset.width), y: Double(offset.height))
        }
    }

    /// The scroll axis; `nil` (the default) is horizontal.
    public func carouselOrientation(_ orientation: CarouselOrientation?) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.orientation = orientation }
    }

    /// Where offset 0 sits, as a fraction of the view's size; `nil` (the default) is the centre.
    public func carouselFocusPoint(_ point: UnitPoint?) -> some View {
        transformEnvironment(\.carouselSettings) {
            $0.layout.focusPoint = point.map { Point2D(x: Double($0.x), y: Double($0.y)) }
        }
    }

    /// At most this many cards are laid out at once; `nil` (the default) lets the type decide.
    public func carouselDisplayLimit(_ limit: Int?) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.displayLimit = limit }
    }

    /// The path of a `.custom` carousel. Make the path `Equatable` so that view updates that keep
    /// an equal path do not rebuild the layout.
    public func carouselCustomPath(_ path: (any CarouselPath)?) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.customPath = path }
    }

    /// iCarousel's scroll settings: deceleration, bounce, paging, scroll speed, …
    public func carouselScrollSettings(_ settings: ScrollSettings) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.scrollSettings = settings }
    }

    /// How the carousel comes to rest after a release (default `.iCarousel`).
    public func carouselReleaseStyle(_ style: ReleaseStyle) -> some View {
        transformEnvironment(\.carouselSettings) { $0.layout.releaseStyle = style }
    }

    /// Scrolls on its own at `itemsPerSecond` (positive toward later cards; 0, the default, is
    /// off). Paused while touched, under VoiceOver and with Reduce Motion; stops at the end
    /// unless wrapping.
    public func carouselAutoscroll(itemsPerSecond: Double) -> some View {
        transformEnvironment(\.carouselSettings) { $0.autoscrollSpeed = itemsPerSecond }
    }

    /// Slides to the next card every `seconds`, page by page (FSPagerView's
    /// `automaticSlidingInterval`; 0, the default, is off), each slide a scroll over the scroll
    /// duration (``carouselScrollDuration(_:)``); not wrapping, the last card slides back to the
    /// first. Paused while touched or focused, under VoiceOver, with Reduce Motion and off screen,
    /// as autoscroll is, and for any other scroll; the full interval starts again once the
    /// carousel rests. Negative, NaN and infinite values are off; below 0.1 s counts as 0.1 s.
    public func carouselAutomaticSliding(interval seconds: TimeInterval) -> some View {
        transformEnvironment(\.carouselSettings) { $0.automaticSlidingInterval = seconds }
    }

    /// The duration of animated programmatic scrolls, seconds (default 0.4, iCarousel's).
    public func carouselScrollDuration(_ seconds: TimeInterval) -> some View {
        transformEnvironment(\.carouselSettings) { $0.scrollDuration = seconds }
    }

    /// Whether a tap on a side card brings it to the centre (default `true`; iCarousel's
    /// `centerItemWhenSelected`).
    public func carouselCentersTappedItem(_ centers: Bool) -> some View {
        transformEnvironment(\.carouselSettings) { $0.centersItemWhenSelected = centers }
    }

    /// The text VoiceOver announces when the carousel rests on a card, from the card's index and
    /// the number of cards; return `nil` to announce nothing. The default reads "Item 3 of 12".
    public func carouselAccessibilityAnnouncement(_ text: @escaping (_ index: Int, _ count: Int) -> String?)
        -> some View
    {
        transformEnvironment(\.carouselSettings) { $0.accessibilityAnnouncement = text }
    }

    /// Called with a card's identity when the user taps the centred card (a tap on a side card
    /// only brings it to the centre). The identity type must be the carousel's `ID`; a tap whose
    /// identity has another type is logged and dropped.
    public func onCarouselTap<ID: Hashable>(perform action: @escaping (ID) -> Void) -> some View {
        transformEnvironment(\.carouselHandlers) { handlers in
            handlers.onTap = { id in
                guard let id = id.base as? ID else {
                    Logger(subsystem: "io.github.carousel", category: "SwiftUI").error(
                        "onCarouselTap expects \(String(describing: ID.self)) identities; the carousel's are \(String(describing: type(of: id.base))): tap dropped"
                    )
                    return
                }
                action(id)
            }
        }
    }

    /// Called as the carousel moves, on every displayed frame, with its scroll offset in cards:
    /// folded into [0, count) when wrapping, within the bounce range otherwise (0 with no
    /// cards). Drive a page indicator with it; keep the work small.
    public func onCarouselScroll(perform action: @escaping (Double) -> Void) -> some View {
        transformEnvironment(\.carouselHandlers) { $0.onScroll = action }
    }

    /// Called with each event the carousel reports: drags, decelerations and animations beginning
    /// and ending (on macOS a drag is a two-finger trackpad swipe or a click-drag; the events are
    /// the same on every platform), current-card changes, selections and announcements.
    public func onCarouselEvent(perform action: @escaping (InteractionEvent) -> Void) -> some View {
        transformEnvironment(\.carouselHandlers) { $0.onEvent = action }
    }
}
#endif
