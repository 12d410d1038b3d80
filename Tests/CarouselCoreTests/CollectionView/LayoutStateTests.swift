@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("LayoutState")
struct LayoutStateTests {
    typealias F = Fixtures

    /// Runs a pass at a content offset (and optionally a new size, counts or insets).
    func pass(
        _ state: inout LayoutState, x: Double, y: Double = 0, size: Size2D = F.portrait,
        counts: [Int]? = nil, insets: EdgeInsets2D = .zero, invalidation: LayoutInvalidation = [],
        configuration: CarouselConfiguration? = nil
    ) {
        state.prepare(
            viewport: F.viewport(x: x, y: y, size: size, insets: insets),
            sectionCounts: counts ?? state.sections.counts,
            configuration: configuration ?? state.configuration, invalidation: invalidation)
    }

    // MARK: Scrolling

    @Test("the first pass shows item 0; scrolling 400 points shows item 2")
    func scrolling() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        #expect(state.rawScrollOffset == 0)
        #expect(state.contentSize == Size2D(width: 2520, height: 480))
        #expect(state.pass.placements.map(\.index) == [0, 1, 2, 3])
        pass(&state, x: 400)
        #expect(state.rawScrollOffset == 2)
        #expect(state.pass.currentItemIndex == 2)
        #expect(state.placement(forItem: 2).center == Point2D(x: 560, y: 240))  // 400 + 160
        #expect(state.placement(forItem: 2).offset == 0)
    }

    @Test("past the ends the items go at most bounceDistance items further, as in iCarousel")
    func bounce() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: -500)  // UIScrollView rubber-bands 2.5 items past the start
        #expect(state.rawScrollOffset == -2.5)
        #expect(state.pass.scrollOffset == -1)  // bounceDistance 1
        var stiff = F.state(.linear, items: 12, bounds: F.portrait, scrollSettings: ScrollSettings(bounces: false))
        pass(&stiff, x: -500)
        #expect(stiff.pass.scrollOffset == 0)
    }

    // MARK: Keeping the current item

    @Test("a rotation keeps the current item")
    func rotation() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 400)
        pass(&state, x: 400, size: Size2D(width: 480, height: 320))
        #expect(state.rawScrollOffset == 2)
        #expect(state.placement(forItem: 2).center == Point2D(x: 640, y: 160))  // 400 + 240, 160
    }

    @Test("new insets keep the current item; recentring then moves the content offset")
    func insetChange() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 400)
        pass(&state, x: 400, insets: EdgeInsets2D(left: 20))  // position 420 now, still item 2
        #expect(state.rawScrollOffset == 2)
        #expect(approx(state.anchor, -0.1))  // 2 − 420 / 200
        #expect(state.needsRecentring(currentContentOffset: Point2D(x: 400, y: 0)))
        let target = state.recentre(currentContentOffset: Point2D(x: 400, y: 0))
        #expect(target == Point2D(x: 380, y: 0))  // position 400 − left inset
        pass(&state, x: 380, insets: EdgeInsets2D(left: 20))
        #expect(state.rawScrollOffset == 2 && state.anchor == 0)
        #expect(!state.needsRecentring(currentContentOffset: Point2D(x: 380, y: 0)))
    }

    @Test("a configuration change keeps the current item even when points per item change")
    func configurationChange() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 400)
        var config = state.configuration
        config.type = .coverFlow  // offsetMultiplier 2: 100 points per item
        pass(&state, x: 400, invalidation: .rebuild, configuration: config)
        #expect(state.mapping.pointsPerItem == 100)
        #expect(state.rawScrollOffset == 2)
        #expect(state.recentre(currentContentOffset: Point2D(x: 400, y: 0)) == Point2D(x: 200, y: 0))
    }

    @Test("a configuration change during a scroll keeps the scroll that came with it")
    func rebuildWhileScrolling() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 400)
        var config = state.configuration
        config.perspective = -1.0 / 800
        pass(&state, x: 500, invalidation: .rebuild, configuration: config)  // moved 100 points too
        #expect(state.rawScrollOffset == 2.5)
        #expect(state.anchor == 0)
    }

    @Test("counts that change without an invalidation are still noticed; equal counts rebuild nothing")
    func unannouncedCounts() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 400)
        let same = state.prepare(
            viewport: F.viewport(x: 440, size: F.portrait), sectionCounts: [12],
            configuration: state.configuration, invalidation: [])
        #expect(same == .reposition)
        let fewer = state.prepare(
            viewport: F.viewport(x: 440, size: F.portrait), sectionCounts: [5],
            configuration: state.configuration, invalidation: [])
        #expect(fewer.contains(.recount))
        #expect(state.model.numberOfItems == 5 && state.sections.counts == [5])
        // Negative counts are stored as 0: passing them again is no change of counts.
        _ = state.prepare(
            viewport: F.viewport(x: 0, size: F.portrait), sectionCounts: [5, -3],
            configuration: state.configuration, invalidation: [])
        #expect(state.sections.counts == [5, 0])
        let again = state.prepare(
            viewport: F.viewport(x: 0, size: F.portrait), sectionCounts: [5, -3],
            configuration: state.configuration, invalidation: [])
        #expect(!again.contains(.recount))
    }

    @Test("placements(in:) is the pass's rect query in attribute values (seeded rects and offsets)")
    func placementsInRect() {
        var rng = SeededGenerator(seed: 11)
        var answered = 0
        for type in [CarouselType.linear, .coverFlow, .rotary, .wheel] {
            var state = F.state(type, items: 40, bounds: F.portrait)
            for _ in 0..<20 {
                let x = Double.random(in: 0...3000, using: &rng)
                pass(&state, x: x)
                // Around the viewport, as UIKit asks, sometimes missing every item.
                let rect = Rect2D(
                    x: x + Double.random(in: -600...600, using: &rng), y: Double.random(in: -200...400, using: &rng),
                    width: Double.random(in: 0...900, using: &rng), height: Double.random(in: 0...600, using: &rng))
                let expected = state.pass.placements(in: rect).map { state.pass.output($0) }
                #expect(state.placements(in: rect) == expected, "\(type)")
                if !expected.isEmpty { answered += 1 }
            }
        }
        #expect(answered > 40)  // most queries find items, so the comparison means something
    }

    @Test("a reload with fewer items clamps the scroll offset to them")
    func reloadFewer() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 1600)  // item 8
        pass(&state, x: 1600, counts: [5], invalidation: .all)
        #expect(state.rawScrollOffset == 4)
        #expect(state.pass.currentItemIndex == 4)
        // The content (now 800 points of scrolling) ends before x 1600. If UIKit clamps the
        // content offset to the new end, the carousel still shows item 4, at anchor 0.
        pass(&state, x: 800, counts: [5])
        #expect(state.rawScrollOffset == 4 && state.anchor == 0)
    }

    // MARK: Batch updates

    @Test("deleting an item before the current one keeps the current item in the middle")
    func batchDelete() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 1000)  // item 5
        pass(&state, x: 1000, counts: [11], invalidation: .all)
        state.applyUpdates([.delete(2..<3)])
        #expect(state.rawScrollOffset == 4)  // old item 5 is new 4
        #expect(state.placement(forItem: 4).center == Point2D(x: 1160, y: 240))
        #expect(state.placement(forItem: 4).offset == 0)
        #expect(state.finalPlacement(forDisappearingItem: 2).alpha == 0)
        #expect(state.initialPlacement(forAppearingItem: 1).offset == -4)
        state.finalizeUpdates()
        #expect(state.transition == nil)
        // Idle housekeeping moves the content offset to item 4's place at anchor 0.
        let target = state.recentre(currentContentOffset: Point2D(x: 1000, y: 0))
        #expect(target == Point2D(x: 800, y: 0))
    }

    @Test("UIKit's section-level update items are resolved against the old and new sections")
    func batchSections() {
        var state = F.state(.linear, items: 4, bounds: F.portrait)
        pass(&state, x: 400)  // item 2
        pass(&state, x: 400, counts: [3, 4], invalidation: .all)
        state.applyUpdates([CollectionUpdate(action: .insert, before: nil, after: .init(section: 0, item: nil))])
        #expect(state.rawScrollOffset == 5)  // 3 items inserted before it
        #expect(state.globalIndexBeforeUpdate(section: 0, item: 2) == 2)
        #expect(state.globalIndexAfterUpdate(section: 1, item: 2) == 5)
        state.finalizeUpdates()
        #expect(state.sectionsBeforeUpdate == nil)
    }

    @Test("insert into an empty carousel, then delete the last item")
    func emptyAndBack() {
        var state = F.state(.linear, items: 0, bounds: F.portrait)
        #expect(state.pass.placements.isEmpty && state.contentSize == F.portrait)
        pass(&state, x: 0, counts: [3], invalidation: .all)
        state.applyUpdates([.insert(0..<3)])
        #expect(state.rawScrollOffset == 0 && state.pass.placements.map(\.index) == [0, 1, 2])
        #expect(state.initialPlacement(forAppearingItem: 0).alpha == 0)
        state.finalizeUpdates()
        pass(&state, x: 0, counts: [0], invalidation: .all)
        state.applyUpdates([.delete(0..<3)])
        #expect(state.rawScrollOffset == 0 && state.pass.placements.isEmpty)
        #expect(state.finalPlacement(forDisappearingItem: 1).alpha == 0)
        #expect(F.isSane(state.finalPlacement(forDisappearingItem: 1)))
    }

    @Test("UIKit's target content offset: stays when proposed to stay, else a pending target adopted on arrival")
    func targetContentOffset() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 1000)
        pass(&state, x: 1000, counts: [11], invalidation: .all)
        state.applyUpdates([.delete(2..<3)])  // shows 4 at position 1000, anchor −1
        #expect(state.targetContentOffset(forProposedContentOffset: Point2D(x: 1000, y: 0)) == Point2D(x: 1000, y: 0))
        // UIKit proposes a clamped offset: the answer shows the same item at anchor 0.
        let target = state.targetContentOffset(forProposedContentOffset: Point2D(x: 900, y: 0))
        #expect(target == Point2D(x: 800, y: 0))
        #expect(state.rawScrollOffset(forContentOffset: Point2D(x: 800.4, y: 0)) == 4.002)  // arrived (within 1 pt)
        #expect(state.rawScrollOffset(forContentOffset: Point2D(x: 1000, y: 0)) == 4)  // not yet moved
        pass(&state, x: 800)
        #expect(state.anchor == 0 && state.rawScrollOffset == 4)
    }

    @Test(
        "a rebuild between a handed-out offset and the rectangle query keeps the hand-out",
        arguments: [false, true])
    func handOutCarriedAcrossRebuild(wraps: Bool) {
        var state = F.state(.linear, items: 12, CarouselOptions(wrap: wraps), bounds: F.portrait)
        // Item 5; not wrapping, new insets leave the anchor off the items (5 − 1020 / 200 = −0.1).
        let insets = wraps ? EdgeInsets2D.zero : EdgeInsets2D(left: 20)
        pass(&state, x: 1000)
        pass(&state, x: 1000, insets: insets)
        #expect(state.rawScrollOffset == 5)
        // UIKit proposes to move (a clamp after an update): the answer shows item 5 elsewhere (the
        // items' own position when not wrapping, the strip's middle when wrapping).
        let target = state.targetContentOffset(forProposedContentOffset: .zero)
        #expect(target.x == (wraps ? 100_000 : 980))
        // A rebuild pass at the old offset comes first: Cover Flow, 100 pt per item.
        var config = state.configuration
        config.type = .coverFlow
        pass(&state, x: 1000, insets: insets, invalidation: .rebuild, configuration: config)
        #expect(state.mapping.pointsPerItem == 100)
        #expect(state.rawScrollOffset == 5)
        let rect = Rect2D(origin: target, size: F.portrait)
        let early = state.placements(in: rect)
        // Then the scroll view goes where it was told: item 5, as the early answer said.
        pass(&state, x: target.x, insets: insets)
        #expect(approx(state.rawScrollOffset, 5))
        #expect(early == state.placements(in: rect))
        #expect(early.contains { $0.index == 5 && abs($0.offset) < 1e-9 })
    }

    @Test("a pending target is dropped when the scroll view goes elsewhere")
    func pendingDropped() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 1000)  // item 5
        pass(&state, x: 1000, insets: EdgeInsets2D(left: 20))  // still 5: anchor 5 − 1020 / 200 = −0.1
        #expect(state.targetContentOffset(forProposedContentOffset: Point2D(x: 0, y: 0)) == Point2D(x: 980, y: 0))
        pass(&state, x: 1300, insets: EdgeInsets2D(left: 20))  // the user scrolled away instead
        #expect(approx(state.anchor, -0.1))
        #expect(approx(state.rawScrollOffset, 6.5))  // −0.1 + 1320 / 200
    }

    // MARK: Wrapping

    @Test("wrapping: the first pass shows item 0 at the start of the strip, and recentring keeps it")
    func wrapRecentre() {
        var state = F.state(.rotary, items: 5, bounds: F.portrait)
        #expect(state.contentSize.width == 200_320)
        #expect(state.rawScrollOffset == 0)
        let target = state.recentre(currentContentOffset: .zero)
        #expect(target == Point2D(x: 100_000, y: 0))
        pass(&state, x: 100_000)
        #expect(state.rawScrollOffset == 0)
        #expect(state.pass.currentItemIndex == 0)
        // Scrolling 7 items on (1400 points) shows item 7 mod 5 = 2.
        pass(&state, x: 101_400)
        #expect(state.pass.currentItemIndex == 2)
    }

    @Test("moving to a scroll offset: anchor 0 when not wrapping, the middle band when wrapping")
    func move() {
        var linear = F.state(.linear, items: 12, bounds: F.portrait)
        #expect(linear.move(toScrollOffset: 3.5, currentContentOffset: .zero) == Point2D(x: 700, y: 0))
        // Limited to the bounce range, 11 + bounceDistance 1: iCarousel's overshoot stays visible.
        #expect(linear.move(toScrollOffset: 40, currentContentOffset: .zero) == Point2D(x: 2400, y: 0))
        #expect(linear.move(toScrollOffset: -0.5, currentContentOffset: .zero) == Point2D(x: -100, y: 0))
        var wrap = F.state(.rotary, items: 5, bounds: F.portrait)
        let far = wrap.move(toScrollOffset: 2, currentContentOffset: .zero)  // from the strip's start
        #expect(far == Point2D(x: 100_000, y: 0))
        pass(&wrap, x: far.x)
        #expect(wrap.rawScrollOffset == 2)
        let near = wrap.move(toScrollOffset: 3.25, currentContentOffset: far)  // stays in the band
        #expect(near == Point2D(x: 100_250, y: 0))
    }

    // MARK: Right to left

    /// A right-to-left state whose first pass is at content offset `x` (showing item 0).
    func rightToLeftState(_ type: CarouselType = .linear, items: Int = 12, x: Double) -> LayoutState {
        var config = F.configuration(type, items: items, bounds: F.portrait)
        config.layoutDirection = .rightToLeft
        var state = LayoutState(configuration: config)
        state.prepare(
            viewport: F.viewport(x: x, size: F.portrait), sectionCounts: [items], configuration: config,
            invalidation: [])
        return state
    }

    @Test("right to left, 12 items: item 0 at the content's right end; 200 pt leftward shows item 1")
    func rightToLeft() {
        var state = rightToLeftState(x: 2200)  // the largest content offset
        #expect(state.rawScrollOffset == 0 && state.anchor == 0)
        #expect(state.contentSize == Size2D(width: 2520, height: 480))
        #expect(state.pass.origin == Point2D(x: 2200, y: 0))  // physical
        #expect(state.placement(forItem: 0).center == Point2D(x: 2360, y: 240))  // 2200 + 160
        #expect(state.placement(forItem: 1).transform.m41 == -200)  // left of item 0
        #expect(!state.needsRecentring(currentContentOffset: Point2D(x: 2200, y: 0)))
        pass(&state, x: 2000)
        #expect(state.rawScrollOffset == 1)
        #expect(state.pass.currentItemIndex == 1)
        #expect(state.placement(forItem: 1).center == Point2D(x: 2160, y: 240))  // 2000 + 160
        #expect(state.placement(forItem: 1).transform.m41 == 0)
        #expect(state.placement(forItem: 0).transform.m41 == 200)  // now right of the centre
        // Past the right end UIScrollView rubber-bands: at most bounceDistance (1) item before item 0.
        pass(&state, x: 2700)
        #expect(state.rawScrollOffset == -2.5 && state.pass.scrollOffset == -1)
    }

    @Test("right to left: a first pass at content offset 0 shows item 0; recentring moves to the right end")
    func rightToLeftStart() {
        var state = rightToLeftState(x: 0)
        #expect(state.rawScrollOffset == 0)
        #expect(state.anchor == -11)  // position 2200 shows item 0
        #expect(state.needsRecentring(currentContentOffset: .zero))
        #expect(state.recentre(currentContentOffset: .zero) == Point2D(x: 2200, y: 0))
        pass(&state, x: 2200)
        #expect(state.rawScrollOffset == 0 && state.anchor == 0)
    }

    @Test("right to left: moving to a scroll offset gives content offsets from the right end")
    func rightToLeftMove() {
        var state = rightToLeftState(x: 2200)
        #expect(state.move(toScrollOffset: 3.5, currentContentOffset: Point2D(x: 2200, y: 0)) == Point2D(x: 1500, y: 0))
        #expect(
            state.move(toScrollOffset: -0.5, currentContentOffset: Point2D(x: 1500, y: 0)) == Point2D(x: 2300, y: 0))
        var wrap = rightToLeftState(.rotary, items: 5, x: 0)
        let far = wrap.move(toScrollOffset: 2, currentContentOffset: .zero)
        #expect(far == Point2D(x: 100_000, y: 0))  // the middle of the strip
        pass(&wrap, x: far.x)
        #expect(wrap.rawScrollOffset == 2)
        pass(&wrap, x: far.x - 1400)  // 7 items on, leftward
        #expect(wrap.pass.currentItemIndex == 4)  // 9 mod 5
    }

    @Test("switching to right to left keeps the current item; recentring then mirrors the content offset")
    func directionChange() {
        var state = F.state(.linear, items: 12, bounds: F.portrait)
        pass(&state, x: 400)  // item 2
        var config = state.configuration
        config.layoutDirection = .rightToLeft
        pass(&state, x: 400, invalidation: .rebuild, configuration: config)
        #expect(state.rawScrollOffset == 2)
        #expect(state.model.isMirrored && state.mapping.isMirrored)
        #expect(state.recentre(currentContentOffset: Point2D(x: 400, y: 0)) == Point2D(x: 1800, y: 0))
    }

    @Test("right to left: hit testing takes physical content points")
    func rightToLeftHitTesting() {
        let state = rightToLeftState(x: 2200)
        // Item 0 spans 2260…2460; item 1 is drawn 200 pt left of it, 2060…2260; nothing to the right.
        #expect(state.topmostItem(atContentPoint: Point2D(x: 2360, y: 240))?.index == 0)
        #expect(state.topmostItem(atContentPoint: Point2D(x: 2210, y: 240))?.index == 1)
        #expect(state.topmostItem(atContentPoint: Point2D(x: 2480, y: 240)) == nil)
        // Left to right the same items are the mirror image: item 1 at 260…460.
        let ltr = F.state(.linear, items: 12, bounds: F.portrait)
        #expect(ltr.topmostItem(atContentPoint: Point2D(x: 430, y: 240))?.index == 1)
    }

    @Test("right to left: the item hit at a point is the one hit left to right at its mirror image (seeded)")
    func rightToLeftHitTestingMirrors() {
        var rng = SeededGenerator(seed: 23)
        var hits = 0
        for type in [CarouselType.coverFlow, .rotary, .cylinder, .wheel, .timeMachine, .shelf] {
            var ltr = F.state(type, items: 12, bounds: F.portrait)
            var rtl = rightToLeftState(type, items: 12, x: 0)
            for _ in 0..<10 {
                let s = Double.random(in: 0...6, using: &rng)
                let ltrOffset = ltr.move(toScrollOffset: s, currentContentOffset: .zero)
                pass(&ltr, x: ltrOffset.x)
                let rtlOffset = rtl.move(toScrollOffset: s, currentContentOffset: .zero)
                pass(&rtl, x: rtlOffset.x)
                #expect(approx(ltr.rawScrollOffset, rtl.rawScrollOffset, 1e-9))
                for _ in 0..<20 {
                    let u = Double.random(in: 0...320, using: &rng)
                    let v = Double.random(in: 0...480, using: &rng)
                    let a = ltr.topmostItem(atContentPoint: Point2D(x: ltrOffset.x + u, y: v))
                    let b = rtl.topmostItem(atContentPoint: Point2D(x: rtlOffset.x + 320 - u, y: v))
                    #expect(a?.index == b?.index, "\(type) at \(s), (\(u), \(v))")
                    if a != nil { hits += 1 }
                }
            }
        }
        #expect(hits > 200)
    }

    // MARK: Robustness

    @Test("bad input never produces NaN (seeded)")
    func robustness() {
        var rng = SeededGenerator(seed: 13)
        let odd: [Double] = [.nan, .infinity, -.infinity, 0, -1, 1e12, -1e12, 3.5]
        for _ in 0..<200 {
            let type = CarouselType.iCarouselTypes.randomElement(using: &rng)!
            var state = F.state(type, items: Int.random(in: 0...3, using: &rng), bounds: F.portrait)
            for _ in 0..<6 {
                let size = Size2D(width: odd.randomElement(using: &rng)!, height: odd.randomElement(using: &rng)!)
                let counts = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: -2...4, using: &rng) }
                pass(
                    &state, x: odd.randomElement(using: &rng)!, y: odd.randomElement(using: &rng)!, size: size,
                    counts: counts, insets: EdgeInsets2D(left: odd.randomElement(using: &rng)!), invalidation: .all)
                if Bool.random(using: &rng) { state.applyUpdates([.insert(0..<1), .delete(0..<1)]) }
                #expect(state.rawScrollOffset.isFinite && state.anchor.isFinite)
                #expect(state.contentSize.width.isFinite && state.contentSize.height.isFinite)
                for p in state.placements(in: Rect2D(x: -1e6, y: -1e6, width: 2e6, height: 2e6)) {
                    #expect(F.isSane(p))
                }
                for i in -1...4 {
                    #expect(F.isSane(state.placement(forItem: i)))
                    #expect(F.isSane(state.initialPlacement(forAppearingItem: i)))
                    #expect(F.isSane(state.finalPlacement(forDisappearingItem: i)))
                }
                let t = state.targetContentOffset(
                    forProposedContentOffset: Point2D(x: odd.randomElement(using: &rng)!, y: 0))
                #expect(t.x.isFinite && t.y.isFinite)
                state.finalizeUpdates()
            }
        }
    }

    // MARK: A scene

    @Test("a batch update's animation, one line per item")
    func scene() {
        var state = F.state(.linear, items: 6, bounds: F.portrait)
        pass(&state, x: 400)  // item 2 in the middle
        pass(&state, x: 400, counts: [6], invalidation: .all)
        state.applyUpdates([.delete(0..<1), .insert(3..<4)])  // delete item 0, insert a new item after the old 3
        func line(_ p: ItemPlacement) -> String {
            "\(p.index) offset \(p.offset) alpha \(p.alpha) x \(p.transform.m41) scale \(p.transform.m11)"
        }
        let starts = (0..<6).map { line(state.initialPlacement(forAppearingItem: $0)) }
        // Old item 2 is new 1, so the carousel shows 1: old 1 slides −1 → −1 (it is new 0 at −1),
        // old 3 stays at +1 (new 2), the insertion grows in at +2, old 4 moves from +2 to +3.
        #expect(
            starts == [
                "0 offset -1.0 alpha 1.0 x -200.0 scale 1.0",
                "1 offset 0.0 alpha 1.0 x 0.0 scale 1.0",
                "2 offset 1.0 alpha 1.0 x 200.0 scale 1.0",
                "3 offset 2.0 alpha 0.0 x 400.0 scale 0.01",
                "4 offset 2.0 alpha 0.0 x 400.0 scale 1.0",
                "5 offset 3.0 alpha 0.0 x 600.0 scale 1.0",
            ])
        let ends = (0..<6).map { line(state.finalPlacement(forDisappearingItem: $0)) }
        #expect(
            ends == [
                "0 offset -2.0 alpha 0.0 x -400.0 scale 0.01",
                "1 offset -1.0 alpha 1.0 x -200.0 scale 1.0",
                "2 offset 0.0 alpha 1.0 x 0.0 scale 1.0",
                "3 offset 1.0 alpha 1.0 x 200.0 scale 1.0",
                "4 offset 3.0 alpha 0.0 x 600.0 scale 1.0",
                "5 offset 4.0 alpha 0.0 x 800.0 scale 1.0",
            ])
    }

    // MARK: Cover Flow 2's toggle

    @Test("a toggle change re-places the window without rebuilding the model or the mapping")
    func toggleRepositions() {
        var state = F.state(.coverFlow2, items: 12, x: 370)  // 100 pt per item: scroll offset 3.7
        let invalidation = state.setToggle(0.3)
        #expect(invalidation == .reposition)
        #expect(!invalidation.contains(.rebuild) && !invalidation.contains(.recount))
        let done = state.prepare(
            viewport: F.viewport(x: 370), sectionCounts: [12],
            configuration: state.configuration, invalidation: invalidation)
        #expect(!done.contains(.rebuild))
        #expect(ModelChange.forPass(done, countChanged: false, sizeChanged: false) == nil)
        #expect(state.toggle == 0.3 && state.pass.toggle == 0.3)
        // iCarousel's numbers for Cover Flow 2 at toggle 0.3, scroll offset 3.7 (the reference
        // case "coverFlow2 h n12 toggle=0.3 s=3.7").
        let item4 = state.placement(forItem: 4).transform
        #expect(approx(item4.m11, 0.9114032766354) && approx(item4.m13, -0.4115143586051))
        #expect(approx(item4.m14, 0.0008230287172102) && approx(item4.m41, -12) && approx(item4.m43, -30))
        let item5 = state.placement(forItem: 5).transform
        #expect(approx(item5.m11, 0.5490228179981) && approx(item5.m13, 0.8358073613683))
        #expect(approx(item5.m41, 128) && approx(item5.m43, -70))
        let item3 = state.placement(forItem: 3).transform
        #expect(approx(item3.m13, -0.9876883405951) && approx(item3.m41, -125) && approx(item3.m43, -100))
        // The same toggle again asks for nothing; nor does any toggle for a type that ignores it.
        #expect(state.setToggle(0.3).isEmpty)
        var linear = F.state(.linear)
        #expect(linear.setToggle(0.5).isEmpty)
    }

    @Test("the toggle is kept across a rebuild, clamped to [−1, 1]")
    func toggleSurvivesRebuild() {
        var state = F.state(.coverFlow2, items: 12, x: 370)
        #expect(state.setToggle(7) == .reposition)
        #expect(state.toggle == 1)
        pass(&state, x: 370, size: Size2D(width: 480, height: 320))  // a rotation rebuilds
        #expect(state.pass.toggle == 1)
        let model = state.model
        #expect(state.pass.placements == model.placements(at: state.pass.scrollOffset, toggle: 1))
        #expect(state.setToggle(.nan) == .reposition && state.toggle == 0)
    }

    /// A declarative carousel keys its cells by identity: a wrapping carousel must never lay one
    /// item out twice, however few items it has (looping pagers duplicate data below 5 items).
    @Test(
        "wrapping with 1 to 6 items lays every item out at most once, at every scroll position",
        arguments: [
            CarouselType.linear, .rotary, .coverFlow, .cylinder, .wheel, .timeMachine,
        ])
    func wrapNeverRepeatsAnItem(type: CarouselType) {
        for count in 1...6 {
            let start = Fixtures.state(type, items: count, CarouselOptions(wrap: true))
            let step = start.contentSize.width / 97
            for k in 0..<97 {
                var state = start
                let config = state.configuration
                state.prepare(
                    viewport: Fixtures.viewport(x: Double(k) * step), sectionCounts: [count], configuration: config,
                    invalidation: [])
                let indexes = state.placements(in: Rect2D(origin: .zero, size: state.contentSize)).map(\.index)
                #expect(Set(indexes).count == indexes.count, "\(type) × \(count) at \(k): \(indexes)")
                #expect(indexes.allSatisfy { (0..<count).contains($0) })
                #expect(!indexes.isEmpty)
            }
        }
    }
}
