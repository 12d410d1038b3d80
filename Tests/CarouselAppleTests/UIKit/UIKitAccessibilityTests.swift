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
@Suite("UIKit: VoiceOver elements", .serialized, suiteTimeLimit)
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
        // Platform-only: the collection view's accessibilityElements and each element's accessibilityFrame
        // (UIAccessibility).
        let hosted = Self.underVoiceOver()
        defer { hosted.close() }
        // The card elements (the current card's content container, not an element, follows its card).
        let elements = Self.elements(hosted).filter(\.isAccessibilityElement)
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
        // Platform-only: a UIAccessibility element's accessibilityScroll(_:).
        let hosted = Self.underVoiceOver()
        defer { hosted.close() }
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
        // Platform-only: a UIAccessibility element's accessibilityElementDidBecomeFocused().
        let hosted = Self.underVoiceOver()
        defer { hosted.close() }
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
        // Platform-only: a UIAccessibility element's accessibilityActivate() and UICollectionView's selection.
        let hosted = Self.underVoiceOver()
        defer { hosted.close() }
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

    /// Every object VoiceOver can reach from `objects`, depth first, as it walks them: an
    /// accessibility element is a leaf; a container's `accessibilityElements` are its children;
    /// a view that is neither has its subviews as children (UIKit's default container).
    static func reachable(from objects: [Any]) -> [NSObject] {
        objects.compactMap { $0 as? NSObject }.flatMap { object -> [NSObject] in
            if object.isAccessibilityElement { return [object] }
            if let view = object as? UIView, view.isHidden || view.accessibilityElementsHidden { return [] }
            let children = object.accessibilityElements ?? (object as? UIView)?.subviews ?? []
            return [object] + reachable(from: children)
        }
    }

    /// Cells with a "Buy <item>" button (tag 88) in their content view.
    static func withButtons() -> HostedUIKitCarousel {
        underVoiceOver { cell, indexPath in
            cell.contentView.viewWithTag(88)?.removeFromSuperview()
            let button = UIButton(type: .system)
            button.tag = 88
            button.frame = CGRect(x: 60, y: 80, width: 80, height: 40)
            button.setTitle("Buy \(indexPath.item)", for: .normal)
            cell.contentView.addSubview(button)
        }
    }

    @Test("VoiceOver reaches a button inside the current card", .tags(.uikit))
    func buttonInsideCardIsReachable() throws {
        // Contract: VoiceOver navigates into an element's accessibilityElements (a container) and
        // into a view that is not an accessibility element (its subviews), and activates a UIButton
        // element with accessibilityActivate(); a leaf element hides what is inside it.
        // Platform-only: the UIAccessibility element tree down to a UIButton in a cell.
        let hosted = Self.withButtons()
        defer { hosted.close() }
        let button = try #require(hosted.visibleCellsByItem[3]?.contentView.viewWithTag(88))
        let all = Self.reachable(from: hosted.collectionView.accessibilityElements ?? [])
        #expect(!all.isEmpty, "no elements under VoiceOver")
        #expect(
            all.contains { $0 === button },
            "the current card's button is not among the elements VoiceOver can reach: \(all.map { $0.accessibilityLabel ?? "nil" })"
        )
        // Only the current card's: a control on a card behind gets no touches either.
        let sideButton = try #require(hosted.visibleCellsByItem[4]?.contentView.viewWithTag(88))
        #expect(!all.contains { $0 === sideButton }, "card 4's button, behind, is reachable")
    }

    @Test("the current card's content comes right after its card element, as one container", .tags(.uikit))
    func contentFollowsCurrentCard() throws {
        // Contract: VoiceOver reads a container's accessibilityElements in array order.
        // Platform-only: the collection view's accessibilityElements and its content container.
        let hosted = Self.withButtons()
        defer { hosted.close() }
        let elements = Self.elements(hosted)
        let index = try #require(elements.firstIndex { $0.accessibilityLabel == "Card 3" }, "no element for card 3")
        try #require(index + 1 < elements.count, "nothing after card 3's element")
        let content = elements[index + 1]
        #expect(!content.isAccessibilityElement, "the content is a leaf: VoiceOver would not go inside")
        let children = content.accessibilityElements ?? []
        #expect(
            children.count == 1 && (children.first as AnyObject?) === hosted.visibleCellsByItem[3],
            "the content container holds \(children), not card 3's cell")
        // One container in all.
        #expect(elements.filter { !$0.isAccessibilityElement }.count == 1)
    }

    @Test("swiping onto a side card keeps its element while it is centred, and the content moves to it", .tags(.uikit))
    func contentMovesWithTheCurrentCard() throws {
        // Contract: VoiceOver calls accessibilityElementDidBecomeFocused() on the element it moves
        // to; the element it is on must stay among the container's elements, or its cursor is lost.
        // Platform-only: UIAccessibility elements kept across a move (VoiceOver's cursor).
        let hosted = Self.withButtons()
        defer { hosted.close() }
        let side = try #require(Self.elements(hosted).first { $0.accessibilityLabel == "Card 4" })
        side.accessibilityElementDidBecomeFocused()
        hosted.advance(by: 1)
        #expect(hosted.layout.currentIndexPath == path(4))
        let elements = Self.elements(hosted)
        let index = try #require(elements.firstIndex { $0 === side }, "card 4's focused element was replaced")
        try #require(index + 1 < elements.count, "nothing after card 4's element")
        let children = elements[index + 1].accessibilityElements ?? []
        #expect(
            (children.first as AnyObject?) === hosted.visibleCellsByItem[4],
            "after card 4's element: \(elements[index + 1]) holding \(children), not card 4's cell")
        let button = try #require(hosted.visibleCellsByItem[4]?.contentView.viewWithTag(88))
        #expect(Self.reachable(from: hosted.collectionView.accessibilityElements ?? []).contains { $0 === button })
    }

    @Test(
        "a cell the app made one accessibility element is read whole by its card element, with no content",
        .tags(.uikit))
    func cellThatIsAnElementHasNoContent() throws {
        // Contract: VoiceOver does not descend into an accessibility element.
        // Platform-only: a UICollectionViewCell that is itself an accessibility element.
        let hosted = Self.underVoiceOver { cell, _ in cell.isAccessibilityElement = true }
        defer { hosted.close() }
        let elements = Self.elements(hosted)
        #expect(
            elements.allSatisfy { $0.isAccessibilityElement }, "a container beside elements for cells that are elements"
        )
        #expect(elements.contains { $0.accessibilityLabel == "Card 3" })
    }

    @Test("the three-finger scroll asked of the content container moves the carousel one item", .tags(.uikit))
    func threeFingerScrollFromContent() throws {
        // Contract: VoiceOver asks accessibilityScroll(_:) of the focused element, then of its
        // containers, until one returns true.
        // Platform-only: accessibilityScroll(_:) on the UIAccessibility content container.
        let hosted = Self.withButtons()
        defer { hosted.close() }
        let content = try #require(Self.elements(hosted).first { !$0.isAccessibilityElement }, "no content container")
        #expect(content.accessibilityScroll(.left), "accessibilityScroll(.left) on the content was refused")
        hosted.advance(by: 1)
        #expect(hosted.layout.currentIndexPath == path(4))
    }
}
#endif
