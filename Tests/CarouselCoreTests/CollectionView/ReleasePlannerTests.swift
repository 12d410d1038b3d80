@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ReleasePlanner")
struct ReleasePlannerTests {
    typealias F = Fixtures

    func decide(
        _ state: LayoutState, at x: Double, velocity: Double = 0, proposed: Double? = nil,
        dragStart: Double? = nil, style: ReleaseStyle, autoscroll: Double = 0
    ) -> ReleaseDecision {
        ReleasePlanner.decision(
            state: state, velocity: Point2D(x: velocity, y: 0),
            proposedContentOffset: Point2D(x: proposed ?? x, y: 0),
            currentContentOffset: Point2D(x: x, y: 0), dragStartScrollOffset: dragStart,
            style: style, autoscrollSpeed: autoscroll)
    }

    @Test("UIScrollView-native: the item nearest UIScrollView's proposal")
    func native() {
        let state = F.state(.linear, items: 12, x: 400, bounds: F.portrait)
        // Proposed x 530 is scroll offset 2.65: item 3, at x 600.
        let d = decide(state, at: 400, velocity: 1, proposed: 530, style: .native(.nearestItem))
        #expect(d.targetContentOffset == Point2D(x: 600, y: 0))
        #expect(d.motion == nil)
    }

    @Test("a slow release between items settles on the nearest (iCarousel: no deceleration, scroll to the boundary)")
    func slowRelease() {
        let state = F.state(.linear, items: 12, x: 460, bounds: F.portrait)  // 2.3 items
        let landing = decide(state, at: 460, style: .iCarouselLanding)
        #expect(landing.targetContentOffset == Point2D(x: 400, y: 0))
        #expect(landing.motion == nil)
        // With the display link, UIScrollView stops where it is and the motion ends on item 2.
        let animated = decide(state, at: 460, style: .iCarousel)
        #expect(animated.targetContentOffset == Point2D(x: 460, y: 0))
        #expect(animated.motion?.restingPosition == 2)
    }

    @Test("a fling: 3 pt/ms is 15 items/s, which decelerates 5 items and stops at item 7")
    func fling() {
        // v = 3000 pt/s × scrollSpeed 1 / itemWidth 200 = 15 items/s; iCarousel's distance
        // v / (60 × (1 − 0.95)) = 5 items; 2 + 5 = 7, already a whole item.
        let state = F.state(.linear, items: 12, x: 400, bounds: F.portrait)
        let d = decide(state, at: 400, velocity: 3, style: .iCarouselLanding)
        #expect(d.targetContentOffset == Point2D(x: 1400, y: 0))
        let m = decide(state, at: 400, velocity: 3, style: .iCarousel).motion
        #expect(m?.restingPosition == 7)
        #expect(m?.velocity(at: 0) == 15)
    }

    @Test("paging: one item per swipe from where the drag began")
    func paging() {
        let state = F.state(
            .linear, items: 12, x: 480, bounds: F.portrait, scrollSettings: ScrollSettings(pagingEnabled: true))  // 2.4
        let d = decide(state, at: 480, velocity: 3, dragStart: 2, style: .iCarouselLanding)
        #expect(d.targetContentOffset == Point2D(x: 600, y: 0))  // ceil(2.4) = 3
    }

    @Test("past an end, UIScrollView's own bounce brings it back to the end item")
    func pastTheEnd() {
        let state = F.state(.linear, items: 12, x: -100, bounds: F.portrait)  // −0.5 items, rubber-banding
        let d = decide(state, at: -100, style: .iCarousel)
        #expect(d.motion == nil)
        #expect(d.targetContentOffset == Point2D(x: 0, y: 0))
    }

    @Test("wrapping: a backward fling goes past item 0 the short way, in continuous offsets")
    func wrapping() {
        var state = F.state(.rotary, items: 5, bounds: F.portrait)
        let middle = state.recentre(currentContentOffset: .zero)!  // x 100 000, anchor −500
        state.prepare(
            viewport: F.viewport(x: middle.x, size: F.portrait), sectionCounts: [5], configuration: state.configuration,
            invalidation: [])
        // −15 items/s decelerates 5 items back: resting offset −5 (item 0 again), 1000 points back.
        let d = decide(state, at: middle.x, velocity: -3, style: .iCarouselLanding)
        #expect(d.targetContentOffset == Point2D(x: 99_000, y: 0))
    }

    @Test("with autoscroll the motion resumes autoscrolling afterwards")
    func autoscroll() {
        let state = F.state(.rotary, items: 5, bounds: F.portrait)
        let d = decide(state, at: 0, velocity: 3, style: .iCarousel, autoscroll: 0.5)
        #expect(d.motion?.isAutoscrolling == true)
    }

    @Test("no items: UIScrollView's proposal, no motion")
    func noItems() {
        let state = F.state(.linear, items: 0, bounds: F.portrait)
        let d = decide(state, at: 0, velocity: 3, proposed: 77, style: .iCarousel)
        #expect(d.targetContentOffset == Point2D(x: 77, y: 0))
        #expect(d.motion == nil)
    }

    @Test("any input gives a finite target inside the content (seeded)")
    func robust() {
        var rng = SeededGenerator(seed: 21)
        let odd: [Double] = [.nan, .infinity, -.infinity, 0, 1e9, -2.5, 0.7]
        let styles: [ReleaseStyle] = [
            .iCarousel, .iCarouselLanding, .native(.nearestItem), .native(.page), .native(.items(maximum: 2)),
        ]
        for _ in 0..<300 {
            let type = CarouselType.iCarouselTypes.randomElement(using: &rng)!
            let state = F.state(
                type, items: Int.random(in: 0...20, using: &rng), x: .random(in: -300...3000, using: &rng),
                bounds: F.portrait)
            let x = state.viewport!.bounds.origin.x
            let d = decide(
                state, at: x, velocity: odd.randomElement(using: &rng)!, proposed: odd.randomElement(using: &rng)!,
                dragStart: odd.randomElement(using: &rng), style: styles.randomElement(using: &rng)!)
            #expect(d.targetContentOffset.x.isFinite && d.targetContentOffset.y.isFinite)
            if state.model.numberOfItems > 0 {
                #expect(d.targetContentOffset.x >= -1e-9 && d.targetContentOffset.x <= state.mapping.scrollRange + 1e-9)
            }
            if let m = d.motion { #expect(m.restingPosition.isFinite) }
        }
    }
}

@Suite("ReleasePlanner (the shelf)")
struct ReleasePlannerShelfTests {
    typealias F = Fixtures

    /// A shelf of 12 items in the 320-point viewport: its scroll view ends at the last whole page.
    var shelf: LayoutState { F.state(.shelf, items: 12, bounds: F.portrait) }

    @Test("a shelf release follows the shelf's snapping from UIScrollView's proposal")
    func shelfRelease() throws {
        var state = shelf
        let ppi = state.mapping.pointsPerItem
        state.prepare(
            viewport: F.viewport(x: 2 * ppi, size: F.portrait), sectionCounts: [12], configuration: state.configuration,
            invalidation: [])
        // UIScrollView proposes item 3.9: past the threshold, so item 4.
        let d = ReleasePlanner.decision(
            state: state, velocity: Point2D(x: 0.1, y: 0),
            proposedContentOffset: Point2D(x: 3.9 * ppi, y: 0),
            currentContentOffset: Point2D(x: 2 * ppi, y: 0), dragStartScrollOffset: 2,
            style: .iCarousel)
        #expect(d.motion == nil)
        #expect(approx(d.targetContentOffset.x, 4 * ppi))
    }
}
