#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

/// Switching a collection view between a grid (any other layout) and a carousel, keeping the item
/// the user was looking at.
///
/// ```swift
/// collectionView.setCarouselLayout(CarouselCollectionViewLayout(type: .coverFlow), animated: true)
/// collectionView.setGridLayout(gridLayout, animated: true)   // and back, on the carousel's current item
/// ```
extension UICollectionView {
    /// Switches to a carousel layout, keeping an item in view, and returns the scroll controller
    /// that drives it (the collection view's existing ``CarouselController``, or a new one
    /// that adopts the current delegate as its ``CarouselController/delegate``).
    ///
    /// Before the switch, an interactive transition in progress is finished, and the carousel's
    /// motion and autoscroll stop. The carousel shows `anchor` (default: the carousel's current
    /// item when coming from a carousel, else the item whose frame centre is nearest the centre of
    /// the visible area) at its focus: not wrapping at the matching offset, wrapping in the middle of
    /// its strip. When the switch completes, the controller takes over: the carousel settles on a
    /// whole item and autoscroll resumes. Calling again before a switch completes replaces it: the
    /// earlier switch's completion still runs (with `finished` as UIKit reports it) but does no
    /// arrival work.
    ///
    /// - Parameters:
    ///   - layout: the carousel layout to switch to.
    ///   - animated: whether UIKit animates the switch (items move from their grid frames).
    ///   - anchor: the item to keep in view; an index path that does not exist is ignored.
    ///   - completion: called when UIKit's switch completes.
    @discardableResult
    public func setCarouselLayout(
        _ layout: CarouselCollectionViewLayout, animated: Bool, anchor: IndexPath? = nil,
        completion: ((Bool) -> Void)? = nil
    ) -> CarouselController {
        finishInteractiveLayoutTransitionIfNeeded()
        layout.transitionAnchor = anchor ?? CarouselCollectionViewLayout.anchorItem(leaving: collectionViewLayout)
        // The controller already installed, even if the app replaced it as the delegate since: a
        // second one would save the first's carousel settings as the grid's and stack recognizers.
        let controller = CarouselController.installed(on: self) ?? CarouselController(collectionView: self)
        controller.becomeDelegateAgain()
        controller.layoutSwitchWillBegin(centering: nil)
        switchLayout(to: layout, animated: animated, controller: controller, completion: completion)
        return controller
    }

    /// Switches from a carousel to another layout (a grid), keeping an item in view.
    ///
    /// Before the switch, an interactive transition in progress is finished, and the carousel's
    /// motion and autoscroll stop. The new layout's content offset centres `anchor` (default: the
    /// carousel's current item, else the item nearest the centre of the visible area), within the
    /// range its content can scroll; your delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` still has the last word.
    /// The collection view's ``CarouselController`` stays its delegate, transparent (it
    /// forwards everything to your delegate) until a carousel layout returns.
    ///
    /// - Parameters:
    ///   - layout: the layout to switch to (a `CarouselCollectionViewLayout` goes through
    ///     ``setCarouselLayout(_:animated:anchor:completion:)``).
    ///   - animated: whether UIKit animates the switch.
    ///   - anchor: the item to keep in view; an index path that does not exist is ignored (the
    ///     default is kept instead).
    ///   - completion: called when UIKit's switch completes.
    public func setGridLayout(
        _ layout: UICollectionViewLayout, animated: Bool, anchor: IndexPath? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        if let carousel = layout as? CarouselCollectionViewLayout {
            setCarouselLayout(carousel, animated: animated, anchor: anchor, completion: completion)
            return
        }
        finishInteractiveLayoutTransitionIfNeeded()
        let kept =
            LayoutTransition.existingItem(anchor, sectionCounts: sectionItemCounts)
            ?? CarouselCollectionViewLayout.anchorItem(leaving: collectionViewLayout)
        // The installed controller, whether it is the delegate or behind a forwarding proxy.
        let controller = CarouselController.installed(on: self)
        // The grid the switch installs gives the anchor's frame: which layout collectionViewLayout
        // returns while UIKit asks for the target is undocumented.
        controller?.switchTarget = layout
        controller?.layoutSwitchWillBegin(centering: kept)
        switchLayout(to: layout, animated: animated, controller: controller, completion: completion)
    }

    /// Runs the switch with a token, so only the latest switch's completion does the arrival work.
    private func switchLayout(
        to layout: UICollectionViewLayout, animated: Bool, controller: CarouselController?,
        completion: ((Bool) -> Void)?
    ) {
        let switches = LayoutSwitchRecord.record(for: self)
        let token = switches.state.begin()
        setCollectionViewLayout(layout, animated: animated) { [weak controller] finished in
            let isLatest = switches.state.complete(token)
            controller?.switchDidComplete(isLatest: isLatest)
            completion?(finished)
        }
    }

    /// The number of items in each section, in order.
    var sectionItemCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }

    /// An interactive transition (`startInteractiveTransition(to:completion:)`) still running is
    /// finished first: starting a switch inside one raises in UIKit.
    private func finishInteractiveLayoutTransitionIfNeeded() {
        if collectionViewLayout is UICollectionViewTransitionLayout { finishInteractiveTransition() }
    }
}
#endif
