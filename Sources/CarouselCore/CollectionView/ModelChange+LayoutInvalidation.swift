extension ModelChange {
    /// What a layout pass changed, for ``InteractionInput/modelChanged(_:scrollOffset:change:)``,
    /// or `nil` when the pass kept the model (a scroll).
    /// - Parameters:
    ///   - pass: what ``LayoutState/prepare(viewport:sectionCounts:configuration:invalidation:)`` returned.
    ///   - countChanged: the item count differs from the last pass's.
    ///   - sizeChanged: the usable size differs from the last pass's.
    @_spi(Plumbing) public static func forPass(_ pass: LayoutInvalidation, countChanged: Bool, sizeChanged: Bool)
        -> ModelChange?
    {
        guard pass.contains(.rebuild) || pass.contains(.recount) else { return nil }
        if countChanged || pass.contains(.recount) { return .reload }
        return sizeChanged ? .resize : .configuration
    }
}
