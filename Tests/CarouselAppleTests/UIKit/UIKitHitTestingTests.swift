#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// Which card a point lands on where Cover Flow's cards overlap: UIKit's own queries against the
/// layout's hit test, and the controls inside cards.
@MainActor
@Suite("UIKit: hit-testing overlapping cards")
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
        let linear = HostedUIKitCarousel(LayoutSettings(type: .linear), items: 12)
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
        "where Cover Flow's frames overlap, UIKit's indexPathForItem(at:) may name a card drawn behind", .tags(.uikit))
    func indexPathForItemWhereFramesOverlap() throws {
        // Contract: none. Which of several frames holding a point indexPathForItem(at:) names is
        // not documented (only targetIndexPath(forInteractivelyMovingItem:withPosition:) documents
        // "the cell whose zIndex layout attribute value is greatest"); the layout's
        // indexPathForTopmostItem(at:) and the controller's context-menu answers are exact there.
        let hosted = HostedUIKitCarousel(LayoutSettings(type: .coverFlow), items: 12)
        hosted.controller.scrollToItem(at: path(5), animated: false)
        hosted.advance(by: 0.1)
        let sides = Self.sideCardPoints(hosted)
        let names = Set(sides.map(\.1.item)).sorted()
        #expect(!sides.isEmpty, "the layout names no side card anywhere along the midline")
        #expect(names.contains { $0 < 5 } && names.contains { $0 > 5 }, "side cards found: \(names)")
        withKnownIssue("UIKit's order among overlapping frames is not documented", isIntermittent: true) {
            for (point, top) in sides {
                #expect(
                    hosted.collectionView.indexPathForItem(at: point) == top,
                    "at \(point) the card drawn on top is \(top.item); UIKit names \(String(describing: hosted.collectionView.indexPathForItem(at: point)?.item))"
                )
            }
        }
    }

    @Test("hitTest(_:with:) returns the front card's button at its centre, never a button drawn behind", .tags(.uikit))
    func hitTestFindsTheFrontButton() throws {
        // Contract: UIView.hitTest(_:with:) returns the deepest view containing the point, which is
        // the view UIKit delivers a touch to (a UIControl then tracks it).
        let hosted = Self.coverFlowWithButtons()
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
        // Every other card's button: where it is drawn, hitTest must land in the card the layout says
        // is on top there.
        for (item, cell) in cells where item != 5 {
            guard let button = cell.contentView.viewWithTag(Self.buttonTag), !cell.isHidden, cell.alpha > 0 else {
                continue
            }
            let drawn = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: hosted.collectionView)
            guard hosted.collectionView.bounds.contains(drawn),
                let top = hosted.layout.indexPathForTopmostItem(at: drawn)
            else { continue }
            let hitThere = hosted.collectionView.hitTest(drawn, with: nil)
            let hitItem = Self.item(of: hitThere, in: cells)
            #expect(
                hitItem == top.item,
                "at \(drawn), where card \(item)'s button is drawn, card \(top.item) is on top but hitTest landed in card \(hitItem.map(String.init) ?? "none")"
            )
            if top.item != item {
                #expect(hitThere !== button, "card \(item)'s button, drawn behind card \(top.item), took the touch")
            }
        }
    }

    /// The item whose cell contains `view`, if any.
    static func item(of view: UIView?, in cells: [Int: UICollectionViewCell]) -> Int? {
        guard let view else { return nil }
        return cells.first { view.isDescendant(of: $0.value) }?.key
    }
}
#endif
