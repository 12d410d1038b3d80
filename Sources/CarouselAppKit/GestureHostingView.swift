#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// A view inside a card that hosts content whose own gestures decide what a click does (a SwiftUI
/// card's view): on the card whose controls take clicks, a click that lands in it is its, not the
/// carousel's (the core's `ClickTarget.hostsGestures`). The content then carries the carousel's
/// own click and drag to the controller itself.
@_spi(Plumbing) @MainActor public protocol GestureHostingView: NSView {}
#endif
