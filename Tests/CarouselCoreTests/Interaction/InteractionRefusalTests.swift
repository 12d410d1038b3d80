@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("InteractionRefusal")
struct InteractionRefusalTests {
    @Test(
        "each reason reads as one short sentence",
        arguments: [
            (InteractionRefusal.noItems, "the carousel has no items"),
            (.noSuchItem, "no item has that index"),
            (.duringTouch, "a finger is on the carousel"),
            (.duringDrag, "the carousel is being dragged"),
            (.acrossAxis, "it goes across the scroll axis"),
            (.leavesCarousel, "Tab's next and previous leave the carousel"),
            (.atFirstItem, "the carousel is at its first item"),
            (.atLastItem, "the carousel is at its last item"),
            (.alreadyThere, "the carousel is already at that item"),
            (.singleWrappedItem, "a single wrapped item comes back to itself"),
            (.focusDisabled, "focus is off (focusBehavior none)"),
            (.noMovement, "the wheel did not move"),
            (.noGesture, "no gesture of the carousel's is under way"),
            (.notInCharge, "another layout or delegate is in charge"),
        ])
    func sentence(reason: InteractionRefusal, text: String) {
        #expect(reason.description == text)
    }

    @Test("every reason is listed above, on one line of at most 50 characters, and no two read the same")
    func shape() {
        let texts = InteractionRefusal.allCases.map(\.description)
        #expect(texts.count == 14)
        #expect(Set(texts).count == texts.count)
        #expect(texts.allSatisfy { !$0.isEmpty && $0.count <= 50 && !$0.contains("\n") && !$0.hasSuffix(".") })
    }

    @Test("an accepted input has no refusal; a refused one says why, and reset clears it")
    func output() {
        var engine = InteractionEngine(model: CarouselModel(Fixtures.configuration(.linear, items: 0)))
        var output = InteractionOutput()
        #expect(output.isAccepted && output.refusal == nil)
        engine.handle(.key(.right), at: 0, into: &output)
        #expect(!output.isAccepted && output.refusal == .noItems)
        output.reset()
        #expect(output.isAccepted)
    }
}
