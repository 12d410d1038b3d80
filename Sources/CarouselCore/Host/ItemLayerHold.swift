/// What a card's layer shows of a layout's transform and drawing order, and whether it holds them
/// against the platform's own writes: the rule AppKit's `CarouselItemLayer` and
/// `CarouselTransformable` follow.
///
/// A card laid out by a carousel (its attributes carry the carousel's transform) holds that
/// transform and drawing order: a write from elsewhere (AppKit resetting a layer-backed view's
/// layer geometry when it moves or resizes the view) shows them again. A card laid out by any
/// other layout (a grid switched to, a plain `collectionViewLayout =`), or prepared for reuse,
/// lets go: it shows the identity transform and that layout's drawing order, and writes from
/// elsewhere stand, so no card stays turned under a grid and no reused view carries a carousel's
/// transform into another cell.
@_spi(Plumbing) public struct ItemLayerHold: Hashable, Sendable {
    /// The transform held, about the view's centre; `nil` when nothing is held.
    public private(set) var transform: Transform3D?
    /// The drawing order shown: the attributes' z-index (a higher value is drawn above).
    public private(set) var zPosition: Double

    /// Nothing held: the identity transform, drawing order 0 (a view prepared for reuse).
    public static let released = ItemLayerHold(carouselTransform: nil, zPosition: 0)

    /// The hold for attributes just applied.
    /// - Parameters:
    ///   - carouselTransform: the carousel's transform when the attributes are a carousel's;
    ///     `nil` for any other layout's attributes, which let go.
    ///   - zPosition: the attributes' z-index (non-finite values count as 0).
    public init(carouselTransform: Transform3D?, zPosition: Double) {
        transform = carouselTransform.map { $0.isFinite ? $0 : .identity }
        self.zPosition = zPosition.finiteOrZero
    }

    /// Whether a carousel's transform is held.
    public var isHolding: Bool { transform != nil }

    /// The drawing order held, `nil` when nothing is held.
    public var heldZPosition: Double? { transform.map { _ in zPosition } }

    /// The transform the layer shows when the hold is taken: the carousel's, or the identity when
    /// another layout's attributes (or a reuse) let go.
    public var shownTransform: Transform3D { transform ?? .identity }

    /// What a write of `written` from elsewhere shows: the held transform, or `written` when
    /// nothing is held.
    public func answer(toTransformWrite written: Transform3D) -> Transform3D { transform ?? written }

    /// What a write of a drawing order from elsewhere shows: the held one, or `written` when
    /// nothing is held.
    public func answer(toZPositionWrite written: Double) -> Double { heldZPosition ?? written }
}
