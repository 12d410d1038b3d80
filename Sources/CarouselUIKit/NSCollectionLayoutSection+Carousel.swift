#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import CarouselCore

extension NSCollectionLayoutSection {
    /// A section of any compositional layout shown as a carousel: a horizontal strip whose visible
    /// items are placed by the carousel core on every layout pass (transform, centre, alpha, a
    /// symmetric z-order so taps land on the card drawn on top, back faces hidden).
    ///
    /// ```swift
    /// UICollectionViewCompositionalLayout { section, environment in
    ///     section == 0
    ///         ? .carousel(.coverFlow, itemSize: CGSize(width: 160, height: 160), environment: environment)
    ///         : gridSection(environment)
    /// }
    /// ```
    ///
    /// The section scrolls with UIKit's orthogonal scrolling (`scrollingBehavior`; default
    /// `.continuousGroupLeadingBoundary`: a flick runs on and comes to rest with an item in the
    /// middle, as the shipping MyTonWallet Cover Flow section does; `.groupPaging` and
    /// `.groupPagingCentered` move one item per page). On iOS 17 and tvOS 17, set the returned
    /// section's `orthogonalScrollingProperties` (`decelerationRate`, `bounce`) as for any section.
    /// Each item has a slot `slotWidth` points wide (points of scrolling per item); the section's
    /// leading and trailing insets let the first and last slot reach the middle of the container,
    /// where the current item sits. Set `contentInsets.top`/`.bottom` on the returned section if
    /// you need vertical room; keep its leading and trailing insets.
    ///
    /// What a section cannot do, said plainly:
    /// - **No wrap.** The strip has ends; the `wrap` option is ignored (a debug assertion says so).
    ///   Use `CarouselCollectionViewLayout` for a wrapping carousel.
    /// - **Types:** linear, Cover Flow, Cover Flow 2, Time Machine, inverted Time Machine and
    ///   custom paths. UIKit hands the section only the items whose slots are on screen, so the
    ///   rings (rotary, cylinder, wheel and their inverted forms), whose far items sit off the
    ///   strip, and the conveyor belt are refused: a debug assertion, then a linear layout. The
    ///   shelf is compositional layout's own `.groupPaging`.
    /// - **No iCarousel physics**: UIKit's paging or deceleration; no programmatic scrolling of the
    ///   section beyond `scrollToItem(at:at:animated:)`.
    /// - **Horizontal only.**
    ///
    /// - Parameters:
    ///   - type: the carousel type (default Cover Flow).
    ///   - options: iCarousel's options (`wrap` is ignored).
    ///   - itemSize: every item's cell size, points.
    ///   - slotWidth: points of scrolling per item; `nil` takes the type's spacing of items beside
    ///     the centre (Cover Flow: a quarter of the item width), so side cards follow the finger and
    ///     no card appears late at the edges. A wider slot scrolls more slowly but shows fewer side
    ///     items.
    ///   - perspective: the perspective term `m34` (default −1/500).
    ///   - customPath: the path for `.custom`.
    ///   - scrollingBehavior: the section's orthogonal scrolling (`.none` is replaced by the default).
    ///   - environment: the layout environment the section provider was given (its container's
    ///     width places the focus).
    ///   - onCurrentItemChange: called with the index (in this section) of the item nearest the
    ///     middle when it changes, on the main queue after the layout pass.
    @MainActor
    public static func carousel(
        _ type: CarouselType = .coverFlow, options: CarouselOptions = CarouselOptions(), itemSize: CGSize,
        slotWidth: CGFloat? = nil, perspective: CGFloat = CGFloat(CarouselConfiguration.defaultPerspective),
        customPath: (any CarouselPath)? = nil,
        scrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuousGroupLeadingBoundary,
        environment: any NSCollectionLayoutEnvironment, onCurrentItemChange: ((Int) -> Void)? = nil
    ) -> NSCollectionLayoutSection {
        assert(
            SectionCarousel.supports(type),
            "CarouselUIKit: a compositional section cannot show \(type); it is laid out as linear")
        assert(options.wrap != true, "CarouselUIKit: a compositional section cannot wrap; the wrap option is ignored")
        let pass = SectionCarouselPass(
            type: type, options: options, itemSize: Size2D(itemSize), slotWidth: slotWidth.map { Double($0) },
            perspective: Double(perspective), customPath: customPath, environment: environment,
            onCurrentItemChange: onCurrentItemChange)
        let carousel = pass.carousel
        let slot = CGFloat(carousel.slotWidth)
        let size = CGSize(carousel.model.itemSize)
        // One item per slot, centred on it (it may be wider than the slot).
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(slot), heightDimension: .absolute(max(1, size.height)))
        ) { _ in
            [
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: (slot - size.width) / 2, y: 0, width: size.width, height: size.height))
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior =
            scrollingBehavior == .none ? .continuousGroupLeadingBoundary : scrollingBehavior
        let inset = CGFloat(carousel.sectionInset)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
        section.visibleItemsInvalidationHandler = { items, contentOffset, environment in
            pass.apply(to: items, contentOffset: contentOffset, environment: environment)
        }
        return section
    }
}

