import Foundation

extension Pager {
    /// FSPagerView's nine transformer styles (`FSPagerViewTransformerType`), one per pager type.
    public enum Style: Hashable, Sendable, CaseIterable {
        /// `.crossFading`: ``CarouselType/pagerCrossFading``.
        case crossFading
        /// `.zoomOut`: ``CarouselType/pagerZoomOut``.
        case zoomOut
        /// `.depth`: ``CarouselType/pagerDepth``.
        case depth
        /// `.overlap`: ``CarouselType/pagerOverlap``.
        case overlap
        /// `.linear`: ``CarouselType/pagerLinear``.
        case linear
        /// `.coverFlow`: ``CarouselType/pagerCoverFlow``.
        case coverFlow
        /// `.ferrisWheel`: ``CarouselType/pagerFerrisWheel``.
        case ferrisWheel
        /// `.invertedFerrisWheel`: ``CarouselType/pagerInvertedFerrisWheel``.
        case invertedFerrisWheel
        /// `.cubic`: ``CarouselType/pagerCubic``.
        case cubic

        /// The style of a pager type, or `nil` for the other types.
        public init?(type: CarouselType) {
            switch type {
            case .pagerCrossFading: self = .crossFading
            case .pagerZoomOut: self = .zoomOut
            case .pagerDepth: self = .depth
            case .pagerOverlap: self = .overlap
            case .pagerLinear: self = .linear
            case .pagerCoverFlow: self = .coverFlow
            case .pagerFerrisWheel: self = .ferrisWheel
            case .pagerInvertedFerrisWheel: self = .invertedFerrisWheel
            case .pagerCubic: self = .cubic
            default: return nil
            }
        }

        /// The carousel type that lays out this style.
        public var type: CarouselType {
            switch self {
            case .crossFading: .pagerCrossFading
            case .zoomOut: .pagerZoomOut
            case .depth: .pagerDepth
            case .overlap: .pagerOverlap
            case .linear: .pagerLinear
            case .coverFlow: .pagerCoverFlow
            case .ferrisWheel: .pagerFerrisWheel
            case .invertedFerrisWheel: .pagerInvertedFerrisWheel
            case .cubic: .pagerCubic
            }
        }

        /// FSPagerViewTransformer's `minimumScale` for the style: 0.85 for zoom out and 0.5 for
        /// depth (set by its `init(type:)`), 0.65 for the others.
        public var defaultMinimumScale: Double {
            switch self {
            case .zoomOut: 0.85
            case .depth: 0.5
            default: Pager.defaultMinimumScale
            }
        }

        /// FSPagerViewTransformer's `proposedInteritemSpacing()` for items `itemLength` points long
        /// on the scroll axis, points: −0.6 × `minimumScale` × `itemLength` for overlap,
        /// −0.2 × `minimumScale` × `itemLength` for linear, −sin(3π/16) × `itemLength` for cover
        /// flow, −0.15 × `itemLength` for the Ferris wheels, 0 for cubic; `nil` for cross fading,
        /// zoom out and depth, which take the pager's own `interitemSpacing` (default 0).
        public func proposedInteritemSpacing(itemLength: Double, minimumScale: Double) -> Double? {
            switch self {
            case .overlap: itemLength * -minimumScale * 0.6
            case .linear: itemLength * -minimumScale * 0.2
            case .coverFlow: -itemLength * sin(Double.pi * 0.25 * 0.25 * 3)
            case .ferrisWheel, .invertedFerrisWheel: -itemLength * 0.15
            case .cubic: 0
            case .crossFading, .zoomOut, .depth: nil
            }
        }
    }
}
