#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// VoiceOver's view of the carousel: the collection view's accessibility elements while VoiceOver
/// runs.
///
/// VoiceOver does not run on a test host, and `UIAccessibility.isVoiceOverRunning` cannot be set:
/// these tests tell the controller's driver that it runs (the same input the controller feeds from
/// `voiceOverStatusDidChangeNotification`), then make the layout rebuild so the controller
/// refreshes the elements as it does on a real data change.
@MainActor
@Suite("UIKit: VoiceOver elements")
struct UIKitAccessibilityTests {
    /// A carousel on item 3 of 12 that believes VoiceOver runs.
    static func underVoiceOver(
        _ settings: LayoutSettings = LayoutSettings(),
        configureCell: ((UICollectionViewCell, IndexPath) -> Void)? = nil
    ) -> HostedUIKitCarousel {
        let hosted = HostedUIKitCarousel(settings, items: 12, configureCell: configureCell)
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.1)
        hosted.controller.drive {
            $0.environmentDidChange(InteractionEnvironment(isVoiceOverRunning: true), at: $1, into: &$2)
        }
        hosted.collectionView.reloadData()
        hosted.collectionView.layoutIfNeeded()
        return hosted
    }

    /// The collection view's accessibility elements, as VoiceOver reads them.
    static func elements(_ hosted: HostedUIKitCarousel) -> [NSObject] {
        (hosted.collectionView.accessibilityElements ?? []).compactMap { $0 as? NSObject }
    }

    @Test(
        "under VoiceOver the elements are the visible cards, in reading order, labelled by their cells", .tags(.uikit))
    func elementsInReadingOrder() throws {
        // Contract: VoiceOver reads a container's accessibilityElements in array order, and each
        // element's accessibilityLabel and accessibilityFrame (screen coordinates).
        let hosted = Self.underVoiceOver()
        let elements = Self.elements(hosted)
        let labels = elements.map { $0.accessibilityLabel ?? "nil" }
        #expect(!elements.isEmpty, "no accessibility elements under VoiceOver")
        #expect(labels.contains("Card 3"), "the current card is not an element: \(labels)")
        // Reading order: leading to trailing along the carousel (left to right here).
        let items = labels.compactMap { Int($0.replacingOccurrences(of: "Card ", with: "")) }
        #expect(items.count == labels.count, "elements without a card's label: \(labels)")
        let offsets = items.map { hosted.layout.offset(forItemAt: path($0)) ?? .nan }
        #expect(offsets == offsets.sorted(), "elements not in reading order: items \(items), offsets \(offsets)")
        #expect(Set(items).count == items.count, "an item has two elements: \(items)")
        // Every card the user can see has an element, and no element names a card UIKit does not show.
        let shown = hosted.visibleCellsByItem.filter { item, cell in
            guard !cell.isHidden, cell.alpha > 0.01, let centre = hosted.drawnCentre(ofItem: item) else { return false }
            return hosted.collectionView.bounds.contains(centre)
        }
        #expect(
            Set(shown.keys).isSubset(of: Set(items)),
            "cards shown whose centre is on screen: \(shown.keys.sorted()); elements: \(items)")
        #expect(
            Set(items).isSubset(of: Set(hosted.visibleCellsByItem.keys)),
            "elements for cards UIKit does not show: \(items)")
        for element in elements {
            let frame = element.accessibilityFrame
            #expect(
                isFinite(frame) && !frame.isEmpty, "\(element.accessibilityLabel ?? "?"): accessibilityFrame \(frame)")
        }
    }

    @Test("VoiceOver's three-finger scroll on an element moves the carousel one item", .tags(.uikit))
    func threeFingerScrollMovesOneItem() throws {
        // Contract: VoiceOver's three-finger swipe calls accessibilityScroll(_:) on the focused
        // element (then its containers) until one returns true; .left brings the next page in.
        let hosted = Self.underVoiceOver()
        let current = try #require(
            Self.elements(hosted).first { $0.accessibilityLabel == "Card 3" }, "no element for the current card")
        #expect(current.accessibilityScroll(.left), "accessibilityScroll(.left) was refused")
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == path(4),
            "after .left: \(String(describing: hosted.layout.currentIndexPath)), want item 4")
        #expect(abs(hosted.layout.liveScrollOffset - 4) < 1e-6, "came to rest at \(hosted.layout.liveScrollOffset)")
        let next = try #require(Self.elements(hosted).first { $0.accessibilityLabel == "Card 4" })
        #expect(next.accessibilityScroll(.right), "accessibilityScroll(.right) was refused")
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == path(3),
            "after .right: \(String(describing: hosted.layout.currentIndexPath)), want item 3")
    }

    @Test("VoiceOver focusing a side card brings it to the centre", .tags(.uikit))
    func focusingASideCardCentresIt() throws {
        // Contract: VoiceOver calls accessibilityElementDidBecomeFocused() on the element it moves to.
        let hosted = Self.underVoiceOver()
        let side = try #require(
            Self.elements(hosted).first { $0.accessibilityLabel == "Card 4" }, "no element for card 4")
        side.accessibilityElementDidBecomeFocused()
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == path(4),
            "focusing card 4 left the carousel on \(String(describing: hosted.layout.currentIndexPath))")
    }

    @Test("VoiceOver's double tap on a side card selects it through the app's delegate and centres it", .tags(.uikit))
    func doubleTapSelectsSideCard() throws {
        // Contract: VoiceOver's double tap calls accessibilityActivate() on the focused element; a
        // collection view's selection reaches its delegate's collectionView(_:didSelectItemAt:).
        let hosted = Self.underVoiceOver()
        let app = DelegateRecorder()
        hosted.controller.delegate = app
        let side = try #require(
            Self.elements(hosted).first { $0.accessibilityLabel == "Card 4" }, "no element for card 4")
        #expect(side.accessibilityActivate(), "accessibilityActivate() on card 4 was refused")
        hosted.advance(by: 1)
        #expect(
            app.calls.filter { $0.hasPrefix("didSelectItemAt") } == ["didSelectItemAt 4"],
            "the app's delegate heard \(app.calls.filter { $0.hasPrefix("didSelect") })")
        #expect(
            hosted.collectionView.indexPathsForSelectedItems == [path(4)],
            "UIKit's selection: \(String(describing: hosted.collectionView.indexPathsForSelectedItems))")
        #expect(hosted.layout.currentIndexPath == path(4), "the double-tapped card was not centred")
    }

    @Test("VoiceOver reaches a button inside the current card", .tags(.uikit))
    func buttonInsideCardIsReachable() throws {
        // Contract: VoiceOver navigates into an element's accessibilityElements (a container) and
        // activates a UIButton element with accessibilityActivate(); a leaf element hides what is
        // inside it.
        let hosted = Self.underVoiceOver { cell, indexPath in
            cell.contentView.viewWithTag(88)?.removeFromSuperview()
            let button = UIButton(type: .system)
            button.tag = 88
            button.frame = CGRect(x: 60, y: 80, width: 80, height: 40)
            button.setTitle("Buy \(indexPath.item)", for: .normal)
            cell.contentView.addSubview(button)
        }
        let button = try #require(hosted.visibleCellsByItem[3]?.contentView.viewWithTag(88))
        /// Every element VoiceOver can reach from `objects`, depth first.
        func reachable(from objects: [Any]) -> [NSObject] {
            objects.compactMap { $0 as? NSObject }.flatMap { object -> [NSObject] in
                let children = object.accessibilityElements ?? []
                return [object] + reachable(from: children)
            }
        }
        let all = reachable(from: hosted.collectionView.accessibilityElements ?? [])
        #expect(!all.isEmpty, "no elements under VoiceOver")
        withKnownIssue("issue 30: VoiceOver cannot reach controls inside cards (elements are leaves)") {
            #expect(
                all.contains { $0 === button || $0.accessibilityLabel == "Buy 3" },
                "the current card's button is not among the elements VoiceOver can reach: \(all.map { $0.accessibilityLabel ?? "nil" })"
            )
        }
    }
}
#endif
