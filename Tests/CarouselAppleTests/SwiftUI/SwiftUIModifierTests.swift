#if canImport(SwiftUI) && (canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst)))
import CarouselSwiftUI
import SwiftUI
import Testing
@_spi(Plumbing) import CarouselCore
#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselUIKit
#else
import AppKit
@_spi(Plumbing) import CarouselAppKit
#endif

/// Every `carousel…` modifier that reaches the layout or the controller (and the handlers the
/// controller calls): the value a modifier gives arrives on the layout or controller the SwiftUI
/// view made, when the carousel is made and after a view update takes it away again.
@MainActor
@Suite("SwiftUI: each modifier reaches the layout or the controller", .serialized, suiteTimeLimit)
struct SwiftUIModifierTests {
    @Test(
        "the modifier's value is on the layout or controller at creation, and its default after an update removes it",
        .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui),
        arguments: CarouselModifier.allCases)
    func modifierReachesTheCarousel(_ modifier: CarouselModifier) async throws {
        // Platform-only: the modifiers travel through SwiftUI's environment into a
        // UIViewRepresentable / NSViewRepresentable; only SwiftUI over UIKit or AppKit makes them.
        // Contract: environment values a modifier sets above a representable are in the Context's
        // environment of makeUIView/makeNSView and of every later updateUIView/updateNSView, and a
        // published change of an observed object runs a view update at the next layout pass.
        guard #available(iOS 16.0, tvOS 16.0, macOS 13.0, *) else { return }
        let state = ModifierState()
        state.isOn = true
        let hosted = try await HostedSwiftUIView(ModifiedCarouselRoot(state: state, modifier: modifier))
        defer { hosted.close() }
        if let failure = modifier.check(isOn: true, in: hosted, log: state) {
            Issue.record("with \(modifier.rawValue) applied at creation: \(failure)")
        }
        state.isOn = false
        state.clearLog()
        await hosted.update()
        if let failure = modifier.check(isOn: false, in: hosted, log: state) {
            Issue.record("after an update took \(modifier.rawValue) away: \(failure)")
        }
    }
}

#if canImport(UIKit)
extension SwiftUITests {
    /// VoiceOver's three-finger swipe on a SwiftUI carousel on iOS.
    @MainActor
    @Suite("SwiftUI: the three-finger swipe from inside a card", .serialized, suiteTimeLimit)
    struct SwiftUIAccessibilityScrollTests {
        @Test(
            "the swipe asked of the collection view (from a card's SwiftUI content) moves one card",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui, .uikit))
        func swipeFromContentMovesOneCard() async throws {
            // Contract: VoiceOver asks accessibilityScroll(_:) of the focused element, then of the
            // views around it (a card's SwiftUI content, its cell, the collection view) until one
            // returns true; .left brings the next page in.
            // Platform-only: UIKit's accessibilityScroll(_:) on the Carousel's collection view.
            guard #available(iOS 16.0, tvOS 16.0, *) else { return }
            let hosted = try await HostedSwiftUICarousel(
                CarouselTestModel(cards: TestCard.numbered(0..<12), selection: 0))
            defer { hosted.close() }
            #expect(hosted.collectionView.accessibilityScroll(.left), "accessibilityScroll(.left) was refused")
            hosted.advance(by: 1)
            #expect(
                hosted.layout.currentIndexPath == IndexPath(item: 1, section: 0),
                "after .left: \(String(describing: hosted.layout.currentIndexPath)), want item 1 (not a page)")
        }
    }
}
#endif

#if canImport(AppKit) && !canImport(UIKit)
extension SwiftUITests {
    /// What VoiceOver reads of a SwiftUI carousel on macOS.
    @MainActor
    @Suite("SwiftUI: the carousel's label reaches VoiceOver on macOS", .serialized, suiteTimeLimit)
    struct SwiftUIAccessibilityLabelTests {
        @Test(
            "`.accessibilityLabel` on Carousel labels the carousel's group and its slider, which has a role description",
            .enabled(if: isSwiftUICarouselAvailable, availabilityNote), .tags(.swiftui))
        func labelReachesGroupAndSlider() async throws {
            // Contract: SwiftUI exposes `.accessibilityLabel` on a view whose body is an
            // NSViewRepresentable through the accessibility elements around the representable's view
            // (its accessibilityParent() chain); VoiceOver reads accessibilityLabel() and
            // accessibilityRoleDescription() of the element it lands on.
            // Platform-only: SwiftUI's accessibility tree over AppKit exists only on macOS.
            guard #available(macOS 13.0, *) else { return }
            let hosted = try await HostedSwiftUICarousel(
                CarouselTestModel(cards: TestCard.numbered(0..<12), selection: 0))
            defer { hosted.close() }
            #expect(hosted.collectionView.accessibilityLabel() == "Cards", "the group's label")
            let slider = try #require(
                hosted.collectionView.accessibilityChildren()?.first as? NSAccessibilityElement, "no slider")
            #expect(slider.accessibilityLabel() == "Cards", "the slider's label")
            #expect(slider.accessibilityRoleDescription() == Announcement.roleDescription())
        }
    }
}
#endif

