/// Where one item of a carousel section goes on one layout pass: what a compositional layout's
/// visible item takes (`center`, `transform3D`, `alpha`, `zIndex`, `isHidden`).
@_spi(Plumbing) public struct SectionPlacement: Hashable, Sendable {
    /// The item's index in its section.
    public var index: Int
    /// The item's signed distance from the focus in items (negative toward leading).
    public var offset: Double
    /// How far to move the item's centre from the centre of its slot, in points (x right, y down,
    /// in the section's left-to-right coordinates): the item is drawn around its slot centre plus
    /// this shift.
    public var centerShift: Point2D
    /// The transform applied around the moved centre (Core Animation's `transform` with a centred
    /// anchor), perspective included.
    public var transform: Transform3D
    /// Opacity in [0, 1].
    public var alpha: Double
    /// Whether the item is hidden: its back faces the viewer and back faces are not shown.
    public var isHidden: Bool
    /// Drawing order, higher nearer the viewer: the dense rank of the item's depth (ties: nearer
    /// the focus above). Items equally deep and equally far from the focus on either side share a
    /// rank, so neither side's cards cover the other's (and take its taps).
    public var zIndex: Int

    /// A placement with every field given.
    public init(
        index: Int, offset: Double, centerShift: Point2D, transform: Transform3D, alpha: Double, isHidden: Bool,
        zIndex: Int
    ) {
        self.index = index
        self.offset = offset
        self.centerShift = centerShift
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
        self.zIndex = zIndex
    }
}
