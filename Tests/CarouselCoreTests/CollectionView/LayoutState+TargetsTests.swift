@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("LayoutState+Targets")
struct LayoutStateTargetsTests {
    typealias F = Fixtures

    @Test("a resting content offset shows the scroll offset with the current anchor, within the content")
    func restingContentOffset() {
        let state = F.state(.linear, items: 12, x: 460, bounds: F.portrait)
        #expect(
            state.restingContentOffset(forScrollOffset: 3, currentContentOffset: Point2D(x: 460, y: 7))
                == Point2D(x: 600, y: 7))
        // Past the last item: the end of the content (11 × 200).
        #expect(
            state.restingContentOffset(forScrollOffset: 14, currentContentOffset: Point2D(x: 460, y: 0))
                == Point2D(x: 2200, y: 0))
        #expect(
            state.restingContentOffset(forScrollOffset: .nan, currentContentOffset: Point2D(x: 460, y: 0))
                == Point2D(x: 0, y: 0))
    }
}