/// What one carousel section keeps between layout passes: its resolved `SectionCarousel` (rebuilt
/// when the container's size or direction changes), the placement buffer (reused, so a pass does
/// not allocate once it has grown) and the last current item reported.
@MainActor
final class SectionCarouselPass {
    private let type: CarouselType
    private let options: CarouselOptions
    private let itemSize: Size2D
    private let slotWidth: Double?
    private let perspective: Double
    private let customPath: (any CarouselPath)?
    private let onCurrentItemChange: ((Int) -> Void)?
    private(set) var carousel: SectionCarousel
    private var containerSize: Size2D
    private var layoutDirection: LayoutDirection
    private var buffer: [SectionPlacement] = []
    private var reportedItem: Int?

    init(
        type: CarouselType, options: CarouselOptions, itemSize: Size2D, slotWidth: Double?, perspective: Double,
        customPath: (any CarouselPath)?, environment: any NSCollectionLayoutEnvironment,
        onCurrentItemChange: ((Int) -> Void)?
    ) {
        self.type = type
        self.options = options
        self.itemSize = itemSize
        self.slotWidth = slotWidth
        self.perspective = perspective
        self.customPath = customPath
        self.onCurrentItemChange = onCurrentItemChange
        containerSize = Size2D(environment.container.effectiveContentSize)
        layoutDirection = environment.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        carousel = SectionCarousel(
            type: type, options: options, itemSize: itemSize, slotWidth: slotWidth, containerSize: containerSize,
            perspective: perspective, customPath: customPath, layoutDirection: layoutDirection)
    }

    /// One layout pass: every visible cell of the section gets its placement; cells outside the
    /// carousel's window are hidden. Supplementary items of the section are left alone.
    func apply(
        to items: [any NSCollectionLayoutVisibleItem], contentOffset: CGPoint,
        environment: any NSCollectionLayoutEnvironment
    ) {
        refresh(for: environment)
        var lowest = Int.max
        var highest = Int.min
        for item in items where item.representedElementCategory == .cell {
            lowest = min(lowest, item.indexPath.item)
            highest = max(highest, item.indexPath.item)
        }
        guard lowest <= highest else { return }
        let position = Double(contentOffset.x)
        carousel.placements(atScrollPosition: position, reported: lowest...highest, into: &buffer)
        let first = buffer.first?.index ?? 0
        for item in items where item.representedElementCategory == .cell {
            let k = item.indexPath.item - first
            guard k >= 0, k < buffer.count else {
                item.alpha = 0
                item.isHidden = true
                continue
            }
            let p = buffer[k]
            let frame = item.frame
            item.center = CGPoint(
                x: frame.midX + CGFloat(p.centerShift.x), y: frame.midY + CGFloat(p.centerShift.y))
            item.transform3D = CATransform3D(p.transform)
            item.alpha = CGFloat(p.alpha)
            item.isHidden = p.isHidden
            item.zIndex = p.zIndex
        }
        reportCurrentItem(min(carousel.currentItem(atScrollPosition: position), highest))
    }

    private func refresh(for environment: any NSCollectionLayoutEnvironment) {
        let size = Size2D(environment.container.effectiveContentSize)
        let direction: LayoutDirection =
            environment.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        guard size != containerSize || direction != layoutDirection else { return }
        containerSize = size
        layoutDirection = direction
        carousel = SectionCarousel(
            type: type, options: options, itemSize: itemSize, slotWidth: slotWidth, containerSize: size,
            perspective: perspective, customPath: customPath, layoutDirection: direction)
    }

    /// Reports a new current item after the layout pass (the app may change the collection view).
    private func reportCurrentItem(_ item: Int) {
        guard item != reportedItem, let onCurrentItemChange else { return }
        reportedItem = item
        DispatchQueue.main.async { onCurrentItemChange(item) }
    }
}
#endif