/// Whether the modifier under test is applied (its test value) or not (the library's default), and
/// what the handlers it installs heard.
@MainActor
final class ModifierState: ObservableObject {
    @Published var isOn = false
    /// The offsets `onCarouselScroll` reported.
    var offsets: [Double] = []
    /// The events `onCarouselEvent` reported.
    var events: [InteractionEvent] = []

    func clearLog() {
        offsets = []
        events = []
    }
}

/// A path for `.custom` that lays items 300 points apart, so a test can tell it is in use.
struct WideStepPath: CarouselPath, Equatable {
    func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    { baseTransform }

    func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        Point2D(x: offset * 300, y: 0)
    }

    func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? { nil }
}

/// The modifiers that reach the layout or the controller, each with a test value unlike its
/// default, how to apply it, and where to read it back.
enum CarouselModifier: String, CaseIterable, Sendable {
    case itemWidth, perspective, centerOffset, viewpointOffset, orientation, focusPoint, displayLimit
    case customPath, scrollSettings, releaseStyle, autoscroll, automaticSliding, scrollDuration
    case centersTappedItem, accessibilityAnnouncement, onCarouselScroll, onCarouselEvent

    /// The scroll settings the `scrollSettings` case applies.
    static let testScrollSettings: ScrollSettings = {
        var settings = ScrollSettings()
        settings.pagingEnabled = true
        settings.scrollSpeed = 2
        settings.bounces = false
        return settings
    }()

    /// `content` with this modifier applied (`isOn`) or not.
    @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
    @MainActor @ViewBuilder
    func apply(to content: some View, isOn: Bool, log: ModifierState) -> some View {
        switch self {
        case .itemWidth: content.carouselItemWidth(isOn ? 150 : nil)
        case .perspective:
            content.carouselPerspective(isOn ? -1.0 / 1000 : CGFloat(CarouselConfiguration.defaultPerspective))
        case .centerOffset: content.carouselCenterOffset(isOn ? CGSize(width: 40, height: 0) : .zero)
        case .viewpointOffset: content.carouselViewpointOffset(isOn ? CGSize(width: 0, height: 30) : .zero)
        case .orientation: content.carouselOrientation(isOn ? .vertical : nil)
        case .focusPoint: content.carouselFocusPoint(isOn ? UnitPoint(x: 0.25, y: 0.5) : nil)
        case .displayLimit: content.carouselDisplayLimit(isOn ? 3 : nil)
        case .customPath: content.carouselType(.custom).carouselCustomPath(isOn ? WideStepPath() : nil)
        case .scrollSettings: content.carouselScrollSettings(isOn ? Self.testScrollSettings : ScrollSettings())
        case .releaseStyle: content.carouselReleaseStyle(isOn ? .iCarouselLanding : .iCarousel)
        case .autoscroll: content.carouselAutoscroll(itemsPerSecond: isOn ? 0.5 : 0)
        case .automaticSliding: content.carouselAutomaticSliding(interval: isOn ? 2 : 0)
        case .scrollDuration: content.carouselScrollDuration(isOn ? 1.5 : ScrollPhysics.scrollDuration)
        case .centersTappedItem: content.carouselCentersTappedItem(!isOn)
        case .accessibilityAnnouncement:
            if isOn {
                content.carouselAccessibilityAnnouncement { index, count in "Card \(index + 1) / \(count)" }
            } else {
                content
            }
        case .onCarouselScroll:
            if isOn { content.onCarouselScroll { log.offsets.append($0) } } else { content }
        case .onCarouselEvent:
            if isOn { content.onCarouselEvent { log.events.append($0) } } else { content }
        }
    }

