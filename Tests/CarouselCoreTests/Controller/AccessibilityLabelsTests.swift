@_spi(Plumbing) import CarouselCore
import Testing

/// A node of an accessibility tree.
private struct Node {
    var label: String?
    var isElement = false
    var isHidden = false
    var children: [Node] = []
}

/// The combined label of `root`.
private func combined(_ root: Node) -> String? {
    AccessibilityLabels.combined(
        of: root, children: \.children, isHidden: \.isHidden, isElement: \.isElement, label: \.label)
}

@Suite("AccessibilityLabels: a cell's label from the elements inside it")
struct AccessibilityLabelsTests {
    @Test("elements' labels depth first, joined with a comma; empty labels and hidden nodes skipped")
    func joined() {
        let title = Node(label: "Paris", isElement: true)
        let subtitle = Node(label: "France", isElement: true)
        let hidden = Node(label: "Secret", isElement: true, isHidden: true)
        let empty = Node(label: "", isElement: true)
        let stack = Node(children: [subtitle, Node(label: "Ignored container label")])
        let root = Node(children: [title, hidden, empty, stack])
        #expect(combined(root) == "Paris, France")
    }

    @Test("an element's own label stands for what is below it; a hidden container hides its children")
    func elementsStop() {
        let inner = Node(label: "Inner", isElement: true)
        let element = Node(label: "Card", isElement: true, children: [inner])
        let hiddenBox = Node(isHidden: true, children: [inner])
        #expect(combined(Node(children: [element, hiddenBox])) == "Card")
    }

    @Test("no labels: nil; an element 12 containers down is found, 13 down is not")
    func limits() {
        #expect(combined(Node()) == nil)
        var deep = Node(label: "Deep", isElement: true)
        for _ in 0..<13 { deep = Node(children: [deep]) }
        #expect(combined(deep) == nil)
        #expect(combined(deep.children[0]) == "Deep")
    }

    // MARK: The carousel's own label

    @Test("the carousel's own label first, else the nearest around it (SwiftUI's), blank ones skipped")
    func carouselLabel() {
        #expect(AccessibilityLabels.carouselLabel(own: "Photos", enclosing: ["Page"], isShown: true) == "Photos")
        // SwiftUI's `.accessibilityLabel` on the view around the scroll view, two elements out.
        #expect(
            AccessibilityLabels.carouselLabel(own: nil, enclosing: [nil, "Photos", "Page"], isShown: true) == "Photos")
        #expect(AccessibilityLabels.carouselLabel(own: " ", enclosing: ["", "Photos"], isShown: true) == "Photos")
        #expect(AccessibilityLabels.carouselLabel(own: nil, enclosing: [nil, nil], isShown: true) == nil)
    }

    @Test("only the first four elements around are asked; another layout keeps the view's own label")
    func carouselLabelLimits() {
        let far: [String?] = [nil, nil, nil, nil, "Window"]
        #expect(AccessibilityLabels.carouselLabel(own: nil, enclosing: far, isShown: true) == nil)
        #expect(
            AccessibilityLabels.carouselLabel(own: nil, enclosing: Array(far.dropFirst()), isShown: true) == "Window")
        #expect(AccessibilityLabels.carouselLabel(own: nil, enclosing: ["Photos"], isShown: false) == nil)
        #expect(AccessibilityLabels.carouselLabel(own: "Grid", enclosing: ["Photos"], isShown: false) == "Grid")
    }

    @Test("a label lookup asked again from inside itself gets the carousel's own label, not a loop")
    func lookupReentered() {
        let lookup = AccessibilityLabelLookup()
        var inner: String?
        let outer = lookup.answer(reentered: "own") {
            // An element around the carousel that combines its children's labels asks it back.
            inner = lookup.answer(reentered: "own") { "asked around again" }
            return "Photos"
        }
        #expect(outer == "Photos")
        #expect(inner == "own")
        #expect(lookup.answer(reentered: nil) { "again" } == "again", "the next lookup is a lookup again")
    }
}
