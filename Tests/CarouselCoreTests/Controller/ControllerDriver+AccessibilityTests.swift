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

    /// A controller in charge of a carousel laid out `vertical`ly or right to left, VoiceOver on.
    private func controller(vertical: Bool, rightToLeft: Bool) -> DriverHarness {
        var configuration = Fixtures.configuration(.linear, items: 12, vertical: vertical)
        configuration.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        var c = DriverHarness(CarouselModel(configuration))
        c.call(at: 0) {
            $0.environmentDidChange(
                InteractionEnvironment(isVoiceOverRunning: true, isInWindow: true), at: 0, into: &$1)
        }
        return c
    }

    @Test(
        "a three-finger swipe steps one item the way the content moves; across the axis it is the page's",
        arguments: [
            // Horizontal, left to right: left brings the next item, right the one before.
            (false, false, [1: -1, 2: 1, 3: nil, 4: nil, 5: 1, 6: -1]),
            // Right to left the next item lies to the left: a swipe right brings it.
            (false, true, [1: 1, 2: -1, 3: nil, 4: nil, 5: 1, 6: -1]),
            // Vertical (right to left changes nothing): up brings the next item, down the one before.
            (true, false, [1: nil, 2: nil, 3: 1, 4: -1, 5: 1, 6: -1]),
            (true, true, [1: nil, 2: nil, 3: 1, 4: -1, 5: 1, 6: -1]),
        ] as [(Bool, Bool, [Int: Int?])])
    func scrollDirections(vertical: Bool, rightToLeft: Bool, steps: [Int: Int?]) {
        let c = controller(vertical: vertical, rightToLeft: rightToLeft)
        for (direction, step) in steps.sorted(by: { $0.key < $1.key }) {
            #expect(
                request(c.driver.accessibilityScroll(direction: direction)) == step.map { .byItems($0, duration: 0.4) },
                "direction \(direction)")
        }
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

    // MARK: What VoiceOver is told

    /// The notices of every answer carried out from output `start` on, in order.
    private func notices(_ c: DriverHarness, from start: Int) -> [VoiceOverNotice] {
        c.outputs[start...].compactMap(\.voiceOverNotice)
    }

    /// The current-item changes reported from output `start` on.
    private func changes(_ c: DriverHarness, from start: Int) -> [Int] {
        c.outputs[start...].flatMap(\.events).compactMap {
            if case .currentItemDidChange(let index) = $0 { index } else { nil }
        }
    }

    @Test("turning VoiceOver on speaks where the carousel rests, once")
    func voiceOverOn() {
        let c = controller()
        #expect(notices(c, from: 0) == [.speakPosition(item: 0)])
    }

    @Test("an increment is told once, as the adjusted element's new value, when the carousel rests")
    func adjustmentIsOneValueChange() {
        var c = controller()
        let start = c.outputs.count
        let input = c.driver.accessibilityAdjustment(byItems: 1)
        #expect(request(input) == .byItems(1, duration: 0.4))
        c.call(at: 1) { $0.handle(input, from: .adjusted, at: 1, into: &$1) }
        #expect(notices(c, from: start).isEmpty, "told before the carousel rests")
        c.frames(from: 1, to: 2)
        #expect(c.driver.engine.currentItemIndex == 1)
        // One change: one notice, no announcement besides (AppKit posted both before).
        #expect(notices(c, from: start) == [.valueChanged(item: 1)])
        #expect(c.driver.voiceOverMove == .other)
    }

    @Test("the three-finger scroll is told once, by speaking the position")
    func accessibilityScrollSpeaksOnce() {
        var c = controller()
        let start = c.outputs.count
        let input = c.driver.accessibilityScroll(direction: 2)!
        c.call(at: 1) { $0.handle(input, from: .accessibilityScroll, at: 1, into: &$1) }
        c.frames(from: 1, to: 2)
        #expect(notices(c, from: start) == [.speakPosition(item: 1)])
    }

    @Test("VoiceOver moving to a side card centres it and tells nothing more: it read the card as it focused it")
    func focusIsNotRepeated() {
        var c = controller()
        let start = c.outputs.count
        let input = c.driver.accessibilityFocusScroll(toItem: 3)!
        c.call(at: 1) { $0.handle(input, from: .focus, at: 1, into: &$1) }
        c.frames(from: 1, to: 2)
        #expect(c.driver.engine.currentItemIndex == 3)
        // The app still hears the engine's announcement event; VoiceOver is told nothing.
        #expect(c.outputs[start...].flatMap(\.events).contains(.announcement(index: 3)))
        #expect(notices(c, from: start).isEmpty)
        // The next move is someone else's: spoken.
        c.feed(.scroll(.toItem(5, duration: 0)), at: 3)
        #expect(notices(c, from: start) == [.speakPosition(item: 5)])
    }

    @Test("a scroll across five cards changes the current item five times and is told once, at rest")
    func oneNoticePerRest() {
        var c = controller()
        let start = c.outputs.count
        c.feed(.scroll(.toItem(5, duration: 0.4)), at: 1)
        c.frames(from: 1, to: 2)
        #expect(changes(c, from: start) == [1, 2, 3, 4, 5])
        #expect(notices(c, from: start) == [.speakPosition(item: 5)])
    }

    @Test("an increment overtaken by the app's scroll before it rests is spoken as the app's move")
    func overtakenAdjustment() {
        var c = controller()
        let start = c.outputs.count
        let input = c.driver.accessibilityAdjustment(byItems: 1)
        c.call(at: 1) { $0.handle(input, from: .adjusted, at: 1, into: &$1) }
        c.feed(.scroll(.toItem(4, duration: 0.4)), at: 1.1)
        c.frames(from: 1.1, to: 2.5)
        #expect(notices(c, from: start) == [.speakPosition(item: 4)])
    }

    @Test("a second increment while the first still moves steps from the card the first heads for")
    func quickIncrements() {
        var c = controller()
        let first = c.driver.accessibilityAdjustment(byItems: 1)
        c.call(at: 1) { $0.handle(first, from: .adjusted, at: 1, into: &$1) }
        c.frames(from: 1, to: 1.1)
        let second = c.driver.accessibilityAdjustment(byItems: 1)
        c.call(at: 1.1) { $0.handle(second, from: .adjusted, at: 1.1, into: &$1) }
        c.frames(from: 1.1, to: 2)
        #expect(c.driver.engine.currentItemIndex == 2)
        #expect(c.driver.engine.isAtRest)
    }

    @Test("a refused VoiceOver input leaves the next rest to whoever moves the carousel")
    func refusedInput() {
        var c = controller()
        c.facts.hearsScrollCallbacks = false
        let input = c.driver.accessibilityAdjustment(byItems: 1)
        let out = c.call(at: 1) { $0.handle(input, from: .adjusted, at: 1, into: &$1) }
        #expect(out.isAccepted == false)
        #expect(c.driver.voiceOverMove == .other)
    }

    @Test("with Reduce Motion an increment jumps, and is told once when the carousel rests")
    func adjustmentWithReduceMotion() {
        var c = controller(reduceMotion: true)
        let start = c.outputs.count
        let back = c.driver.accessibilityAdjustment(byItems: -1)
        #expect(request(back) == .byItems(-1, duration: 0))
        // Linear without wrap: item 0 has no previous item, so the move goes nowhere and is not told.
        c.call(at: 1) { $0.handle(back, from: .adjusted, at: 1, into: &$1) }
        c.frames(from: 1, to: 1.5)
        #expect(notices(c, from: start).isEmpty)
        let twoOn = c.driver.accessibilityAdjustment(byItems: 2)
        c.call(at: 2) { $0.handle(twoOn, from: .adjusted, at: 2, into: &$1) }
        #expect(c.driver.engine.scrollOffset == 2, "with Reduce Motion the carousel jumps")
        c.frames(from: 2, to: 2.5)
        #expect(notices(c, from: start) == [.valueChanged(item: 2)])
    }

    // MARK: Elements

    @Test("the current card's content follows its card element; no other card's does")
    func entries() {
        var c = controller()
        c.feed(.scroll(.toItem(3, duration: 0)), at: 1)
        // Linear, 800 pt wide, 200 pt items at 3: items 0…6 can be seen, in reading order.
        let items = c.driver.accessibilityItems ?? []
        #expect(items.contains(3))
        let expected = items.flatMap {
            $0 == 3 ? [AccessibilityEntry.card(item: 3), .content(item: 3)] : [.card(item: $0)]
        }
        #expect(c.driver.accessibilityEntries(currentCardIsElement: false) == expected)
        #expect(c.driver.accessibilityEntries(currentCardIsElement: true) == items.map { .card(item: $0) })
        #expect(c.driver.accessibilityContentItem == 3)
    }

    @Test("no entries while VoiceOver is off; no content item without items")
    func entriesOff() {
        #expect(controller(voiceOver: false).driver.accessibilityEntries(currentCardIsElement: false) == nil)
        #expect(controller(voiceOver: false).driver.accessibilityContentItem == 0)
        var empty = DriverHarness(Fixtures.model(.linear, items: 0))
        empty.call(at: 0)
        #expect(empty.driver.accessibilityContentItem == nil)
    }
}
