#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// Switching a collection view from a carousel to a grid (any other layout), keeping the item
/// the user was looking at in view, as UIKit's `setGridLayout(_:animated:)` does.
///
/// ```swift
/// collectionView.setGridLayout(gridLayout, animated: true)
/// collectionView.collectionViewLayout = carouselLayout   // and back: it centres the grid's middle item
/// ```
@available(macOS 11, *)
extension NSCollectionView {
    /// Switches from a carousel to another layout (a grid), keeping an item in view.
    ///
    /// The carousel's motion and autoscroll stop, and the collection view's
    /// ``CarouselController`` gives the scroll view back its scrollers and elasticity. Once the
    /// new layout is in place, its clip view is scrolled so that `anchor` (default: the carousel's
    /// current item, else the item nearest the centre of the visible area) is centred, within the
    /// range the new content can scroll. The controller stays installed, idle until a carousel
    /// layout returns. A `CarouselCollectionViewLayout` is simply installed (AppKit's
    /// `prepareForTransition(from:)` centres the item nearest the middle of the grid).
    ///
    /// - Parameters:
    ///   - layout: the layout to switch to.
    ///   - animated: whether AppKit animates the items to their new frames (through the
    ///     collection view's animator); the scroll position is set before the animation starts.
    ///   - anchor: the item to keep in view; an index path that does not exist is ignored (the
    ///     default is kept instead).
    ///   - completion: called when the switch, and its animation, are over.
    public func setGridLayout(
        _ layout: NSCollectionViewLayout, animated: Bool, anchor: IndexPath? = nil,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let kept =
            LayoutTransition.existingItem(anchor, sectionCounts: sectionItemCounts)
            ?? Self.anchorItem(leaving: collectionViewLayout)
        let toCarousel = layout is CarouselCollectionViewLayout
        let controller = CarouselController.installed(on: self)
        // The controller gives up charge for another layout, and names the item to centre there.
        let centred = controller?.gridSwitchWillBegin(toCarousel: toCarousel, keeping: kept)
        // Only the latest of overlapping switches does the arrival work (`LayoutSwitch`); every
        // switch's completion is still called.
        let switches = LayoutSwitchRecord.record(for: self)
        let token = switches.state.begin()
        let arrive: @MainActor @Sendable () -> Void = { [weak controller] in
            let isLatest = switches.state.complete(token)
            controller?.gridSwitchDidEnd(toCarousel: toCarousel, isLatest: isLatest)
            completion?()
        }
        guard animated else {
            collectionViewLayout = layout
            centre(centred, in: layout)
            arrive()
            return
        }
        NSAnimationContext.runAnimationGroup(
            { _ in
                animator().collectionViewLayout = layout
                centre(centred, in: layout)
            }, completionHandler: { onMainActor(arrive) { $0() } })
    }

    /// Scrolls the enclosing clip view so that `item`'s frame in `layout` is centred, within the
    /// range the content can scroll (`LayoutTransition.contentOffset`).
    private func centre(_ item: IndexPath?, in layout: NSCollectionViewLayout) {
        guard let item = LayoutTransition.existingItem(item, sectionCounts: sectionItemCounts),
            let scrollView = carouselStrip
        else { return }
        layoutSubtreeIfNeeded()
        guard let frame = layout.layoutAttributesForItem(at: item)?.frame else { return }
        let clip = scrollView.contentView
        let offset = LayoutTransition.contentOffset(
            centering: Rect2D(frame), viewSize: Size2D(clip.bounds.size),
            contentSize: Size2D(layout.collectionViewContentSize), insets: EdgeInsets2D(scrollView.contentInsets))
        clip.scroll(to: CGPoint(offset))
        scrollView.reflectScrolledClipView(clip)
    }

    /// The number of items in each section, in order.
    private var sectionItemCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

    /// The item to keep when a collection view leaves `layout` (`LayoutTransition.anchorItem(leaving:toCenterOf:among:)`):
    /// a carousel's current item, else the item whose frame centre is nearest the centre of the
    /// visible area, among the items it lays out there that are shown.
    static func anchorItem(leaving layout: NSCollectionViewLayout?) -> IndexPath? {
        let visible = layout?.collectionView?.visibleRect ?? .zero
        return LayoutTransition.anchorItem(
            leaving: (layout as? CarouselCollectionViewLayout)?.shell, toCenterOf: Rect2D(visible)
        ) {
            guard let layout, let collectionView = layout.collectionView else { return [] }
            return layout.layoutAttributesForElements(in: collectionView.visibleRect).compactMap { attributes in
                attributes.indexPath.map {
                    LayoutTransition.Candidate(
                        indexPath: $0, frame: Rect2D(attributes.frame),
                        isItem: attributes.representedElementCategory == .item,
                        isHidden: attributes.isHidden, alpha: Double(attributes.alpha))
                }
            }
        }
    }
}
#endif
