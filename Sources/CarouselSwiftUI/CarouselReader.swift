#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import SwiftUI

/// Gives its content a ``CarouselProxy`` to scroll the ``Carousel`` inside it, as
/// `ScrollViewReader` does for scroll views.
///
/// ```swift
/// CarouselReader { proxy in
///     Carousel(cards) { CardView($0) }
///     Button("Next") { proxy.scrollToNext() }
/// }
/// ```
///
/// With several carousels inside one reader, the proxy scrolls the one updated last.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
public struct CarouselReader<Content: View>: View {
    @State private var box = CarouselProxyBox()
    private let content: (CarouselProxy) -> Content

    /// A reader whose content can scroll the carousel inside it.
    public init(@ViewBuilder content: @escaping (CarouselProxy) -> Content) {
        self.content = content
    }

    /// The content, given the proxy that scrolls the carousel inside it.
    public var body: some View {
        content(CarouselProxy(box: box)).environment(\.carouselProxyBox, box)
    }
}

/// Scrolls a ``Carousel`` from outside it; get one from a ``CarouselReader``.
///
/// Every call returns whether the carousel scrolls: not before the carousel is on screen, not
/// while the user drags it, not for an identity that is not in its data.
@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
@MainActor
public struct CarouselProxy {
    fileprivate let box: CarouselProxyBox

    /// Scrolls the card with this identity to the centre, the shorter way round when wrapping.
    @discardableResult
    public func scrollTo<ID: Hashable>(_ id: ID, animated: Bool = true) -> Bool {
        box.target?.scroll(toID: AnyHashable(id), animated: animated) ?? false
    }

    /// Scrolls by `count` cards from the current one (negative: backwards); past either end it
    /// wraps when wrapping and stops at the end otherwise.
    @discardableResult
    public func scroll(byItems count: Int, animated: Bool = true) -> Bool {
        box.target?.scroll(byItems: count, animated: animated) ?? false
    }

    /// Scrolls to the next card (from the last one to the first when wrapping).
    @discardableResult
    public func scrollToNext(animated: Bool = true) -> Bool { scroll(byItems: 1, animated: animated) }

    /// Scrolls to the previous card (from the first one to the last when wrapping).
    @discardableResult
    public func scrollToPrevious(animated: Bool = true) -> Bool { scroll(byItems: -1, animated: animated) }

    /// Stops any motion where the carousel is (it then settles on a card).
    public func stopScrolling() { box.target?.stopScrolling() }
}

/// What a ``CarouselProxy`` scrolls: the coordinator of the carousel updated last.
@MainActor
protocol CarouselScrollTarget: AnyObject {
    func scroll(toID id: AnyHashable, animated: Bool) -> Bool
    func scroll(byItems count: Int, animated: Bool) -> Bool
    func stopScrolling()
}

/// The reference a reader's proxies share; the carousel registers itself in it on every update.
@MainActor
final class CarouselProxyBox {
    weak var target: (any CarouselScrollTarget)?

    /// Empty; made wherever a reader's state is initialised.
    nonisolated init() {}
}

private struct CarouselProxyBoxKey: EnvironmentKey {
    static var defaultValue: CarouselProxyBox? { nil }
}

extension EnvironmentValues {
    var carouselProxyBox: CarouselProxyBox? {
        get { self[CarouselProxyBoxKey.self] }
        set { self[CarouselProxyBoxKey.self] = newValue }
    }
}
#endif
