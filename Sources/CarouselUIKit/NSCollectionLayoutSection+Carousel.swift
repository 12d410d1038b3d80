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
            UICollectionLayoutSectionOrthogonalScrollingBehavior(
                rawValue: SectionPass.scrollingCode(scrollingBehavior.rawValue)) ?? .continuousGroupLeadingBoundary
        let inset = CGFloat(carousel.sectionInset)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
        section.visibleItemsInvalidationHandler = { items, contentOffset, environment in
            pass.apply(to: items, contentOffset: contentOffset, environment: environment)
        }
        return section
    }
}

/// One carousel section's layout passes: reads what UIKit reports, asks the core's
/// `SectionPass` (which keeps the section's state between passes) and writes the answers.
@MainActor
final class SectionCarouselPass {
    private var pass: SectionPass
    private let onCurrentItemChange: ((Int) -> Void)?

    /// The section's carousel for the container of the last pass.
    var carousel: SectionCarousel { pass.carousel }

    init(
        type: CarouselType, options: CarouselOptions, itemSize: Size2D, slotWidth: Double?, perspective: Double,
        customPath: (any CarouselPath)?, environment: any NSCollectionLayoutEnvironment,
        onCurrentItemChange: ((Int) -> Void)?
    ) {
        pass = SectionPass(
            type: type, options: options, itemSize: itemSize, slotWidth: slotWidth, perspective: perspective,
            customPath: customPath, containerSize: Size2D(environment.container.effectiveContentSize),
            isRightToLeft: environment.traitCollection.layoutDirection == .rightToLeft)
        self.onCurrentItemChange = onCurrentItemChange
    }

    /// One layout pass: every visible cell of the section gets its placement; cells outside the
    /// carousel's window are hidden. Supplementary items of the section are left alone. A new
    /// current item is reported after the layout pass (the app may change the collection view).
    func apply(
        to items: [any NSCollectionLayoutVisibleItem], contentOffset: CGPoint,
        environment: any NSCollectionLayoutEnvironment
    ) {
        let cells = items.lazy.filter { $0.representedElementCategory == .cell }
        let current = pass.layOut(
            cells: cells.map { $0.indexPath.item }, scrollPosition: Double(contentOffset.x),
            containerSize: Size2D(environment.container.effectiveContentSize),
            isRightToLeft: environment.traitCollection.layoutDirection == .rightToLeft)
        for item in cells {
            guard let p = pass.placement(forItem: item.indexPath.item) else {
                item.alpha = 0
                item.isHidden = true
                continue
            }
            let frame = item.frame
            item.center = CGPoint(
                x: frame.midX + CGFloat(p.centerShift.x), y: frame.midY + CGFloat(p.centerShift.y))
            item.transform3D = CATransform3D(p.transform)
            item.alpha = CGFloat(p.alpha)
            item.isHidden = p.isHidden
            item.zIndex = p.zIndex
        }
        if let current, let onCurrentItemChange { DispatchQueue.main.async { onCurrentItemChange(current) } }
    }
}
#endif
