#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// VoiceOver's way through the cards of a carousel on macOS: the first accessibility child of
/// ``CarouselCollectionView`` while a ``CarouselController`` is in charge, a slider over the whole
/// carousel labelled as the carousel is, described as a "carousel", whose value names the current
/// card (the app's ``/CarouselPlatform/CarouselControlling/accessibilityAnnouncement`` text, or
/// "Item 3 of 12"), or from the moment VoiceOver adjusts it the card the adjustment heads for.
/// VoiceOver's increment and decrement move one card; its press activates the current card. Each
/// is the carousel's own (`accessibilityPerformIncrement()`, `…Decrement()`, `…Press()` of the
/// collection view), so a subclass that overrides them is heard.
///
/// The carousel itself is a group whose children are this element and then the current card's
/// own elements (its text and controls, SwiftUI content included), which VoiceOver visits one by
/// one. Contract: NSAccessibility offers AXIncrement and AXDecrement for the slider role and
/// calls `accessibilityPerformIncrement()` / `accessibilityPerformDecrement()`; VoiceOver treats
/// a slider as a leaf (it does not visit a slider's children), which is why the slider is a child
/// beside the card's content rather than the carousel itself.
@available(macOS 11, *)
final class CarouselAdjustableElement: NSAccessibilityElement {
    nonisolated(unsafe) weak var carousel: CarouselCollectionView?

    init(carousel: CarouselCollectionView) {
        self.carousel = carousel
        super.init()
    }

    override func isAccessibilityElement() -> Bool { true }

    override func accessibilityRole() -> NSAccessibility.Role? { .slider }

    override func accessibilityParent() -> Any? { onMainActor(self) { $0.carousel } }

    /// The carousel's label (its own, or the one SwiftUI's `.accessibilityLabel` gave it).
    override func accessibilityLabel() -> String? { onMainActor(self) { $0.carousel?.accessibilityLabel() } }

    /// "carousel", in the user's language: VoiceOver reads it after the value, so a slider that
    /// moves through cards does not sound like a volume control.
    override func accessibilityRoleDescription() -> String? { Announcement.roleDescription() }

    override func accessibilityFrame() -> NSRect {
        onMainActor(self) { element in
            guard let carousel = element.carousel, carousel.window != nil else { return .zero }
            return NSAccessibility.screenRect(fromView: carousel, rect: carousel.visibleRect)
        }
    }

    override func accessibilityValue() -> Any? {
        onMainActor(self) { $0.carousel?.carouselAccessibilityValue }
    }

    override func accessibilityPerformIncrement() -> Bool {
        onMainActor(self) { $0.carousel?.accessibilityPerformIncrement() ?? false }
    }

    override func accessibilityPerformDecrement() -> Bool {
        onMainActor(self) { $0.carousel?.accessibilityPerformDecrement() ?? false }
    }

    override func accessibilityPerformPress() -> Bool {
        onMainActor(self) { $0.carousel?.accessibilityPerformPress() ?? false }
    }
}
#endif
