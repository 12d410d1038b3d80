@_spi(Plumbing) import CarouselCore
import Testing

@Suite("ClickTarget: whether a click on a card is a control's or the carousel's")
struct ClickTargetTests {
    private let view = ClickTarget(isControl: false, isEnabled: false)
    private let button = ClickTarget(isControl: true, isEnabled: true)
    private let label = ClickTarget(isControl: true, isEnabled: true, textFieldTakesText: false)
    private let field = ClickTarget(isControl: true, isEnabled: true, textFieldTakesText: true)
    private let image = ClickTarget(isControl: true, isEnabled: true, imageViewIsEditable: false)
    private let editableImage = ClickTarget(isControl: true, isEnabled: true, imageViewIsEditable: true)

    @Test("which controls take clicks: enabled buttons, editable or selectable fields, editable image views")
    func takesClicks() {
        #expect(button.takesClicks)
        #expect(field.takesClicks)
        #expect(editableImage.takesClicks)
        #expect(label.takesClicks == false)
        #expect(image.takesClicks == false)
        #expect(view.takesClicks == false)
        #expect(ClickTarget(isControl: true, isEnabled: false).takesClicks == false)
        #expect(ClickTarget(isControl: true, isEnabled: false, textFieldTakesText: true).takesClicks == false)
    }

    @Test("the first control up the chain decides; without one the click is the carousel's")
    func chains() {
        #expect(ClickTarget.controlKeepsClick([]) == false)
        #expect(ClickTarget.controlKeepsClick([view, view]) == false)
        #expect(ClickTarget.controlKeepsClick([view, button]))
        #expect(ClickTarget.controlKeepsClick([label, button]) == false)
        #expect(ClickTarget.controlKeepsClick([view, image, button]) == false)
        #expect(ClickTarget.controlKeepsClick([field, view]))
    }

    @Test("a view hosting gestures (a SwiftUI card) keeps the click unless a control inside it decides first")
    func hostedContent() {
        let hosting = ClickTarget(isControl: false, isEnabled: false, hostsGestures: true)
        #expect(hosting.takesClicks == false)  // not a control itself
        #expect(ClickTarget.controlKeepsClick([hosting]))
        #expect(ClickTarget.controlKeepsClick([view, hosting, view]))
        // A field inside the hosting view takes it; a disabled control inside decides for the carousel.
        #expect(ClickTarget.controlKeepsClick([field, hosting]))
        #expect(ClickTarget.controlKeepsClick([ClickTarget(isControl: true, isEnabled: false), hosting]) == false)
        // Without the hosting view in the chain, a card's background is the carousel's.
        #expect(ClickTarget.controlKeepsClick([view]) == false)
    }

    @Test(
        "a view the app marks takes clicks on the current card, whatever it is; its own no gives them to the carousel")
    func appMarkedViewsTakeClicks() {
        // A text view, web view or map: not a control, hosting nothing; inside it a plain subview.
        let marked = ClickTarget(isControl: false, isEnabled: false, asksForClicks: true)
        let declined = ClickTarget(isControl: false, isEnabled: false, asksForClicks: false)
        let card = ClickTarget(isControl: false, isEnabled: false)
        #expect(ClickTarget.controlKeepsClick([view, marked, card]))
        #expect(!ClickTarget.controlKeepsClick([view, card]))  // the built-in rule: the carousel's
        #expect(!ClickTarget.controlKeepsClick([declined, card]))
        // The innermost answer decides: a button inside a marked view keeps its click, a marked
        // view inside a disabled control takes it.
        #expect(ClickTarget.controlKeepsClick([button, declined, card]))
        let disabled = ClickTarget(isControl: true, isEnabled: false)
        #expect(ClickTarget.controlKeepsClick([marked, disabled, card]))
    }
}
