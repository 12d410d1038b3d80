#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Which card a point lands on where Cover Flow's cards overlap: UIKit's own queries against the
/// layout's hit test, and the controls inside cards.
@MainActor
@Suite("UIKit: hit-testing overlapping cards", .serialized, suiteTimeLimit)
struct UIKitHitTestingTests {
    /// The tag of the button ``coverFlowWithButtons()`` puts on every card.
    static let buttonTag = 77

    /// A Cover Flow carousel whose every card holds an 80 × 40 pt button in its middle.
    static func coverFlowWithButtons() -> HostedUIKitCarousel {
        HostedUIKitCarousel(LayoutSettings(type: .coverFlow), items: 12) { cell, indexPath in
            cell.contentView.viewWithTag(buttonTag)?.removeFromSuperview()
            let button = UIButton(type: .system)
            button.tag = buttonTag
            button.frame = CGRect(x: 60, y: 80, width: 80, height: 40)
            button.setTitle("Buy \(indexPath.item)", for: .normal)
            button.backgroundColor = .white
            cell.contentView.addSubview(button)
        }
    }

    /// Points along the carousel's horizontal midline, 4 pt apart, where the layout's hit test
    /// names a card other than the current one (a side card drawn on top there).
    static func sideCardPoints(_ hosted: HostedUIKitCarousel) -> [(CGPoint, IndexPath)] {
        let bounds = hosted.collectionView.bounds
        return stride(from: bounds.minX + 2, to: bounds.maxX, by: 4).compactMap { x in
            let point = CGPoint(x: x, y: hosted.carouselCentre.y)
            guard let top = hosted.layout.indexPathForTopmostItem(at: point), top != hosted.layout.currentIndexPath
            else { return nil }
            return (point, top)
        }
    }

