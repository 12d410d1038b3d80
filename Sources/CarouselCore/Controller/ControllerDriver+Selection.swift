/// Whose item an action that names a cell goes to.
@_spi(Plumbing) public enum ItemChoice: Hashable, Sendable {
    /// The item the platform named (its hit test, its focus system): the app decides as usual.
    case platform
    /// This item (all sections counted), the engine's.
    case item(Int)
    /// None: the platform's call is dropped.
    case none
}

extension ControllerDriver {
    // MARK: Taps and selection

    /// Whether the platform's own selection of a touched cell is refused: the engine selects the
    /// item drawn on top at the touch-down point instead (UIKit's hit test may pick a card drawn
    /// behind it).
    public func refusesPlatformSelection(at time: Double) -> Bool {
        isActive && selectsTopmostItem && engine.ownsTouchSelection(at: time)
    }

    /// Where a primary action for a cell the platform hit-tested goes: to the item the engine's
    /// tap selected while the touch selection is the engine's (none when no tap was confirmed),
    /// else where the platform sent it.
    public func primaryActionItem(at time: Double) -> ItemChoice {
        guard refusesPlatformSelection(at: time) else { return .platform }
        return lastTappedItem.map(ItemChoice.item) ?? .none
    }

    /// The platform selected an item itself (keyboard, VoiceOver, or taps when
    /// ``selectsTopmostItem`` is off; `item` all sections counted, `nil` when it is not the
    /// carousel's): the engine centres it and reports the selection, or, when the carousel holds
    /// focus, activates the centred card (the remote's Select). Forwarded while not in charge.
    public mutating func platformDidSelect(item: Int?, at time: Double, into out: inout ControllerOutput) {
        guard isActive, let item else {
            out.forwardsCall = true
            return
        }
        handle(engine.holdsFocus ? .activate : .select(item), at: time, into: &out)
    }

    /// A platform selection that did not come from a tap (VoiceOver's double tap on an item's
    /// element): through the platform's gates (``ControllerOutput/tappedItem``) as a tap would be
    /// when ``selectsTopmostItem`` is on, else selected at once. Returns whether `item` exists.
    public mutating func activateItem(_ item: Int, at time: Double, into out: inout ControllerOutput) -> Bool {
        guard item >= 0, item < engine.model.numberOfItems else { return false }
        if selectsTopmostItem {
            lastTappedItem = item
            out.tappedItem = item
        } else {
            handle(.select(item), at: time, into: &out)
        }
        return true
    }

    /// An item that VoiceOver (or the focus system) moved to, to scroll to the centre, if any:
    /// not the current one, and only with ``InteractionSettings/centersFocusedItem``.
    public func itemToCentre(onAccessibilityFocus item: Int) -> Int? {
        guard settings.centersFocusedItem, item != engine.currentItemIndex else { return nil }
        return item
    }

    // MARK: Focus

    /// Whether the platform may focus an item (all sections counted; `nil`: not the carousel's):
    /// `false` refuses, `true` leaves it to the app's delegate. While another layout is in charge,
    /// always the app's.
    public func allowsFocus(onItem item: Int?) -> Bool {
        guard isActive else { return true }
        guard let item else { return false }
        return engine.isItemFocusable(item)
    }

    /// Which item focus should enter on.
    public var preferredFocusItem: ItemChoice {
        guard isActive else { return .platform }
        return engine.preferredFocusItemIndex.map(ItemChoice.item) ?? .none
    }

    /// The focus system asks to move focus (`shouldUpdateFocusIn`). A move from one of the
    /// carousel's cards along its axis turns the carousel (the platform's move is refused: focus
    /// follows when it rests); otherwise focus leaves, but never to another of its overlapping
    /// cards. Returns `false` to refuse the move, `true` to leave it to the app's delegate.
    public mutating func focusWillMove(
        _ heading: FocusHeading?, fromCarousel: Bool, toCarousel: Bool, at time: Double,
        into out: inout ControllerOutput
    ) -> Bool {
        guard isActive, fromCarousel, let heading else { return true }
        handle(.focusMove(heading), at: time, into: &out)
        return !out.isAccepted && !toCarousel
    }

    /// Focus moved (`didUpdateFocusIn`): onto an item (all sections counted), or off the
    /// carousel's items when `item` is nil and focus was on one of them.
    public mutating func focusDidMove(
        to item: Int?, fromCarousel: Bool, at time: Double, into out: inout ControllerOutput
    ) {
        guard isActive else { return }
        if let item {
            handle(.focusChanged(item: item), at: time, into: &out)
        } else if fromCarousel {
            handle(.focusChanged(item: nil), at: time, into: &out)
        }
    }
}