    /// Reads the value back from the layout or controller the view made (and, for handlers, moves
    /// the carousel and reads what they heard): `nil` when it is what `isOn` asks for, else what
    /// was found.
    @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
    @MainActor
    func check<Root: View>(isOn: Bool, in hosted: HostedSwiftUIView<Root>, log: ModifierState) -> String? {
        let settings = hosted.layout.settings
        let controller = hosted.controller
        func expect<T: Equatable>(_ found: T, _ wanted: T, _ what: String) -> String? {
            found == wanted ? nil : "\(what) is \(found), not \(wanted)"
        }
        switch self {
        case .itemWidth: return expect(settings.itemWidth, isOn ? 150 : nil, "the layout's itemWidth")
        case .perspective:
            return expect(
                settings.perspective, isOn ? -1.0 / 1000 : CarouselConfiguration.defaultPerspective,
                "the layout's perspective")
        case .centerOffset:
            return expect(settings.centerOffset, isOn ? Point2D(x: 40, y: 0) : .zero, "the layout's centerOffset")
        case .viewpointOffset:
            return expect(settings.viewpointOffset, isOn ? Point2D(x: 0, y: 30) : .zero, "the layout's viewpointOffset")
        case .orientation:
            return expect(settings.resolvedOrientation, isOn ? .vertical : .horizontal, "the layout's orientation")
        case .focusPoint:
            return expect(settings.focusPoint, isOn ? Point2D(x: 0.25, y: 0.5) : nil, "the layout's focusPoint")
        case .displayLimit:
            if let failure = expect(settings.displayLimit, isOn ? 3 : nil, "the layout's displayLimit") {
                return failure
            }
            // The collection view shows at most that many cards (about five 200-point cards fit 800
            // points around item 5).
            _ = controller.scrollToItem(at: IndexPath(item: 5, section: 0), animated: false)
            hosted.advance(by: 0.1)
            let shown = hosted.visibleItems
            if isOn && shown.count > 3 { return "with a display limit of 3 the collection view shows \(shown)" }
            if !isOn && shown.count <= 3 { return "with no display limit the collection view shows only \(shown)" }
            return nil
        case .customPath:
            let isWide = settings.customPath is WideStepPath
            return isWide == isOn ? nil : "the layout's custom path is \(String(describing: settings.customPath))"
        case .scrollSettings:
            return expect(
                settings.scrollSettings, isOn ? Self.testScrollSettings : ScrollSettings(),
                "the layout's scroll settings")
        case .releaseStyle:
            return expect(settings.releaseStyle, isOn ? .iCarouselLanding : .iCarousel, "the layout's release style")
        case .autoscroll:
            if let failure = expect(controller.autoscrollSpeed, isOn ? 0.5 : 0, "the controller's autoscrollSpeed") {
                return failure
            }
            // It moves the carousel: half an item per second.
            let before = Double(hosted.layout.scrollOffset)
            hosted.advance(by: 2)
            let moved = Double(hosted.layout.scrollOffset) - before
            if isOn && abs(moved - 1) > 0.05 { return "autoscroll at 0.5 items/s moved \(moved) items in 2 s" }
            // Off, it does not run on (settling onto the nearest card moves less than half a card).
            if !isOn && abs(moved) >= 0.5 { return "with autoscroll off the carousel moved \(moved) items in 2 s" }
            return nil
        case .automaticSliding:
            return expect(
                controller.automaticSlidingInterval, isOn ? 2 : 0, "the controller's automaticSlidingInterval")
        case .scrollDuration:
            return expect(
                controller.scrollDuration, isOn ? 1.5 : ScrollPhysics.scrollDuration, "the controller's scrollDuration")
        case .centersTappedItem:
            return expect(controller.centersItemWhenSelected, !isOn, "the controller's centersItemWhenSelected")
        case .accessibilityAnnouncement:
            let text = controller.accessibilityAnnouncement?(IndexPath(item: 2, section: 0))
            let wanted = isOn ? "Card 3 / 10" : InteractionEngine.defaultAnnouncement(forItem: 2, of: 10)
            return expect(text, wanted, "the controller's announcement for item 2")
        case .onCarouselScroll:
            // A different item each time, so the carousel moves in both halves of the test.
            let target = isOn ? 2 : 5
            _ = controller.scrollToItem(at: IndexPath(item: target, section: 0), animated: true)
            hosted.advance(by: 1)
            if hosted.currentItem != target { return "the carousel did not move to item \(target)" }
            if isOn {
                guard let last = log.offsets.last else {
                    return "onCarouselScroll heard nothing while the carousel moved"
                }
                return abs(last - 2) < 1e-3 ? nil : "onCarouselScroll's last offset is \(last), not 2"
            }
            return log.offsets.isEmpty ? nil : "a removed onCarouselScroll still heard \(log.offsets.count) offsets"
        case .onCarouselEvent:
            let target = isOn ? 3 : 6
            _ = controller.scrollToItem(at: IndexPath(item: target, section: 0), animated: true)
            hosted.advance(by: 1)
            if hosted.currentItem != target { return "the carousel did not move to item \(target)" }
            if isOn {
                return log.events.isEmpty ? "onCarouselEvent heard nothing while the carousel scrolled to item 3" : nil
            }
            return log.events.isEmpty ? nil : "a removed onCarouselEvent still heard \(log.events)"
        }
    }
}

/// A ``Carousel`` of ten 200-point cards with one ``CarouselModifier`` applied while the state says so.
@available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
struct ModifiedCarouselRoot: View {
    @ObservedObject var state: ModifierState
    let modifier: CarouselModifier

    var body: some View {
        modifier.apply(
            to: Carousel(TestCard.numbered(0..<10)) { card in Text(card.title) }
                .carouselItemSize(CGSize(width: 200, height: 200)),
            isOn: state.isOn, log: state
        )
        .ignoresSafeArea()
    }
}
#endif
