/// Whether the carousel holds the platform's focus, and on which item.
struct FocusState: Sendable, Equatable {
    /// Focus is on one of the carousel's items.
    var isHeld = false
    /// The focused item (while held; `nil` when focus is on no item).
    var item: Int?
    /// The running motion was asked for while focus was held (a focus move, a key): focus follows
    /// it to the item it rests on, whatever the behaviour.
    var follows = false
    /// A recentring was held back while focus was held: it happens when focus leaves.
    var owesRecentring = false
}

extension InteractionEngine {
    // MARK: Focus queries

    /// Whether focus is on one of the carousel's items (as last reported, or implied by a
    /// ``InteractionInput/focusMove(_:)``).
    public var holdsFocus: Bool { focus.isHeld }

    /// The focused item while the carousel holds focus (`nil` otherwise).
    public var focusedItemIndex: Int? { focus.isHeld ? focus.item : nil }

    /// Where focus lands when it enters the carousel (UIKit's `indexPathForPreferredFocusedView`):
    /// the current item; `nil` with no items or ``FocusBehavior/none``.
    public var preferredFocusItemIndex: Int? {
        guard settings.focusBehavior != .none, model.numberOfItems > 0 else { return nil }
        return currentItemIndex
    }

    /// Whether item `index` may take focus now (UIKit's `canFocusItemAt`):
    /// - ``FocusBehavior/currentItem``: the current item, and the focused item until focus
    ///   follows the motion (focus must not drop while the carousel turns under it); while the
    ///   carousel holds focus, also the current item's neighbours (one item either way), so the
    ///   platform's focus search finds a card left and right of the focused one and asks
    ///   (``InteractionInput/focusMove(_:)``): the move turns the carousel instead, and focus never
    ///   lands on them;
    /// - ``FocusBehavior/visibleItems``: those and every item the user can see
    ///   (``CarouselModel/isItemPerceivable(_:at:toggle:)``);
    /// - ``FocusBehavior/none``: none.
    /// `false` for indexes outside the items.
    public func isItemFocusable(_ index: Int) -> Bool {
        guard index >= 0, index < model.numberOfItems else { return false }
        let kept = index == currentItemIndex || (focus.isHeld && focus.item == index)
        switch settings.focusBehavior {
        case .none: return false
        case .currentItem:
            return kept
                || (focus.isHeld && abs(model.offset(forItemAt: index, scrollOffset: Double(currentItemIndex))) == 1)
        case .visibleItems:
            return kept || model.isItemPerceivable(index, at: scrollOffset, toggle: toggleState.value)
        }
    }

    // MARK: Focus inputs

