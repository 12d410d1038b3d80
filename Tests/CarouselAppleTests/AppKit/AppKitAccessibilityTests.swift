#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// The carousel as VoiceOver sees it.
@MainActor
@Suite("AppKit: accessibility", .serialized, suiteTimeLimit)
struct AppKitAccessibilityTests {
    /// The carousel's slider: its first accessibility child.
    @available(macOS 11, *)
    static func slider(of hosted: HostedAppKitCarousel) -> NSAccessibilityElement? {
        hosted.collectionView.accessibilityChildren()?.first as? NSAccessibilityElement
    }

    @available(macOS 11, *)
    @Test(
        "the carousel is a group whose first child is a slider: increment and decrement move one card, its value names it",
        .tags(.appkit))
    func carouselHasAnAdjustableSlider() throws {
        // Contract: NSAccessibility offers AXIncrement and AXDecrement for the slider role, calls
        // accessibilityPerformIncrement() / accessibilityPerformDecrement() on the element, and
        // reads its accessibilityValue() for VoiceOver; a group's accessibilityChildren() are
        // what VoiceOver visits inside it.
        // Platform-only: NSAccessibility's slider role and its increment and decrement actions.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        hosted.controller.accessibilityAnnouncement = { "Card \($0.item)" }
        #expect(hosted.collectionView.isAccessibilityElement(), "the carousel is not an accessibility element")
        #expect(
            hosted.collectionView.accessibilityRole() == .group,
            "role \(String(describing: hosted.collectionView.accessibilityRole())), expected group")
        let slider = try #require(
            Self.slider(of: hosted), "the carousel's first child is not an NSAccessibilityElement")
        #expect(slider.isAccessibilityElement())
        #expect(slider.accessibilityRole() == .slider, "role \(String(describing: slider.accessibilityRole()))")
        #expect((slider.accessibilityParent() as AnyObject?) === hosted.collectionView, "the slider's parent")
        #expect(!slider.accessibilityFrame().isEmpty, "the slider has no frame on screen")
        #expect(slider.accessibilityValue() as? String == "Card 0")

        #expect(slider.accessibilityPerformIncrement(), "increment was refused")
        // VoiceOver reads the value right after the increment: it names the card it heads for.
        #expect(
            slider.accessibilityValue() as? String == "Card 1",
            "value read right after increment: \(String(describing: slider.accessibilityValue()))")
        hosted.settle()
        #expect(hosted.layout.currentIndexPath == appKitPath(1), "increment did not move one card")
        #expect(
            slider.accessibilityValue() as? String == "Card 1",
            "value after increment: \(String(describing: slider.accessibilityValue()))")

        #expect(slider.accessibilityPerformDecrement(), "decrement was refused")
        hosted.settle()
        #expect(hosted.layout.currentIndexPath == appKitPath(0), "decrement did not move back one card")
        #expect(slider.accessibilityValue() as? String == "Card 0")
        // The same element throughout: VoiceOver's cursor stays on it.
        #expect(Self.slider(of: hosted) === slider)
    }

    @available(macOS 11, *)
    @Test("the slider carries the carousel's label and describes itself as a carousel", .tags(.appkit))
    func sliderLabelAndRoleDescription() throws {
        // Contract: VoiceOver reads accessibilityLabel() and accessibilityRoleDescription() of the
        // element it lands on; setAccessibilityLabel(_:) stores a view's label.
        // Platform-only: NSAccessibility's label and role description of an NSAccessibilityElement.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        hosted.collectionView.setAccessibilityLabel("Photos")
        let slider = try #require(Self.slider(of: hosted))
        #expect(hosted.collectionView.accessibilityLabel() == "Photos")
        #expect(slider.accessibilityLabel() == "Photos")
        #expect(slider.accessibilityRoleDescription() == Announcement.roleDescription())
    }

    @available(macOS 11, *)
    @Test("pressing the slider activates the current card", .tags(.appkit))
    func pressActivates() throws {
        // Contract: VoiceOver's press (VO-Space) calls accessibilityPerformPress() on the element.
        // Platform-only: NSAccessibility's accessibilityPerformPress().
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        var activated: [IndexPath] = []
        hosted.controller.itemActivated = { activated.append($0) }
        let slider = try #require(Self.slider(of: hosted))
        #expect(slider.accessibilityPerformPress())
        #expect(activated == [appKitPath(0)])
    }

    @available(macOS 11, *)
    @Test("the current card's button is reachable by VoiceOver under the carousel", .tags(.appkit))
    func currentCardButtonIsReachable() throws {
        // Contract: VoiceOver navigates an element's accessibilityChildren() except under leaf roles
        // such as a slider, whose children it does not visit.
        // Platform-only: the NSAccessibility children down to an NSButton in a card.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        let card = try #require(hosted.visibleItemsByIndex[0] as? HostedCard, "no card 0")
        let route = Self.route(to: card.button, from: hosted.collectionView, depth: 6)
        #expect(route != nil, "card 0's button is not among the carousel's accessibility descendants")
        let sliders = (route ?? [hosted.collectionView]).filter { Self.role(of: $0) == .slider }
        #expect(
            sliders.isEmpty,
            "the button sits under \(sliders.count) slider element(s), which VoiceOver treats as leaves")
    }

    @available(macOS 11, *)
    @Test(
        "after an increment VoiceOver reaches the new current card's button, and no longer the old one's",
        .tags(.appkit))
    func contentFollowsTheCurrentCard() throws {
        // Contract: VoiceOver re-reads accessibilityChildren() as it navigates.
        // Platform-only: NSAccessibility children re-read as the carousel moves.
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        let slider = try #require(Self.slider(of: hosted))
        #expect(slider.accessibilityPerformIncrement())
        hosted.settle()
        let old = try #require(hosted.visibleItemsByIndex[0] as? HostedCard, "no card 0")
        let new = try #require(hosted.visibleItemsByIndex[1] as? HostedCard, "no card 1")
        #expect(
            Self.route(to: new.button, from: hosted.collectionView, depth: 6) != nil, "card 1's button is out of reach")
        #expect(
            Self.route(to: old.button, from: hosted.collectionView, depth: 6) == nil,
            "card 0's button, now behind, is still reachable")
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
