#if canImport(QuartzCore)
import QuartzCore
@_spi(Plumbing) import CarouselCore

/// What UIKit's and AppKit's `CarouselLayoutAttributes` take from a placement besides its
/// geometry (UIKit sets a centre and size, AppKit a frame), in Core Animation's types (plumbing).
@_spi(Plumbing) public struct PlatformAttributeValues {
    /// The transform carrying the item from the carousel's centre to its place.
    public var transform3D: CATransform3D
    /// The item's opacity, 0–1.
    public var alpha: CGFloat
    /// The drawing order; larger is in front.
    public var zIndex: Int
    /// Whether the item is not drawn (a back face).
    public var isHidden: Bool
    /// The item's signed distance from the centre, in items.
    public var offset: CGFloat

    /// The values of a placement.
    public init(_ placement: ItemPlacement) {
        transform3D = CATransform3D(placement.transform)
        alpha = CGFloat(placement.alpha)
        zIndex = placement.zIndex
        isHidden = placement.isHidden
        offset = CGFloat(placement.offset)
    }
}

/// Layout attributes that take a placement's values: UIKit's and AppKit's
/// `CarouselLayoutAttributes` (plumbing).
@_spi(Plumbing) @MainActor public protocol PlacementValueTaking: AnyObject {
    /// The item's untransformed frame (set before the transform, whose rotation or scale makes
    /// the frame undefined).
    var frame: CGRect { get set }
    /// The transform carrying the item from the carousel's centre to its place.
    var transform3D: CATransform3D { get set }
    /// The item's opacity, 0–1.
    var alpha: CGFloat { get set }
    /// The drawing order; larger is in front.
    var zIndex: Int { get set }
    /// Whether the item is not drawn (a back face).
    var isHidden: Bool { get set }
    /// The item's signed distance from the centre, in items.
    var offset: CGFloat { get set }
}

@_spi(Plumbing) extension PlacementValueTaking {
    /// Takes a placement's values besides its geometry (``PlatformAttributeValues``).
    public func takeValues(of placement: ItemPlacement) {
        let values = PlatformAttributeValues(placement)
        (transform3D, alpha, zIndex) = (values.transform3D, values.alpha, values.zIndex)
        (isHidden, offset) = (values.isHidden, values.offset)
    }

    /// The platform's attributes for one of the core's answers (an item's, or a placeholder's
    /// supplementary view's, centred where the card is drawn: `LayoutDriver.ItemAttributes`):
    /// made by the initializer the core picks (`ItemAttributes.make(supplementary:item:)`), with
    /// the answer's frame, then its transform and values.
    public static func made(
        for answer: LayoutDriver.ItemAttributes, supplementary: (String, IndexPath) -> Self,
        item: (IndexPath) -> Self
    ) -> Self {
        let attributes = answer.make(supplementary: supplementary, item: item)
        attributes.frame = CGRect(answer.frame)
        attributes.takeValues(of: answer.placement)
        return attributes
    }
}

/// A platform's batch-update item (`UICollectionViewUpdateItem`, `NSCollectionViewUpdateItem`)
/// as the core reads it (plumbing).
@_spi(Plumbing) @MainActor public protocol PlatformUpdateItem: AnyObject {
    /// The update action's raw value (insert 0, delete 1, reload 2, move 3 on both platforms).
    var updateActionCode: Int { get }
    /// The item's index path before the update, `nil` for an insert.
    var indexPathBeforeUpdate: IndexPath? { get }
    /// The item's index path after the update, `nil` for a delete.
    var indexPathAfterUpdate: IndexPath? { get }
}

@_spi(Plumbing) extension CollectionUpdate {
    /// A platform update item in the core's terms.
    @MainActor public init(_ item: some PlatformUpdateItem) {
        self.init(
            platformAction: item.updateActionCode, before: item.indexPathBeforeUpdate,
            after: item.indexPathAfterUpdate)
    }
}
#endif
