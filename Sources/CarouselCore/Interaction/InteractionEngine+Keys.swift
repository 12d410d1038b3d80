extension InteractionEngine {
    // MARK: Keys

    /// A key press (``KeyNavigation``): refused (``InteractionOutput/isAccepted`` false) when the
    /// key is not the carousel's or leads nowhere, so the platform passes it on.
    mutating func key(_ key: CarouselKey, time: Double, _ output: inout InteractionOutput) {
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
            return
        }
        guard let move = KeyNavigation.move(for: key, model: model, pointsPerItem: pointsPerItem) else {
            output.refusal = .acrossAxis
            return
        }
        navigate(move, time: time, &output)
    }

    /// Moves as a key press or a wheel tick asks, animated over the scroll duration as a
    /// scrolling animation, counting from where a running scroll animation is heading.
    ///
    /// Refused with no items, while a finger (or a trackpad gesture) is down, when wrapping a
    /// single item by items (it would spin round to itself), and when the carousel is already at
    /// rest where the move leads (an end, not wrapping). Accepted without a new motion when a
    /// running scroll animation already heads there.
    mutating func navigate(_ move: KeyNavigation.Move, time: Double, _ output: inout InteractionOutput) {
        guard model.numberOfItems > 0 else {
            output.refusal = .noItems
            return
        }
        guard touch == nil else {
            output.refusal = .duringTouch
            return
        }
        if case .byItems = move, model.isWrapEnabled, model.numberOfItems == 1 {
            output.refusal = .singleWrappedItem
            return
        }
        let heading: Double?
        if case .motion(let motion, _, let kind) = phase, kind.isScrollingAnimation {
            heading = motion.restingPosition
        } else {
            heading = nil
        }
        let base = heading ?? scrollOffset
        let target = KeyNavigation.targetOffset(for: move, from: base, model: model)
        if abs(target - base) <= RestingPlace.settleTolerance {
            if heading != nil { return }  // on its way there already
            if abs(target - scrollOffset) <= RestingPlace.settleTolerance {
                output.refusal = Self.refusalAtRest(for: move)
                return
            }
        }
        run(
            physics.scroll(from: scrollOffset, by: target - scrollOffset, duration: settings.scrollDuration),
            time: time, &output)
    }

    /// Why a move that leads where the carousel already rests is refused: an end for a move by
    /// items (backward: the first item; forward: the last), the item itself for a move to it.
    static func refusalAtRest(for move: KeyNavigation.Move) -> InteractionRefusal {
        switch move {
        case .byItems(let count): count < 0 ? .atFirstItem : .atLastItem
        case .toItem: .alreadyThere
        }
    }
}
