@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// The scroll an input asks for, if it is one.
private func request(_ input: InteractionInput?) -> ScrollRequest? {
    guard case .scroll(let request)? = input else { return nil }
    return request
}

@Suite("ControllerDriver: VoiceOver's scrolls and elements")
struct ControllerDriverAccessibilityTests {
    /// A controller in charge, with VoiceOver and Reduce Motion as given.
    private func controller(voiceOver: Bool = true, reduceMotion: Bool = false) -> DriverHarness {
        var c = DriverHarness()
        c.call(at: 0) {
            $0.environmentDidChange(
                InteractionEnvironment(
                    isVoiceOverRunning: voiceOver, isReduceMotionEnabled: reduceMotion, isInWindow: true),
                at: 0, into: &$1)
        }
        return c
    }

    @Test(
        "a three-finger swipe left, up or next brings the next item; right, down or previous the one before",
        arguments: [(1, -1), (2, 1), (3, 1), (4, -1), (5, 1), (6, -1)])
    func scrollDirections(direction: Int, step: Int) {
        let c = controller()
        #expect(request(c.driver.accessibilityScroll(direction: direction)) == .byItems(step, duration: 0.4))
    }

    @Test("an unknown direction scrolls nowhere")
    func unknownDirection() {
        let c = controller()
        #expect(request(c.driver.accessibilityScroll(direction: 0)) == nil)
        #expect(request(c.driver.accessibilityScroll(direction: 7)) == nil)
    }

    @Test("with Reduce Motion VoiceOver's scrolls jump")
    func reduceMotion() {
        let c = controller(reduceMotion: true)
        #expect(c.driver.accessibilityScrollDuration == 0)
        #expect(request(c.driver.accessibilityScroll(direction: 2)) == .byItems(1, duration: 0))
        #expect(request(c.driver.accessibilityFocusScroll(toItem: 4)) == .toItem(4, duration: 0))
    }

    @Test("focusing a side card centres it; the current card, or centersFocusedItem off, does not")
    func focusScroll() {
        var c = controller()
        #expect(request(c.driver.accessibilityFocusScroll(toItem: 4)) == .toItem(4, duration: 0.4))
        #expect(request(c.driver.accessibilityFocusScroll(toItem: 0)) == nil)
        c.driver.settings.centersFocusedItem = false
        #expect(request(c.driver.accessibilityFocusScroll(toItem: 4)) == nil)
    }

    @Test("elements for the cards in view while VoiceOver runs, none while it is off")
    func items() {
        #expect(controller(voiceOver: false).driver.accessibilityItems == nil)
        // The model's perceivable items at the engine's offset (0, no wrap): its window of items 0…5.
        let c = controller()
        #expect(c.driver.accessibilityItems == [0, 1, 2, 3, 4, 5])
        #expect(c.driver.accessibilityItems == c.driver.engine.model.perceivableItems(at: 0))
    }
}
