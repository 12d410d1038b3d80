@_spi(Plumbing) import CarouselCore
import Testing

@Suite("VoiceOverNotice: what VoiceOver is told of a rest")
struct VoiceOverNoticeTests {
    @Test(
        "an adjustment is told as the value, VoiceOver's own scroll and anyone else's as the position, its focus not at all",
        arguments: [
            (VoiceOverMove.adjusted, VoiceOverNotice?.some(.valueChanged(item: 7))),
            (.accessibilityScroll, .speakPosition(item: 7)),
            (.other, .speakPosition(item: 7)),
            (.focus, nil),
        ])
    func rule(move: VoiceOverMove, expected: VoiceOverNotice?) {
        #expect(VoiceOverNotice.forRest(on: 7, after: move) == expected)
    }

    @Test("a notice names its item")
    func item() {
        #expect(VoiceOverNotice.speakPosition(item: 3).item == 3)
        #expect(VoiceOverNotice.valueChanged(item: 11).item == 11)
    }

    @Test("a touch, the wheel, a key or the app's scroll starts a move; frames and callbacks continue one")
    func startsAMove() {
        let starts: [InteractionInput] = [
            .touchDown(Point2D(x: 1, y: 2)), .dragBegan, .key(.right), .scroll(.byItems(1, duration: 0)),
            .stopScrolling, .select(2), .autoscroll(1), .activate,
        ]
        let continues: [InteractionInput] = [
            .frame, .scrolled(to: 1), .platformScrollEnded, .dragMoved(Point2D(x: 3, y: 2)), .touchEnded,
            .environment(InteractionEnvironment()), .updateAnimationEnded,
        ]
        #expect(starts.allSatisfy { $0.startsAMove })
        #expect(!continues.contains { $0.startsAMove })
    }
}
