#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// The carousel as VoiceOver sees it.
@MainActor
@Suite("AppKit: accessibility")
struct AppKitAccessibilityTests {
    @available(macOS 11, *)
    @Test(
        "the carousel is a slider whose increment and decrement move one card and whose value names it", .tags(.appkit))
    func carouselIsAnAdjustableSlider() {
        // Contract: NSAccessibility offers AXIncrement and AXDecrement for the slider role, calls
        // accessibilityPerformIncrement() / accessibilityPerformDecrement(), and reads the
        // element's accessibilityValue() for VoiceOver.
        let hosted = HostedAppKitCarousel(items: 12)
        hosted.controller.accessibilityAnnouncement = { "Card \($0.item)" }
        #expect(hosted.collectionView.isAccessibilityElement(), "the carousel is not an accessibility element")
        #expect(
            hosted.collectionView.accessibilityRole() == .slider,
            "role \(String(describing: hosted.collectionView.accessibilityRole())), expected slider")
        #expect(hosted.collectionView.accessibilityValue() as? String == "Card 0")

        #expect(hosted.collectionView.accessibilityPerformIncrement(), "increment was refused")
        hosted.settle()
        #expect(hosted.layout.currentIndexPath == appKitPath(1), "increment did not move one card")
        #expect(
            hosted.collectionView.accessibilityValue() as? String == "Card 1",
            "value after increment: \(String(describing: hosted.collectionView.accessibilityValue()))")

        #expect(hosted.collectionView.accessibilityPerformDecrement(), "decrement was refused")
        hosted.settle()
        #expect(hosted.layout.currentIndexPath == appKitPath(0), "decrement did not move back one card")
        #expect(hosted.collectionView.accessibilityValue() as? String == "Card 0")
    }

    @available(macOS 11, *)
    @Test("the current card's button is reachable by VoiceOver under the carousel", .tags(.appkit))
    func currentCardButtonIsReachable() throws {
        // Contract: VoiceOver navigates an element's accessibilityChildren() except under leaf roles
        // such as a slider, whose children it does not visit.
        let hosted = HostedAppKitCarousel(items: 12)
        let card = try #require(hosted.visibleItemsByIndex[0] as? HostedCard, "no card 0")
        let route = Self.route(to: card.button, from: hosted.collectionView, depth: 6)
        withKnownIssue("issue 30: VoiceOver cannot reach card content (the slider role makes the carousel a leaf)") {
            #expect(route != nil, "card 0's button is not among the carousel's accessibility descendants")
            let sliders = (route ?? [hosted.collectionView]).filter { Self.role(of: $0) == .slider }
            #expect(
                sliders.isEmpty,
                "the button sits under \(sliders.count) slider element(s), which VoiceOver treats as leaves")
        }
    }

    /// The accessibility elements from `element` down to `target` (both included), or `nil`.
    @available(macOS 11, *)
    static func route(to target: NSObject, from element: Any, depth: Int) -> [Any]? {
        if let object = element as? NSObject, object === target || object === (target as? NSControl)?.cell {
            return [element]
        }
        guard depth > 0 else { return nil }
        for child in children(of: element) {
            if let below = route(to: target, from: child, depth: depth - 1) { return [element] + below }
        }
        return nil
    }

    private static func children(of element: Any) -> [Any] {
        if let view = element as? NSView { return view.accessibilityChildren() ?? [] }
        if let other = element as? NSAccessibilityElement { return other.accessibilityChildren() ?? [] }
        return []
    }

    private static func role(of element: Any) -> NSAccessibility.Role? {
        if let view = element as? NSView { return view.accessibilityRole() }
        if let other = element as? NSAccessibilityElement { return other.accessibilityRole() }
        return nil
    }
}
#endif
