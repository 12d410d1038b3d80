/// What one compositional carousel section keeps between layout passes, and what each pass does:
/// its resolved ``SectionCarousel`` (rebuilt when the container's size or direction changes), the
/// placements of the visible cells (a buffer reused, so a pass does not allocate once it has
/// grown) and the current item last reported.
///
/// A pass reads the cells UIKit reports visible (supplementary items are left alone), places the
/// ones in the carousel's window, hides the others, and names the current item when it changed
/// (never beyond the highest cell reported).
@_spi(Plumbing) public struct SectionPass: Sendable {
    /// The section's carousel for the container of the last pass.
    public private(set) var carousel: SectionCarousel
    private let type: CarouselType
    private let options: CarouselOptions
    private let itemSize: Size2D
    private let slotWidth: Double?
    private let perspective: Double
    private let customPath: (any CarouselPath)?
    private var containerSize: Size2D
    private var layoutDirection: LayoutDirection
    private var buffer: [SectionPlacement] = []
    private var reportedItem: Int?

    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`'s raw value of `.none`.
    static let noScrollingCode = 0
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`'s raw value of
    /// `.continuousGroupLeadingBoundary`, the section's default.
    public static let defaultScrollingCode = 2

    /// A section's state before its first pass, for a container of `containerSize` whose layout
    /// direction is right to left when `isRightToLeft`; the other arguments are the section
    /// carousel's (``SectionCarousel/init(type:options:itemSize:slotWidth:containerSize:perspective:customPath:layoutDirection:)``).
    public init(
        type: CarouselType, options: CarouselOptions, itemSize: Size2D, slotWidth: Double?, perspective: Double,
        customPath: (any CarouselPath)?, containerSize: Size2D, isRightToLeft: Bool
    ) {
        self.type = type
        self.options = options
        self.itemSize = itemSize
        self.slotWidth = slotWidth
        self.perspective = perspective
        self.customPath = customPath
        self.containerSize = containerSize
        layoutDirection = isRightToLeft ? .rightToLeft : .leftToRight
        carousel = SectionCarousel(
            type: type, options: options, itemSize: itemSize, slotWidth: slotWidth, containerSize: containerSize,
            perspective: perspective, customPath: customPath, layoutDirection: layoutDirection)
    }

    /// The orthogonal scrolling a section asks of UIKit (raw values of
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`): the one given, `.none` (which would
    /// not scroll the strip at all) replaced by the default ``defaultScrollingCode``.
    public static func scrollingCode(_ requested: Int) -> Int {
        requested == noScrollingCode ? defaultScrollingCode : requested
    }

    /// One layout pass: rebuilds the carousel when the container changed, places the cells in the
    /// window (``placement(forItem:)`` answers afterwards) and returns the current item when it
    /// differs from the last one returned (`nil` otherwise, and with no cells).
    /// - Parameters:
    ///   - cells: the index (in the section) of each visible cell, in any order.
    ///   - scrollPosition: the section's orthogonal content offset along the strip, points.
    ///   - containerSize: the container's effective content size now.
    ///   - isRightToLeft: the container's layout direction is right to left now.
    /// - Complexity: O(cells) plus ``SectionCarousel/placements(atScrollPosition:reported:into:)``,
    ///   without allocating once the buffer has grown.
    public mutating func layOut(
        cells: some Sequence<Int>, scrollPosition: Double, containerSize: Size2D, isRightToLeft: Bool
    ) -> Int? {
        refresh(containerSize: containerSize, direction: isRightToLeft ? .rightToLeft : .leftToRight)
        var lowest = Int.max
        var highest = Int.min
        for index in cells {
            lowest = min(lowest, index)
            highest = max(highest, index)
        }
        guard lowest <= highest else {
            buffer.removeAll(keepingCapacity: true)
            return nil
        }
        carousel.placements(atScrollPosition: scrollPosition, reported: lowest...highest, into: &buffer)
        let current = min(carousel.currentItem(atScrollPosition: scrollPosition), highest)
        guard current != reportedItem else { return nil }
        reportedItem = current
        return current
    }

    /// The placement of the cell at `index` in the last pass; `nil` when it lies outside the
    /// carousel's window (hide it).
    public func placement(forItem index: Int) -> SectionPlacement? {
        guard let first = buffer.first?.index else { return nil }
        let k = index - first
        return buffer.indices.contains(k) ? buffer[k] : nil
    }

    private mutating func refresh(containerSize size: Size2D, direction: LayoutDirection) {
        guard size != containerSize || direction != layoutDirection else { return }
        containerSize = size
        layoutDirection = direction
        carousel = SectionCarousel(
            type: type, options: options, itemSize: itemSize, slotWidth: slotWidth, containerSize: size,
            perspective: perspective, customPath: customPath, layoutDirection: direction)
    }
}
