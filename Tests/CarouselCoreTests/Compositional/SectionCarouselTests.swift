@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("SectionCarousel")
struct SectionCarouselTests {
    /// A 320 × 200 container (an iPhone row), 200 × 200 items.
    static let container = Size2D(width: 320, height: 200)

    func section(
        _ type: CarouselType, _ options: CarouselOptions = CarouselOptions(), slotWidth: Double? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> SectionCarousel {
        SectionCarousel(
            type: type, options: options, itemSize: Fixtures.itemSize, slotWidth: slotWidth,
            containerSize: Self.container, layoutDirection: layoutDirection)
    }

    func placements(_ s: SectionCarousel, at position: Double, reported: ClosedRange<Int> = 0...1000)
        -> [SectionPlacement]
    {
        var buffer: [SectionPlacement] = []
        s.placements(atScrollPosition: position, reported: reported, into: &buffer)
        return buffer
    }

    // MARK: Examples

    @Test(
        "default slots: the spacing of neighbouring items away from the centre",
        arguments: [
            (CarouselType.linear, 200.0),  // 200 × spacing 1
            (.coverFlow, 50),  // 200 × 0.25
            (.coverFlow2, 50),
            (.timeMachine, 60),  // 200 × tilt 0.3
            (.invertedTimeMachine, 60),
            (.custom, 200),  // the item width
        ])
    func defaultSlots(type: CarouselType, slot: Double) {
        let s = section(type)
        #expect(s.slotWidth == slot)
        #expect(s.sectionInset == (320 - slot) / 2)
    }

    @Test("a slot the app gives is kept; zero, negative and NaN take the default; tiny ones widen to 1 pt")
    func givenSlots() {
        #expect(section(.coverFlow, slotWidth: 84).slotWidth == 84)
        #expect(section(.coverFlow, slotWidth: 0).slotWidth == 50)
        #expect(section(.coverFlow, slotWidth: -3).slotWidth == 50)
        #expect(section(.coverFlow, slotWidth: .nan).slotWidth == 50)
        #expect(section(.coverFlow, slotWidth: 0.01).slotWidth == 1)
        // A zero spacing has no far-item distance: the item width instead.
        var options = CarouselOptions()
        options.spacing = 0
        #expect(section(.linear, options).slotWidth == 200)
        // A slot wider than the container: the inset is 0, never negative.
        #expect(section(.linear, slotWidth: 500).sectionInset == 0)
    }

    @Test("scroll position to scroll offset and current item")
    func scrollOffsets() {
        let s = section(.coverFlow)
        #expect(s.scrollOffset(atScrollPosition: 75) == 1.5)
        #expect(s.currentItem(atScrollPosition: 75) == 2)  // halves round away from zero
        #expect(s.currentItem(atScrollPosition: 74) == 1)
        #expect(s.currentItem(atScrollPosition: -40) == 0)  // bouncing past the start
        #expect(s.scrollOffset(atScrollPosition: .nan) == 0)
        #expect(s.scrollOffset(atScrollPosition: .infinity) == 0)
    }

    @Test("Cover Flow at 1.5 items: hand-derived transforms, centre shifts and a symmetric z-order")
    func coverFlowExample() throws {
        let s = section(.coverFlow)
        // 9 slots (ceil(320 / 50) + 2); 4 either side of the current item 2: items 0…6.
        #expect(s.window(atScrollPosition: 75) == 0...6)
        let p = placements(s, at: 75)
        #expect(p.map(\.index) == Array(0...6))
        // Item 1, offset −0.5: along (−0.5 × 0.45 − 0.5 × 0.25) × 200 = −70, depth −0.5 × 100 = −50;
        // m44 = 1 + 50 / 500. Its slot is 25 pt left of the focus, so it moves 25 pt right.
        #expect(p[1].offset == -0.5)
        #expect(approx(p[1].transform.m41, -70) && approx(p[1].transform.m43, -50) && approx(p[1].transform.m44, 1.1))
        #expect(approx(p[1].centerShift.x, 25) && p[1].centerShift.y == 0)
        // Item 3, offset 1.5: along (0.45 + 0.375) × 200 = 165, depth −100; slot 75 pt right.
        #expect(approx(p[3].transform.m41, 165) && approx(p[3].transform.m43, -100))
        #expect(approx(p[3].centerShift.x, -75))
        // Depths −50 (items 1, 2) above −100 (the rest), then nearer the focus above.
        #expect(p.map(\.zIndex) == [3, 4, 4, 3, 2, 1, 0])
        #expect(p.allSatisfy { $0.alpha == 1 && !$0.isHidden })
    }

    @Test("only reported items inside the window are placed, contiguous, ranked among themselves")
    func reportedSubset() {
        let s = section(.coverFlow)
        let p = placements(s, at: 75, reported: 1...3)
        #expect(p.map(\.index) == [1, 2, 3])
        #expect(p.map(\.zIndex) == [1, 1, 0])
        #expect(placements(s, at: 75, reported: 7...9).isEmpty)  // beyond the window
        #expect(placements(s, at: 75, reported: 5...9).map(\.index) == [5, 6])
    }

    @Test("linear with its default slot: every item is drawn exactly over its slot")
    func linearOnSlots() {
        let s = section(.linear)
        // 200 pt slots at position 100: offset 0.5 items; item 0 sits 100 pt left of the focus.
        let p = placements(s, at: 100)
        #expect(p.first?.index == 0)
        #expect(approx(p[0].centerShift.x, 100) && approx(p[0].transform.m41, -100))
        for item in p { #expect(approx(item.centerShift.x + item.transform.m41, 0)) }
    }

    @Test("unsupported types are laid out as linear; wrap is ignored")
    func refusals() {
        for type in CarouselType.allCases {
            let s = section(type)
            #expect(s.requestedType == type)
            #expect(s.model.type == (SectionCarousel.supports(type) ? type : .linear))
        }
        #expect(!SectionCarousel.supports(.rotary) && !SectionCarousel.supports(.conveyorBelt))
        #expect(!SectionCarousel.supports(.shelf) && SectionCarousel.supports(.coverFlow2))
        var options = CarouselOptions()
        options.wrap = true
        #expect(!section(.coverFlow, options).model.isWrapEnabled)
    }

    @Test("right to left: transforms are mirrored, centre shifts are not (UIKit mirrors centres)")
    func rightToLeft() {
        let ltr = placements(section(.coverFlow), at: 75)
        let rtl = placements(section(.coverFlow, layoutDirection: .rightToLeft), at: 75)
        #expect(ltr.count == rtl.count)
        for (a, b) in zip(ltr, rtl) {
            #expect(a.centerShift == b.centerShift && a.zIndex == b.zIndex)
            // S · T · S with S = diag(−1, 1, 1, 1): the fields mixing x with y, z or w change sign.
            var m = a.transform
            (m.m12, m.m13, m.m14, m.m21, m.m31, m.m41) = (-m.m12, -m.m13, -m.m14, -m.m21, -m.m31, -m.m41)
            expectTransform(b.transform, m)
        }
    }

    @Test("Time Machine: items behind the front recede and fade (fadeMax 0)")
    func timeMachine() {
        let s = section(.timeMachine)
        let p = placements(s, at: 120)  // 2 items at 60 pt slots
        let front = p.first { $0.index == 2 }
        let behind = p.first { $0.index == 1 }
        let past = p.first { $0.index == 3 }
        // Item 1, offset −1: 200 × 0.3 = 60 pt left, 200 pt deep (spacing 1); moved 60 pt right of its slot.
        #expect(behind.map { approx($0.transform.m41, -60) && approx($0.transform.m43, -200) } == true)
        #expect(behind.map { approx($0.centerShift.x, 60) } == true)
        #expect(front?.alpha == 1 && past?.alpha == 0)
        // Faded items past the front come nearer (and are drawn above, invisible: UIKit does not hit-test
        // alpha 0); of the items one sees, the front one is on top.
        #expect(past.map { x in front.map { x.zIndex > $0.zIndex } } == true)
        #expect(front.map { f in p.filter { $0.alpha > 0 }.allSatisfy { $0.zIndex <= f.zIndex } } == true)
    }

    // MARK: Invariants

    @Test("back faces: hidden exactly when turned away and back faces are off")
    func backFaces() {
        var options = CarouselOptions()
        options.tilt = 1.5  // Cover Flow's side items turn 135°: their backs face the viewer
        options.showBackfaces = false
        let hidden = placements(section(.coverFlow, options), at: 100)
        #expect(hidden.contains { $0.isHidden })
        for p in hidden { #expect(p.isHidden == (p.transform.m33 <= 0)) }
        options.showBackfaces = true
        #expect(placements(section(.coverFlow, options), at: 100).allSatisfy { !$0.isHidden })
    }

    @Test("seeded: placements are finite, in the window, contiguous, and symmetric types rank mirrored items equally")
    func randomized() {
        var rng = SeededGenerator(seed: 14)
        let types = CarouselType.allCases.filter(SectionCarousel.supports)
        for _ in 0..<400 {
            let type = types.randomElement(using: &rng)!
            var options = CarouselOptions()
            if Bool.random(using: &rng) { options.spacing = Double.random(in: 0.1...1.5, using: &rng) }
            if Bool.random(using: &rng) { options.tilt = Double.random(in: 0...1.6, using: &rng) }
            if Bool.random(using: &rng) { options.showBackfaces = Bool.random(using: &rng) }
            let container = Size2D(
                width: Double.random(in: 0...1400, using: &rng), height: Double.random(in: 0...600, using: &rng))
            let item = Size2D(width: Double.random(in: 1...400, using: &rng), height: 200)
            let slot: Double? = Bool.random(using: &rng) ? Double.random(in: -10...300, using: &rng) : nil
            let s = SectionCarousel(
                type: type, options: options, itemSize: item, slotWidth: slot, containerSize: container)
            #expect(s.slotWidth >= SectionCarousel.minimumSlotWidth && s.sectionInset >= 0)
            // Integer and half-integer scroll offsets past the window's reach of item 0: the window
            // is symmetric about the scroll offset.
            let half = s.model.numberOfVisibleItems / 2
            let offset = Double(half + Int.random(in: 0...40, using: &rng)) + (Bool.random(using: &rng) ? 0.5 : 0)
            let position = offset * s.slotWidth
            var p: [SectionPlacement] = []
            s.placements(atScrollPosition: position, reported: 0...Int.max - 1, into: &p)
            let window = s.window(atScrollPosition: position)
            #expect(p.map(\.index) == Array(window))
            for x in p {
                #expect(x.transform.isFinite && x.centerShift.x.isFinite && x.centerShift.y.isFinite)
                #expect(x.alpha >= 0 && x.alpha <= 1)
                #expect(x.isHidden == (!s.model.showsBackfaces && x.transform.m33 <= 0))
            }
            guard type == .linear || type == .coverFlow else { continue }
            let byIndex = Dictionary(uniqueKeysWithValues: p.map { ($0.index, $0) })
            for x in p {
                // The item mirrored about the scroll offset.
                let mirror = Int((2 * offset).rounded()) - x.index
                if let m = byIndex[mirror] { #expect(m.zIndex == x.zIndex) }
                #expect(x.zIndex <= byIndex[s.currentItem(atScrollPosition: position)]!.zIndex)
            }
        }
    }

    @Test("the pass reuses its buffer: no reallocation once it has grown")
    func reusesBuffer() {
        let s = section(.coverFlow)
        var buffer: [SectionPlacement] = []
        s.placements(atScrollPosition: 300, reported: 0...100, into: &buffer)
        let capacity = buffer.capacity
        let address = buffer.withUnsafeBufferPointer { $0.baseAddress }
        for step in 0..<200 {
            s.placements(atScrollPosition: 300 + Double(step) * 0.7, reported: 0...100, into: &buffer)
        }
        #expect(buffer.capacity == capacity)
        #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == address)
    }

    @Test("windows larger than the stack limit rank by sorting, with the same dense ranks")
    func largeWindows() {
        var options = CarouselOptions()
        options.visibleItems = 201
        let s = section(.linear, options, slotWidth: 1)
        var p: [SectionPlacement] = []
        s.placements(atScrollPosition: 150, reported: 0...1000, into: &p)
        #expect(p.count == 201)  // items 50…250
        // Linear: all at depth 0, so ranks follow the distance: 100 distinct distances below the centre.
        #expect(p.first { $0.index == 150 }?.zIndex == 100)
        #expect(p.first { $0.index == 149 }?.zIndex == p.first { $0.index == 151 }?.zIndex)
        #expect(p.first { $0.index == 50 }?.zIndex == 0)
    }
}
