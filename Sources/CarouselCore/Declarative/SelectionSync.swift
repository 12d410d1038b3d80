/// Two-way selection between a declarative binding and the carousel, without feedback loops.
///
/// The adapter reports three things: the binding's value on every view update, the carousel's
/// current item as it moves and rests, and data changes. The sync answers what to scroll to and
/// what to write back:
///
/// - **The carousel writes on rest.** While a finger, a release or a programmatic scroll moves the
///   carousel, nothing is written; when it rests (or while autoscroll moves it) on an item other
///   than the selection, that item's identity is written. A `nil` selection is filled in the same
///   way once the carousel rests on an item.
/// - **The app's writes scroll.** A value different from the last one the sync knows scrolls to
///   that item (animated when the view update animates). The sync's own writes come back in the
///   next view update equal to what it knows, so they never scroll. A value that is `nil` or not in
///   the data is ignored: nothing scrolls and the binding keeps it until the carousel next moves to
///   another item.
/// - **Deleting the selected item selects a neighbour**, the one the carousel's update moves to the
///   centre: the next surviving item, the previous one at the end, circularly when wrapping; `nil`
///   when no item survives.
@_spi(Plumbing) public struct SelectionSync<ID: Hashable> {
    /// The value the binding holds as far as the sync knows (the last valid value read or written).
    public private(set) var selection: ID?
    /// The identity a scroll started by the binding is moving to, until the carousel rests.
    public private(set) var target: ID?
    /// Whether the scroll to ``target`` has not started yet (the platform could not scroll before
    /// its first layout). Moves of the carousel meanwhile are not the user's and write nothing.
    public private(set) var isTargetPending = false

    /// A sync that knows nothing of the binding yet.
    public init() {}

    /// A value to write to the binding.
    public struct Write: Hashable {
        /// The identity to write (`nil` when the data became empty).
        public let value: ID?

        /// Creates a write of `value` (`nil` clears the selection).
        public init(value: ID?) { self.value = value }
    }

    /// The binding's value in a view update: the index to scroll to, or `nil` to do nothing.
    ///
    /// - Parameters:
    ///   - value: what the binding holds now.
    ///   - items: the data's identities (after the same update's data change).
    public mutating func bindingDidChange(to value: ID?, in items: ItemIdentities<ID>) -> Int? {
        guard value != selection, let value, let index = items.index(of: value) else { return nil }
        selection = value
        target = value
        isTargetPending = true
        return index
    }

    /// The index of the pending target (see ``isTargetPending``) for the platform to try again,
    /// `nil` when nothing waits or the target left the data.
    public func pendingIndex(in items: ItemIdentities<ID>) -> Int? {
        guard isTargetPending, let target else { return nil }
        return items.index(of: target)
    }

    /// The scroll ``bindingDidChange(to:in:)`` asked for has started (or, without animation, is
    /// done): from now on the carousel's rest ends it.
    public mutating func scrollDidStart() {
        isTargetPending = false
    }

    /// The platform refused the scroll ``bindingDidChange(to:in:)`` asked for (a finger is down):
    /// the carousel writes where it rests instead.
    public mutating func scrollWasRefused() {
        target = nil
        isTargetPending = false
    }

    /// The carousel's current item changed, or the carousel came to rest.
    ///
    /// - Parameters:
    ///   - currentIndex: the current item's index, −1 with no items.
    ///   - isSettled: whether nothing but autoscroll moves the carousel (no finger, release,
    ///     programmatic scroll or update animation).
    /// - Returns: the value to write, if any (never while a binding's scroll waits to start).
    public mutating func carouselDidMove(
        currentIndex: Int, isSettled: Bool, in items: ItemIdentities<ID>
    ) -> Write? {
        guard isSettled, !isTargetPending else { return nil }
        target = nil
        let current = items.id(at: currentIndex)
        guard current != selection, current != nil || items.count == 0 else { return nil }
        selection = current
        return Write(value: current)
    }

    /// The data changed from `old` to `new`: when the selected item is gone, the neighbour to
    /// write (see the type's documentation).
    ///
    /// - Parameter isWrapEnabled: whether the carousel wraps (the neighbour search goes round).
    public mutating func dataDidChange(
        from old: ItemIdentities<ID>, to new: ItemIdentities<ID>, isWrapEnabled: Bool
    ) -> Write? {
        guard let selected = selection, new.index(of: selected) == nil else { return nil }
        if target == selected {
            target = nil
            isTargetPending = false
        }
        guard let start = old.index(of: selected) else { return nil }
        let neighbour = Self.survivor(after: start, from: old, in: new, isWrapEnabled: isWrapEnabled)
        selection = neighbour
        return Write(value: neighbour)
    }

    /// The first item after `index` in `old` that survives in `new`; when none does, the last one
    /// before it (not wrapping) or the first one round the circle (wrapping).
    static func survivor(
        after index: Int, from old: ItemIdentities<ID>, in new: ItemIdentities<ID>, isWrapEnabled: Bool
    ) -> ID? {
        let n = old.count
        guard n > 0, new.count > 0 else { return nil }
        if isWrapEnabled {
            for step in 1..<max(n, 1) {
                let id = old.ids[(index + step) % n]
                if new.index(of: id) != nil { return id }
            }
            return nil
        }
        for i in (index + 1)..<max(n, index + 1) where new.index(of: old.ids[i]) != nil { return old.ids[i] }
        for i in stride(from: index - 1, through: 0, by: -1) where new.index(of: old.ids[i]) != nil {
            return old.ids[i]
        }
        return nil
    }
}

extension SelectionSync: Sendable where ID: Sendable {}
extension SelectionSync: Equatable {}
extension SelectionSync.Write: Sendable where ID: Sendable {}