    /// A focus move from one of the carousel's items (``InteractionInput/focusMove(_:)``).
    mutating func focusMove(_ heading: FocusHeading, time: Double, _ output: inout InteractionOutput) {
        guard settings.focusBehavior != .none else {
            output.refusal = .focusDisabled
            return
        }
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
            return
        }
        // Tab's next and previous run along no axis: focus leaves the carousel.
        guard let key = heading.key else {
            output.refusal = .leavesCarousel
            return
        }
        guard case .byItems(let step)? = KeyNavigation.move(for: key, model: model, pointsPerItem: pointsPerItem)
        else {
            output.refusal = .acrossAxis
            return
        }
        if !focus.isHeld {
            focus.isHeld = true
            focus.item = currentItemIndex
        }
        // The remote's swipe is also the scroll view's pan: the finger moves the carousel.
        if touch != nil { return }
        // Wrapping a single item, every move comes back to it: focus may leave.
        if model.isWrapEnabled, model.numberOfItems == 1 {
            output.refusal = .singleWrappedItem
            return
        }
        var heading: Double?
        if case .motion(let motion, _, let kind) = phase, kind.isScrollingAnimation { heading = motion.restingPosition }
        var base = heading ?? scrollOffset
        if heading == nil, settings.focusBehavior == .visibleItems, let item = focus.item,
            item >= 0, item < model.numberOfItems, item != currentItemIndex
        {
            // From the focused side card, not the centre.
            base = scrollOffset + model.offset(forItemAt: item, scrollOffset: scrollOffset)
        }
        let target = KeyNavigation.targetOffset(for: .byItems(step), from: base, model: model)
        if abs(target - base) <= RestingPlace.settleTolerance {
            if heading != nil {
                focus.follows = true
                return  // on its way there already
            }
            if abs(target - scrollOffset) <= RestingPlace.settleTolerance {
                output.refusal = Self.refusalAtRest(for: .byItems(step))  // focus may leave that way
                return
            }
        }
        focus.follows = true
        run(
            physics.scroll(from: scrollOffset, by: target - scrollOffset, duration: settings.scrollDuration),
            time: time, &output)
    }

    /// Focus moved onto an item or out of the carousel (``InteractionInput/focusChanged(item:)``).
    mutating func focusChanged(to item: Int?, time: Double, _ output: inout InteractionOutput) {
        guard let item else {
            guard focus.isHeld else { return }
            let owes = focus.owesRecentring
            focus = FocusState()
            // What focus held back: the recentring (when nothing moves) and autoscroll.
            if isAtRest {
                if owes { output.recentres = true }
                startAutoscrollIfAllowed(time: time)
            } else {
                focus.owesRecentring = owes
            }
            return
        }
        guard settings.focusBehavior != .none else {
            output.refusal = .focusDisabled
            return
        }
        guard item >= 0, item < model.numberOfItems else {
            output.refusal = model.numberOfItems > 0 ? .noSuchItem : .noItems
            return
        }
        let isNew = !focus.isHeld || focus.item != item
        focus.isHeld = true
        focus.item = item
        guard isNew, touch == nil, settings.centersFocusedItem else { return }
        // Focus landed on a card that is not (or not going to be) the centred one: bring it there.
        var destination = currentItemIndex
        if case .motion(let motion, _, let kind) = phase, kind.isScrollingAnimation {
            destination = model.currentItemIndex(at: motion.restingPosition)
        }
        guard item != destination else { return }
        let target = RestingPlace.reachableOffset(forItem: item, model: model)
        run(physics.scroll(from: scrollOffset, to: target, duration: settings.scrollDuration), time: time, &output)
    }

    /// The Select button (``InteractionInput/activate``).
    mutating func activate(time: Double, _ output: inout InteractionOutput) {
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
            return
        }
        var index = currentItemIndex
        if case .motion(let motion, _, let kind) = phase, kind.isScrollingAnimation {
            index = model.currentItemIndex(at: motion.restingPosition)
        }
        if settings.focusBehavior == .visibleItems, focus.isHeld, let item = focus.item, item < model.numberOfItems {
            index = item
        }
        select(index, time: time, &output)
    }

    // MARK: At rest

    /// The carousel came to rest while holding focus: focus follows to the current item
    /// (``FocusBehavior/currentItem``; with ``FocusBehavior/visibleItems`` only after a move asked
    /// for while focused, or when the focused item is gone), reported as
    /// ``InteractionEvent/focusDidChange(index:)``.
    mutating func focusFollowsAtRest(_ output: inout InteractionOutput) {
        let follows = focus.follows
        focus.follows = false
        guard focus.isHeld else { return }
        let n = model.numberOfItems
        let moves: Bool
        switch settings.focusBehavior {
        case .currentItem: moves = true
        case .visibleItems: moves = follows || (focus.item.map { $0 >= n } ?? true)
        case .none: moves = true  // behaviour changed while focused: focus goes to no item
        }
        guard moves else { return }
        let target = n > 0 && settings.focusBehavior != .none ? currentItemIndex : -1
        guard focus.item != (target >= 0 ? target : nil) else { return }
        focus.item = target >= 0 ? target : nil
        output.events.append(.focusDidChange(index: target))
    }

    /// While the carousel holds focus the platform's content offset must stay put under the
    /// focused item: a recentring waits until focus leaves (``focusChanged(to:time:_:)``).
    mutating func holdRecentringWhileFocused(_ output: inout InteractionOutput) {
        guard output.recentres else { return }
        if focus.isHeld {
            output.recentres = false
            focus.owesRecentring = true
        } else {
            focus.owesRecentring = false
        }
    }
}
