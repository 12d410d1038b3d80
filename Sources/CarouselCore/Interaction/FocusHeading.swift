/// Where the focus system was asked to move (`UIFocusHeading`): physical directions from a
/// remote's swipe or an arrow key, and Tab's next or previous focus group.
///
/// Along the scroll axis a move turns the carousel one item (physically: in a right-to-left
/// horizontal carousel, left goes toward higher indexes); across the axis, and Tab's
/// ``next``/``previous``, focus leaves the carousel: the carousel is one focus group.
public enum FocusHeading: String, CaseIterable, Hashable, Sendable {
    /// Left (the remote's swipe or click left, ←).
    case left
    /// Right.
    case right
    /// Up.
    case up
    /// Down.
    case down
    /// The next focus group (Tab).
    case next
    /// The previous focus group (⇧Tab).
    case previous

    /// The arrow key that moves the same way, or `nil` for ``next`` and ``previous``.
    public var key: CarouselKey? {
        switch self {
        case .left: .left
        case .right: .right
        case .up: .up
        case .down: .down
        case .next, .previous: nil
        }
    }
}
