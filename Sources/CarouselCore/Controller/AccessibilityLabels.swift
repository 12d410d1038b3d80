/// What VoiceOver reads for a card whose cell has no label of its own: the labels of the
/// accessibility elements inside it, as UIKit joins a cell's.
@_spi(Plumbing) public enum AccessibilityLabels {
    /// How deep the search goes below the cell (a bound against cycles in a custom element tree).
    public static let maximumDepth = 12

    /// The non-empty labels of the elements inside `root`, depth first, joined with ", "; `nil`
    /// when there are none. Hidden nodes and everything below them are skipped; an element's own
    /// label stands for everything below it; other nodes are searched down to ``maximumDepth``.
    public static func combined<Node>(
        of root: Node, children: (Node) -> [Node], isHidden: (Node) -> Bool, isElement: (Node) -> Bool,
        label: (Node) -> String?
    ) -> String? {
        var labels: [String] = []
        func collect(_ node: Node, depth: Int) {
            guard depth < maximumDepth else { return }
            for child in children(node) where !isHidden(child) {
                if isElement(child) {
                    labels += label(child).map { [$0] }?.filter { !$0.isEmpty } ?? []
                } else {
                    collect(child, depth: depth + 1)
                }
            }
        }
        collect(root, depth: 0)
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }

    /// How many elements out from the carousel its label is looked for.
    public static let maximumEnclosingDepth = 4

    /// The carousel's label, read by VoiceOver on its group and its adjustable element (AppKit's
    /// slider) while the carousel is shown (`isShown`): its own when it has one that is not blank,
    /// else the nearest non-blank label of the elements around it (`enclosing`, nearest first, the
    /// first ``maximumEnclosingDepth`` of them: SwiftUI's `.accessibilityLabel` on `Carousel`
    /// labels an element SwiftUI makes around the collection view's scroll view); `nil` when none
    /// has one. While another layout is shown the collection view's own label stands.
    public static func carouselLabel(own: String?, enclosing: [String?], isShown: Bool) -> String? {
        func isLabel(_ text: String?) -> Bool { text.map { !$0.allSatisfy(\.isWhitespace) } ?? false }
        guard isShown, !isLabel(own) else { return own }
        return enclosing.prefix(maximumEnclosingDepth).first(where: isLabel) ?? nil
    }
}

/// One carousel's label lookup (``AccessibilityLabels/carouselLabel(own:enclosing:isShown:)``),
/// so a lookup that comes back to the carousel (an element around it that reads its children's
/// labels, as SwiftUI's `.accessibilityElement(children: .combine)` does) gets the carousel's own
/// label instead of asking around again without end.
@_spi(Plumbing) public final class AccessibilityLabelLookup {
    /// Whether a lookup is under way.
    private var isLooking = false

    /// No lookup under way.
    public init() {}

    /// `body`'s answer; `reentered` when asked again from inside `body`.
    public func answer(reentered: @autoclosure () -> String?, _ body: () -> String?) -> String? {
        guard !isLooking else { return reentered() }
        isLooking = true
        defer { isLooking = false }
        return body()
    }
}
