@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("LayoutInvalidation")
struct LayoutInvalidationTests {
    typealias F = Fixtures
    let base = Rect2D(x: 0, y: 0, width: 320, height: 480)

    @Test("bounds changes: nothing, a scroll, a resize")
    func boundsChange() {
        #expect(LayoutInvalidation.forBoundsChange(from: base, to: base).isEmpty)
        #expect(LayoutInvalidation.forBoundsChange(from: base, to: base.offsetBy(dx: 37, dy: 0)) == .reposition)
        let rotated = Rect2D(x: 0, y: 0, width: 480, height: 320)
        #expect(LayoutInvalidation.forBoundsChange(from: base, to: rotated) == [.rebuild, .reposition])
        // NaN bounds count as zero-size bounds: a resize, not a crash.
        let broken = Rect2D(x: .nan, y: 0, width: .nan, height: 480)
        #expect(LayoutInvalidation.forBoundsChange(from: base, to: broken).contains(.rebuild))
    }

    @Test("data source flags: everything or counts recount; neither adds nothing")
    func dataSource() {
        #expect(LayoutInvalidation.forDataSource(everything: true, counts: false) == .all)
        #expect(LayoutInvalidation.forDataSource(everything: false, counts: true) == .all)
        #expect(LayoutInvalidation.forDataSource(everything: false, counts: false).isEmpty)
    }

    @Test("the first pass does everything")
    func firstPass() {
        #expect(LayoutInvalidation.required(recorded: [], previous: nil, current: F.viewport(size: F.portrait)) == .all)
    }

    @Test(
        "what prepare sees overrides what was recorded",
        arguments: [
            // (recorded, new origin x, new width, new left inset, expected)
            (LayoutInvalidation(), 0.0, 320.0, 0.0, LayoutInvalidation()),
            (LayoutInvalidation(), 150.0, 320.0, 0.0, LayoutInvalidation.reposition),
            (LayoutInvalidation(), 0.0, 480.0, 0.0, [.rebuild, .reposition]),  // resized unannounced
            (LayoutInvalidation(), 0.0, 320.0, 20.0, [.rebuild, .reposition]),  // insets changed unannounced
            (LayoutInvalidation.rebuild, 0.0, 320.0, 0.0, [.rebuild, .reposition]),
            (LayoutInvalidation.recount, 0.0, 320.0, 0.0, [.recount, .reposition]),
        ] as [(LayoutInvalidation, Double, Double, Double, LayoutInvalidation)])
    func required(recorded: LayoutInvalidation, x: Double, width: Double, left: Double, expected: LayoutInvalidation) {
        let current = F.viewport(x: x, size: Size2D(width: width, height: 480), insets: EdgeInsets2D(left: left))
        #expect(
            LayoutInvalidation.required(recorded: recorded, previous: F.viewport(size: F.portrait), current: current)
                == expected)
    }

    @Test("a toggle change repositions and never rebuilds")
    func toggleChange() {
        #expect(LayoutInvalidation.forToggleChange(from: 0, to: 0.4) == .reposition)
        #expect(LayoutInvalidation.forToggleChange(from: 0.4, to: 0.4).isEmpty)
    }
}
