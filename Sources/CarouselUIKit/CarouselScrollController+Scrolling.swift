#if canImport(UIKit)
import UIKit
import CarouselCore

extension CarouselScrollController {
    // MARK: Programmatic scrolling

    /// Scrolls an item to the centre (iCarousel's `scrollToItemAtIndex:animated:`), the shorter way
    /// round when wrapping.
    /// - Returns: `false` when the index path names no item (nothing happens then).
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, animated: Bool = true) -> Bool {
        scrollToItem(at: indexPath, duration: animated ? scrollDuration : 0)
    }

    /// Scrolls an item to the centre over `duration` seconds with iCarousel's ease-in-out.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, duration: TimeInterval) -> Bool {
        layout?.prepareIfNeeded()
        guard let layout, let index = layout.globalIndex(for: indexPath) else { return false }
        let target = ReleasePlanner.reachableOffset(forItem: index, state: layout.state)
        return run(physics(layout).scroll(from: layout.liveScrollOffset, to: target, duration: duration))
    }

    /// Scrolls by a number of items from the current item (iCarousel's `scrollByNumberOfItems:duration:`).
    @discardableResult
    public func scroll(byNumberOfItems count: Int, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareIfNeeded()
        guard let layout else { return false }
        return run(physics(layout).scroll(from: layout.liveScrollOffset, byNumberOfItems: count, duration: duration ?? scrollDuration))
    }

    /// Scrolls to a scroll offset in items (iCarousel's `scrollToOffset:duration:`), the shorter
    /// way round when wrapping.
    @discardableResult
    public func scroll(toOffset offset: Double, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareIfNeeded()
        guard let layout else { return false }
        return run(physics(layout).scroll(from: layout.liveScrollOffset, to: offset, duration: duration ?? scrollDuration))
    }

    /// Scrolls by a distance in items (iCarousel's `scrollByOffset:duration:`).
    @discardableResult
    public func scroll(byOffset distance: Double, duration: TimeInterval? = nil) -> Bool {
        layout?.prepareIfNeeded()
        guard let layout else { return false }
        return run(physics(layout).scroll(from: layout.liveScrollOffset, by: distance, duration: duration ?? scrollDuration))
    }

    /// Stops a programmatic, deceleration or settling motion where it is. Autoscroll carries on
    /// while ``autoscrollSpeed`` is not 0.
    public func stopScrolling() {
        cancelMotion()
        updateDisplayLink()
    }

    /// Whether a programmatic, release or settling motion is animating (autoscroll is not counted).
    public var isAnimating: Bool { motion != nil && motionKind != .autoscroll }

    /// The scroll model for the layout's current model.
    func physics(_ layout: CarouselCollectionViewLayout) -> ScrollPhysics {
        ScrollPhysics(model: layout.state.model)
    }

    /// Starts a programmatic motion, or applies it at once when it has no duration.
    private func run(_ motion: ScrollMotion) -> Bool {
        guard let layout, layout.numberOfItems > 0 else { return false }
        cancelMotion()
        if motion.phases.isEmpty {
            layout.setScrollOffset(motion.restingPosition)
            becameIdle()
            return true
        }
        let withAutoscroll = isAutoscrollEnabled ? motion.followedByAutoscroll(speed: autoscrollSpeed) : motion
        start(withAutoscroll, kind: .scrolling)
        return true
    }

    // MARK: Motions on the display link

    /// Starts animating a motion and reports its start.
    func start(_ motion: ScrollMotion, kind: MotionKind) {
        cancelMotion()
        self.motion = motion
        motionKind = kind
        motionStart = CACurrentMediaTime()
        switch kind {
        case .release(let decelerates):
            if decelerates { eventHandler?(.willBeginDecelerating) } else { eventHandler?(.willBeginScrollingAnimation) }
        case .scrolling: eventHandler?(.willBeginScrollingAnimation)
        case .autoscroll: break
        }
        updateDisplayLink()
    }

    /// Stops the motion without reporting an end (the user or a new motion took over).
    func cancelMotion() {
        motion = nil
        motionKind = nil
    }

    /// One display-link frame.
    func frame(at time: CFTimeInterval) {
        guard let layout, let collectionView else {
            updateDisplayLink()
            return
        }
        if let motion {
            if collectionView.isDragging {
                // The user took over mid-motion (willBeginDragging normally cancels first).
                cancelMotion()
                updateDisplayLink()
                return
            }
            let elapsed = time - motionStart
            layout.setScrollOffset(motion.position(at: elapsed))
            if motion.isFinished(at: elapsed) {
                finishMotion()
            } else if motion.isAutoscrolling, elapsed >= motion.duration, motionKind != .autoscroll {
                // The planned part is over; what remains is autoscroll, under autoscroll's rules.
                reportEnd(of: motionKind)
                motionKind = .autoscroll
                updateDisplayLink()
            }
        } else {
            // Only Cover Flow 2's toggle is returning to 0.
            updateCoverFlowToggle()
            if !toggleState.isReturning { updateDisplayLink() }
        }
    }

    /// Steps Cover Flow 2's toggle (iCarousel's `didScroll` and `step`) and hands it to the layout.
    func updateCoverFlowToggle() {
        guard let layout, layout.type == .coverFlow2, let collectionView else { return }
        let model = layout.state.model
        let offset = layout.liveScrollOffset
        let current = model.currentItemIndex(at: offset)
        let decelerating = collectionView.isDecelerating || motionKind == .release(decelerates: true)
        let follows = CoverFlowToggleState.followsOffsets(
            isDecelerating: decelerating, isAnimatingScroll: motionKind == .scrolling,
            isAutoscrolling: motionKind == .autoscroll, isWrapEnabled: model.isWrapEnabled,
            scrollOffset: offset, numberOfItems: model.numberOfItems)
        var velocity = releaseVelocity
        if collectionView.isDragging {
            let pan = collectionView.panGestureRecognizer.velocity(in: collectionView)
            velocity = physics(layout).itemVelocity(forScrollVelocity: -Double(model.isVertical ? pan.y : pan.x))
        }
        let step = CoverFlowToggleState.Step(
            time: CACurrentMediaTime(), currentIndex: current,
            centerItemOffset: current >= 0 ? model.offset(forItemAt: current, scrollOffset: offset) : 0,
            followsOffsets: follows, velocity: velocity)
        if toggleState.step(step, physics: physics(layout)) {
            layout.coverFlowToggle = CGFloat(toggleState.value)
        }
        if toggleState.isReturning && !driver.isRunning { updateDisplayLink() }
    }

    /// The motion reached its end: report it and come to rest.
    private func finishMotion() {
        let kind = motionKind
        if let layout, layout.type == .coverFlow2, kind == .release(decelerates: true),
           let last = motion?.phases.last, case .deceleration = last.curve {
            // A deceleration that ends without a snap leaves the toggle part-way back.
            toggleState.restAfterDeceleration(at: CACurrentMediaTime(), scrollOffset: layout.liveScrollOffset)
            layout.coverFlowToggle = CGFloat(toggleState.value)
        }
        cancelMotion()
        reportEnd(of: kind)
        becameIdle()
    }

    private func reportEnd(of kind: MotionKind?) {
        switch kind {
        case .release(let decelerates)?:
            eventHandler?(decelerates ? .didEndDecelerating : .didEndScrollingAnimation)
        case .scrolling?: eventHandler?(.didEndScrollingAnimation)
        case .autoscroll?, nil: break
        }
    }

    /// Settles on a resting place when the carousel rests between items or past an end (with
    /// `scrollToItemBoundary`, iCarousel's behaviour at rest; the shelf's own rule for the shelf).
    /// Returns whether a motion started.
    @discardableResult
    func settleIfNeeded() -> Bool {
        guard motion == nil, let layout, layout.numberOfItems > 0 else { return false }
        let offset = layout.liveScrollOffset
        guard let target = ReleasePlanner.settleTarget(state: layout.state, scrollOffset: offset,
                                                       isAutoscrolling: isAutoscrollEnabled) else { return false }
        let settling = physics(layout).scroll(from: offset, to: target, duration: scrollDuration)
        guard !settling.phases.isEmpty else { return false }
        start(settling, kind: .scrolling)
        return true
    }

    // MARK: Display link and autoscroll

    /// Whether autoscroll is on and not suppressed by accessibility settings (it may still be
    /// paused by a touch, a deceleration or the window). iCarousel skips its snaps then.
    var isAutoscrollEnabled: Bool {
        autoscrollSpeed != 0 && !UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled
    }

    private func activity(isAnimating: Bool) -> DisplayLinkPlan.Activity {
        guard let collectionView, let layout else { return .idle }
        let conditions = DisplayLinkPlan.Conditions(
            autoscrollSpeed: autoscrollSpeed, isAnimatingScroll: isAnimating,
            isUserInteracting: collectionView.isTracking || collectionView.isDragging,
            isDecelerating: collectionView.isDecelerating, isInWindow: isInWindow,
            isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
            isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
            numberOfItems: layout.numberOfItems, isWrapEnabled: layout.state.model.isWrapEnabled,
            scrollOffset: layout.liveScrollOffset)
        return DisplayLinkPlan.activity(for: conditions)
    }

    /// Starts, retunes or stops the display link for what should run now.
    func updateDisplayLink() {
        let isAnimatingMotion = motion != nil && motionKind != .autoscroll
        switch activity(isAnimating: isAnimatingMotion) {
        case .idle:
            if let motion, isAnimatingMotion {
                // Off-window with a motion in flight: finish it at once rather than freeze halfway.
                layout?.setScrollOffset(motion.restingPosition)
                finishMotion()
                return
            }
            cancelMotion()
            if toggleState.isReturning && isInWindow && layout?.type == .coverFlow2 {
                driver.start(frameRate: DisplayLinkPlan.frameRateRange(for: .animating))
            } else {
                driver.stop()
            }
        case .animating:
            driver.start(frameRate: DisplayLinkPlan.frameRateRange(for: .animating))
        case .autoscrolling:
            guard let layout else { return }
            if motion == nil {
                start(physics(layout).autoscroll(from: layout.liveScrollOffset, speed: autoscrollSpeed), kind: .autoscroll)
                return
            }
            let pointsPerSecond = autoscrollSpeed * layout.state.mapping.pointsPerItem
            driver.start(frameRate: DisplayLinkPlan.frameRateRange(for: .autoscrolling, pointsPerSecond: pointsPerSecond))
        }
    }
}
#endif
