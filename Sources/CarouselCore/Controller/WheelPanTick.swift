extension ScrollWheelEvent {
    /// `UIGestureRecognizer.State`'s raw values of a pan that reports movement: began 1, changed 2.
    static let movingPanStateCodes: Set<Int> = [1, 2]

    /// A mouse wheel's tick as UIKit reports it, through a pan that takes discrete scrolls only
    /// (`UIScrollTypeMask.discrete`): the pan's translation since the last tick is the content's
    /// movement (as AppKit's scrolling deltas are). `nil` when the pan reports no movement: a state
    /// other than began or changed, or no translation.
    /// - Parameters:
    ///   - panStateCode: the pan's state, `UIGestureRecognizer.State`'s raw value.
    ///   - translation: the pan's translation since the last tick, points.
    @_spi(Plumbing) public init?(panStateCode: Int, translation: Point2D) {
        guard Self.movingPanStateCodes.contains(panStateCode), translation != .zero else { return nil }
        self.init(delta: translation, isPrecise: false)
    }
}
