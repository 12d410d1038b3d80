#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselPlatform

// Focus: the Siri Remote on tvOS, a hardware keyboard on iPad and Mac Catalyst, Full Keyboard
// Access and Switch Control. Cards overlap and are turned and set in depth by their transforms,
// which UIKit's geometric focus search does not see, so it cannot tell which card lies left of
// another: the engine decides (`FocusBehavior`, `InteractionInput.focusMove`), UIKit is told.

extension CarouselController {
    /// Which items take focus (default ``/CarouselCore/FocusBehavior/currentItem``: only the centred card; a
    /// move along the scroll axis turns the carousel one item and focus follows when it rests;
    /// moves across the axis and Tab leave the carousel).
    ///
    /// Draw the focused look inside the cell, in its own transformed plane: read
    /// `UICellConfigurationState.isFocused` in the cell's `configurationUpdateHandler` (or
    /// `updateConfiguration(using:)`), never set a transform on the cell (the layout's
    /// `transform3D` places it). On iPad the controller turns off the system's focus halo
    /// (`focusEffect`), which is drawn flat from the cell's frame.
    public var focusBehavior: FocusBehavior {
        get { driver.settings.focusBehavior }
        set { drive { $0.focusBehaviorDidChange(newValue, into: &$2) } }
    }

    // MARK: Collection view focus delegate

    /// The engine's focusable items: the current card, and while the carousel holds focus its two
    /// neighbours, which give UIKit's directional search a card left and right (no focus guides
    /// needed); a move toward them reaches `shouldUpdateFocusIn`, which turns the carousel instead.
    /// While another layout is in charge, the app's focus rules.
    /// Answered on facts read at this call (a plain switch to a grid is seen at once), without
    /// acting on them in the middle of the focus engine's search.
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        canFocus(onItemAt: indexPath, app: { delegate?.collectionView?(collectionView, canFocusItemAt: indexPath) })
    }

    /// The card focus enters the carousel on, as the core chooses:
    /// one of the carousel's, or your delegate's answer where the carousel leaves the choice to it.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        preferredFocusIndexPath(platform: { delegate?.indexPathForPreferredFocusedView?(in: collectionView) })
    }

    /// A move that starts on one of our cards is the engine's: along the axis it turns the
    /// carousel (UIKit's own move is refused, focus follows at rest), otherwise focus leaves.
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        let heading = FocusHeading(context.focusHeading)
        let from = context.previouslyFocusedIndexPath != nil
        let to = context.nextFocusedIndexPath != nil
        return focusMayMove(heading, fromCarousel: from, toCarousel: to) {
            delegate?.collectionView?(collectionView, shouldUpdateFocusIn: context)
        }
    }

    /// Focus moved: the carousel follows a card that took focus, and the key commands follow the
    /// focus; your delegate is told.
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        let item = context.nextFocusedIndexPath.flatMap { layout?.globalIndex(for: $0) }
        let from = context.previouslyFocusedIndexPath != nil
        drive { $0.focusDidMove(to: item, fromCarousel: from, at: $1, into: &$2) }
        updateInstalledKeyCommands()
        delegate?.collectionView?(collectionView, didUpdateFocusIn: context, with: coordinator)
    }

    /// The carousel took charge again: the card focus sits on now, if any, is the core's news
    /// (focus may have moved onto a cell while another layout was shown), and the key commands follow.
    func readFocus() {
        let collectionView = collectionView
        let focused = collectionView?.indexPathsForVisibleItems.first {
            collectionView?.cellForItem(at: $0)?.isFocused == true
        }
        let item = focused.flatMap { layout?.globalIndex(for: $0) }
        drive { $0.focusDidMove(to: item, fromCarousel: false, at: $1, into: &$2) }
        updateInstalledKeyCommands()
    }

    /// The engine moved the carousel while it held focus and the motion ended: ask UIKit to move
    /// focus to the preferred (now current) card. A run-loop turn later, outside the engine's
    /// answer (UIKit calls the focus delegate methods synchronously).
    func focusShouldFollow() {
        DispatchQueue.main.async { [weak self] in
            guard let collectionView = self?.collectionView else { return }
            collectionView.setNeedsFocusUpdate()
            collectionView.updateFocusIfNeeded()
        }
    }

    // MARK: The remote and the pointer

    /// tvOS: a long swipe on the Siri Remote's surface is the scroll view's pan (indirect touches),
    /// released into iCarousel's physics; the engine takes the focus moves the same swipe makes
    /// without moving again. iPad and Mac Catalyst: the trackpad's two-finger scroll is the pan
    /// (continuous scrolling), and a mouse wheel's ticks along the axis each move one item (ticks
    /// mostly across it are left to an enclosing scroll view).
    func installPointerScrolling() {
        guard let collectionView else { return }
        #if os(tvOS)
        // The pan takes the remote's indirect touches only while the carousel is in charge
        // (ScrollViewSettings.touchTypes, given back with the others).
        #else
        if #available(iOS 13.4, *) {
            // The scroll view's pan takes trackpad scrolls only while the carousel is in charge
            // (ScrollViewSettings); this recognizer takes the wheel's ticks.
            let wheel = UIPanGestureRecognizer(target: self, action: #selector(wheelTicked(_:)))
            wheel.allowedScrollTypesMask = .discrete
            wheel.allowedTouchTypes = []  // the wheel only, never a finger
            wheel.cancelsTouchesInView = false
            // A tick mostly across the scroll axis is not the carousel's (the core decides): the
            // pan does not begin, and an enclosing scroll view's pan takes it.
            wheelGate.beginsPan = { [weak self] translation in
                guard let self else { return true }
                let delta = Point2D(x: Double(translation.x), y: Double(translation.y))
                return self.peek { driver, _ in driver.beginsWheelPan(movingBy: delta) }
            }
            wheel.delegate = wheelGate
            collectionView.addGestureRecognizer(wheel)
            wheelRecognizer = wheel
            wheel.isEnabled = driver.isActive
        }
        #endif
    }

    /// A mouse wheel's ticks (a discrete scroll pan): each change is one tick of the engine's
    /// wheel, which moves one item (counting from where a running tick's motion is heading).
    @objc func wheelTicked(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let t = recognizer.translation(in: view)
        recognizer.setTranslation(.zero, in: view)
        // The pan's translation is the content's movement, as AppKit's scrolling deltas are.
        let tick = ScrollWheelEvent(panStateCode: recognizer.state.rawValue, translation: Point2D(t))
        if let tick { feed(.wheel(tick)) }
    }
}

extension FocusHeading {
    /// The engine's heading for UIKit's (`nil` for a programmatic update, which has none).
    init?(_ heading: UIFocusHeading) {
        self.init(focusHeadingBits: heading.rawValue)
    }
}
#endif