    @Test(
        "indexPathForItem(at:) names the card drawn at the point wherever the cards' frames do not overlap",
        .tags(.uikit))
    func indexPathForItemNamesTheDrawnCard() throws {
        // Contract: UICollectionView.indexPathForItem(at:) "relies on the layout information" (the
        // attributes' frames: size around center, the transform left out) to name the item at a
        // point in the collection view's coordinates. The layout centres each item's attributes
        // where its card is drawn (ItemPlacement.centeredWhereDrawn).
        // Platform-only: UICollectionView.indexPathForItem(at:), UIKit's own frame-based answer.
        let linear = HostedUIKitCarousel(LayoutSettings(type: .linear), items: 12)
        defer { linear.close() }
        linear.controller.scrollToItem(at: path(5), animated: false)
        linear.advance(by: 0.1)
        let bounds = linear.collectionView.bounds
        var named = Set<Int>()
        for x in stride(from: bounds.minX + 3, to: bounds.maxX, by: 8) {
            let point = CGPoint(x: x, y: linear.carouselCentre.y)
            let top = linear.layout.indexPathForTopmostItem(at: point)
            let uikit = linear.collectionView.indexPathForItem(at: point)
            #expect(
                uikit == top,
                "linear, at \(point): card \(String(describing: top?.item)) is drawn there; UIKit names \(String(describing: uikit?.item))"
            )
            if let uikit { named.insert(uikit.item) }
        }
        #expect(named.count >= 3 && named.contains(4) && named.contains(6), "UIKit named only cards \(named.sorted())")
        // Cover Flow: the current card's frame is the only one at the carousel's centre.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let centre = hosted.carouselCentre
        #expect(hosted.layout.indexPathForTopmostItem(at: centre) == path(5), "the layout's top card at the centre")
        #expect(hosted.collectionView.indexPathForItem(at: centre) == path(5), "UIKit's item at the centre")
        // Each side card's frame is centred where the card is drawn.
        for item in [3, 4, 6, 7] {
            let attributes = try #require(hosted.layout.layoutAttributesForItem(at: path(item)))
            let drawn = try #require(hosted.drawnCentre(ofItem: item))
            #expect(abs(attributes.center.x - drawn.x) < 0.01 && abs(attributes.center.y - drawn.y) < 0.01)
            #expect((item < 5) == (attributes.center.x < centre.x), "card \(item)'s frame is on the wrong side")
        }
    }

    @Test(
        "where Cover Flow's frames overlap, UIKit names a card whose frame holds the point; the layout names the card drawn on top",
        .tags(.uikit))
    func indexPathForItemWhereFramesOverlap() throws {
        // Contract: UICollectionView.indexPathForItem(at:) "relies on the layout information" (the
        // attributes' frames) to name the item at a point; which of several frames holding a point
        // it names is not documented (only targetIndexPath(forInteractivelyMovingItem:withPosition:)
        // documents "the cell whose zIndex layout attribute value is greatest"), so the adapter
        // documents indexPathForTopmostItem(at:) for the card drawn on top there.
        // Platform-only: UICollectionView.indexPathForItem(at:) where frames overlap.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let sides = Self.sideCardPoints(hosted)
        let names = Set(sides.map(\.1.item)).sorted()
        #expect(!sides.isEmpty, "the layout names no side card anywhere along the midline")
        #expect(names.contains { $0 < 5 } && names.contains { $0 > 5 }, "side cards found: \(names)")
        for (point, top) in sides {
            // The card drawn on top has its frame there (the frames sit on the cards).
            let topFrame = try #require(hosted.collectionView.layoutAttributesForItem(at: top)?.frame)
            #expect(
                topFrame.contains(point),
                "card \(top.item) is drawn on top at \(point) but its frame \(topFrame) is elsewhere")
            // UIKit names one of the cards whose frame holds the point (which one is its own).
            let named = try #require(
                hosted.collectionView.indexPathForItem(at: point),
                "UIKit names no card at \(point), where card \(top.item) is drawn")
            let namedFrame = try #require(hosted.collectionView.layoutAttributesForItem(at: named)?.frame)
            #expect(
                namedFrame.contains(point),
                "at \(point) UIKit names card \(named.item), whose frame \(namedFrame) does not hold the point")
        }
    }

    @Test(
        "hitTest(_:with:) gives the front card's button its touch; a button it finds on a card drawn behind is withdrawn",
        .tags(.uikit))
    func hitTestFindsTheFrontButton() throws {
        // Contract: UIView.hitTest(_:with:) returns the deepest view containing the point, which is
        // the view UIKit delivers a touch to (a UIControl then tracks it); it walks sibling views in
        // subview order, not in the order the cards' 3D transforms draw them, so where cards overlap
        // it may return a control on a card drawn behind. The adapter documents that such a touch
        // is taken back from the control (TouchLocationRecognizer, TouchOwner) and goes to the card
        // on top; a button on the card on top keeps its tap.
        // Platform-only: UIView.hitTest(_:with:) over cells with 3D layer transforms, and UIButtons in cells.
        let hosted = Self.coverFlowWithButtons()
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let cells = hosted.visibleCellsByItem
        let front = try #require(cells[5]?.contentView.viewWithTag(Self.buttonTag), "no button on the current card")
        let frontCentre = front.convert(CGPoint(x: front.bounds.midX, y: front.bounds.midY), to: hosted.collectionView)
        let hit = hosted.collectionView.hitTest(frontCentre, with: nil)
        #expect(
            hit === front,
            "at the front button's centre \(frontCentre) hitTest returned \(String(describing: hit)) (tag \(hit?.tag ?? -1), in card \(Self.item(of: hit, in: cells).map(String.init) ?? "none"))"
        )
        #expect(
            Self.owner(of: hit, at: frontCentre, in: hosted) == .control, "the front button does not keep its touch")
        // Every other card's button, where it is drawn: whatever view UIKit's hit test returns there,
        // a control keeps the touch only on the card drawn on top.
        var checked = 0
        for (item, cell) in cells where item != 5 {
            guard let button = cell.contentView.viewWithTag(Self.buttonTag), !cell.isHidden, cell.alpha > 0 else {
                continue
            }
            let drawn = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: hosted.collectionView)
            guard hosted.collectionView.bounds.contains(drawn),
                let top = hosted.layout.indexPathForTopmostItem(at: drawn)
            else { continue }
            checked += 1
            let hitThere = hosted.collectionView.hitTest(drawn, with: nil)
            guard let hitItem = Self.item(of: hitThere, in: cells), Self.isOnControl(hitThere, in: hosted) else {
                continue  // no control there: the touch is the carousel's
            }
            let owner = Self.owner(of: hitThere, at: drawn, in: hosted)
            #expect(
                owner == (hitItem == top.item ? .control : .withdrawnFromControl),
                "at \(drawn) hitTest found card \(hitItem)'s button; card \(top.item) is drawn on top; owner \(owner)")
        }
        #expect(checked > 0, "no side card's button is drawn on screen: the test shows nothing about cards behind")
    }

    /// Whether `view` is a control or inside one, below the collection view.
    static func isOnControl(_ view: UIView?, in hosted: HostedUIKitCarousel) -> Bool {
        sequence(first: view ?? hosted.collectionView, next: { $0.superview })
            .prefix { $0 !== hosted.collectionView }
            .contains { $0 is UIControl }
    }

    /// Who owns a touch on the view UIKit hit-tested at `point`, as the controller's touch recognizer
    /// works it out when the touch begins (`TouchLocationRecognizer`): whether a control holds the
    /// view, the item of the cell that does (UIKit's `indexPath(for:)`), and the card drawn on top.
    static func owner(of view: UIView?, at point: CGPoint, in hosted: HostedUIKitCarousel) -> TouchOwner {
        let container = hosted.collectionView
        let ancestors = Array(sequence(first: view ?? container, next: { $0.superview }).prefix { $0 !== container })
        let cell = ancestors.lazy.compactMap { $0 as? UICollectionViewCell }.first
        return TouchOwner(
            isOnControl: ancestors.contains { $0 is UIControl },
            controlItem: cell.flatMap { container.indexPath(for: $0) }.flatMap { hosted.layout.globalIndex(for: $0) },
            topmostItem: hosted.layout.indexPathForTopmostItem(at: point).flatMap { hosted.layout.globalIndex(for: $0) }
        )
    }

    /// The item whose cell contains `view`, if any.
    static func item(of view: UIView?, in cells: [Int: UICollectionViewCell]) -> Int? {
        guard let view else { return nil }
        return cells.first { view.isDescendant(of: $0.value) }?.key
    }
}
#endif
