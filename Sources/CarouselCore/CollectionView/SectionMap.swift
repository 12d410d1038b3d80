/// The items of every section laid end to end as one carousel: global item indexes ↔ (section, item).
///
/// The carousel is one sequence; a data source with several sections shows them one after the
/// other (a diffable data source usually has one). Storage is one prefix sum per section, never per
/// item. Negative counts are treated as 0.
@_spi(Plumbing) public struct SectionMap: Hashable, Sendable {
    /// Items per section.
    public let counts: [Int]
    /// `starts[s]` is the global index of section `s`'s first item; one extra entry holds the total.
    private let starts: [Int]

    /// Creates the map from each section's item count (negative counts are 0).
    public init(counts: [Int]) {
        let counts = counts.map { max(0, $0) }
        self.counts = counts
        var starts: [Int] = []
        starts.reserveCapacity(counts.count + 1)
        var total = 0
        for c in counts {
            starts.append(total)
            let (sum, overflow) = total.addingReportingOverflow(c)
            total = overflow ? Int.max / 2 : sum
        }
        starts.append(total)
        self.starts = starts
    }

    /// No sections.
    public static let empty = SectionMap(counts: [])

    /// The number of items in all sections.
    public var numberOfItems: Int { starts[starts.count - 1] }

    /// The global index of `item` in `section`, or `nil` when either is out of range.
    public func globalIndex(section: Int, item: Int) -> Int? {
        guard section >= 0, section < counts.count, item >= 0, item < counts[section] else { return nil }
        let (index, overflow) = starts[section].addingReportingOverflow(item)
        return overflow ? nil : index  // counts summing past Int.max saturate; no index there
    }

    /// The global index of a section's first item (the total for `section == numberOfSections`),
    /// or `nil` when out of range.
    public func firstIndex(ofSection section: Int) -> Int? {
        guard section >= 0, section < starts.count else { return nil }
        return starts[section]
    }

    /// The (section, item) of a global index, or `nil` when out of range. O(log sections).
    public func indexPath(forGlobalIndex index: Int) -> (section: Int, item: Int)? {
        guard index >= 0, index < numberOfItems else { return nil }
        // The last section whose start is ≤ index and which is not empty.
        var lo = 0
        var hi = counts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= index { lo = mid } else { hi = mid - 1 }
        }
        return (lo, index - starts[lo])
    }
}
