@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("LayoutQuery")
struct LayoutQueryTests {
    typealias F = Fixtures
    /// Linear, 12 items at scroll offset 0: the window is items 0…3 (ceil(320 / 200) + 2 slots);
    /// item k is drawn over x ∈ [60 + 200k, 260 + 200k], y ∈ [140, 340] (centre (160, 240), a
    /// 200-point square moved 200k points; z stays 0, so perspective does not change it).
    let placements = F.model(.linear, items: 12, bounds: F.portrait).placements(at: 0)

    @Test("a linear item's projected frame is its square moved along the line")
    func linearFrames() throws {
        #expect(placements.map(\.index) == [0, 1, 2, 3])
        let frame = try #require(LayoutQuery.projectedFrame(of: placements[1], origin: .zero))
        #expect(approx(frame.minX, 260) && approx(frame.maxX, 460))
        #expect(approx(frame.minY, 140) && approx(frame.maxY, 340))
        // In content coordinates the usable area's origin is added.
        let moved = try #require(LayoutQuery.projectedFrame(of: placements[1], origin: Point2D(x: 400, y: 10)))
        #expect(approx(moved.minX, 660) && approx(moved.minY, 150))
    }

    @Test(
        "the query returns the items whose drawn extent reaches the rect",
        arguments: [
            // (rect, expected indexes)
            (Rect2D(x: 0, y: 0, width: 320, height: 480), [0, 1]),
            (Rect2D(x: 500, y: 0, width: 10, height: 10), []),  // above the items
            (Rect2D(x: 500, y: 200, width: 10, height: 10), [2]),
            (Rect2D(x: -1000, y: -1000, width: 5000, height: 5000), [0, 1, 2, 3]),
        ])
    func query(rect: Rect2D, expected: [Int]) {
        #expect(LayoutQuery.placements(placements, visibleIn: rect, origin: .zero).map(\.index) == expected)
    }

    @Test("items are found where their transforms carry them, not where their centres are")
    func noCulling() {
        // Every attribute's centre is the carousel's centre (160, 240); a rect at x 300…320 misses a
        // square around it but meets item 1, which is drawn over 260…460.
        let rect = Rect2D(x: 300, y: 200, width: 20, height: 20)
        #expect(LayoutQuery.placements(placements, visibleIn: rect, origin: .zero).map(\.index) == [1])
    }

    @Test("a 3-D item's frame bounds its projected corners")
    func perspectiveFrames() throws {
        for p in F.model(.coverFlow, items: 12, bounds: F.portrait).placements(at: 3.4) {
            let corners = try #require(p.projectedCorners)
            let frame = try #require(LayoutQuery.projectedFrame(of: p, origin: .zero))
            let box = try #require(Rect2D.bounding(corners))
            #expect(approx(frame.minX, box.minX) && approx(frame.maxX, box.maxX))
            #expect(approx(frame.minY, box.minY) && approx(frame.maxY, box.maxY))
        }
    }

    @Test("an item with a corner behind the eye is unbounded and always kept")
    func behindTheEye() {
        // z = 600 puts the item past the eye at 500 points: w = 1 − 600 / 500 < 0.
        var p = placements[0]
        p.transform = Transform3D.perspective(-1.0 / 500).translated(x: 0, y: 0, z: 600)
        #expect(LayoutQuery.projectedFrame(of: p, origin: .zero) == nil)
        #expect(LayoutQuery.mayBeVisible(p, in: Rect2D(x: 5000, y: 5000, width: 1, height: 1), origin: .zero))
        #expect(LayoutQuery.extent(of: [placements[0], p], origin: .zero) == nil)
    }

    @Test("the extent is the union of the frames")
    func extent() throws {
        let e = try #require(LayoutQuery.extent(of: placements, origin: .zero))
        #expect(approx(e.minX, 60) && approx(e.maxX, 860))
        #expect(approx(e.minY, 140) && approx(e.maxY, 340))
        #expect(LayoutQuery.extent(of: [], origin: .zero) == nil)
    }

    @Test("every on-screen item is returned, for every type and offset (seeded)")
    func neverCullsVisible() {
        var rng = SeededGenerator(seed: 7)
        let screen = Rect2D(x: 0, y: 0, width: 320, height: 480)
        for _ in 0..<300 {
            let type = CarouselType.iCarouselTypes.randomElement(using: &rng)!
            let model = F.model(type, items: Int.random(in: 1...30, using: &rng), bounds: F.portrait)
            let window = model.placements(at: .random(in: -2...32, using: &rng))
            let kept = Set(LayoutQuery.placements(window, visibleIn: screen, origin: .zero).map(\.index))
            for p in window {
                // A corner of the drawn quad inside the screen means the item must be kept.
                if let corners = p.projectedCorners, corners.contains(where: screen.contains) {
                    #expect(kept.contains(p.index), "\(type) item \(p.index) culled")
                }
            }
        }
    }

    @Test("an item whose frame touches the rect is kept; one a hair away is not")
    func touchingEdges() {
        // Item 1 is drawn over x ∈ [260, 460], y ∈ [140, 340].
        for (rect, kept) in [
            (Rect2D(x: 200, y: 200, width: 60, height: 10), true),  // right edge on x = 260
            (Rect2D(x: 200, y: 200, width: 59.99, height: 10), false),
            (Rect2D(x: 460, y: 200, width: 5, height: 10), true),  // left edge on x = 460
            (Rect2D(x: 460.01, y: 200, width: 5, height: 10), false),
            (Rect2D(x: 300, y: 340, width: 5, height: 5), true),  // top edge on y = 340
            (Rect2D(x: 300, y: 340.01, width: 5, height: 5), false),
            (Rect2D(x: 300, y: 135, width: 5, height: 5), true),  // bottom edge on y = 140
        ] {
            #expect(LayoutQuery.mayBeVisible(placements[1], in: rect, origin: .zero) == kept, "\(rect)")
        }
    }

    @Test("the division-free test keeps what the projected frame meets, and drops what it misses (seeded)")
    func divisionFreeMatchesTheFrame() throws {
        var rng = SeededGenerator(seed: 11)
        var compared = (kept: 0, dropped: 0)
        for _ in 0..<400 {
            let type = CarouselType.allCases.randomElement(using: &rng)!
            let model = F.model(type, items: Int.random(in: 1...30, using: &rng), bounds: F.portrait)
            let origin = Point2D(x: .random(in: -300...300, using: &rng), y: .random(in: -300...300, using: &rng))
            let rect = Rect2D(
                x: .random(in: -400...700, using: &rng), y: .random(in: -400...800, using: &rng),
                width: .random(in: 0...400, using: &rng), height: .random(in: 0...400, using: &rng))
            for p in model.placements(at: .random(in: -2...32, using: &rng)) {
                let kept = LayoutQuery.mayBeVisible(p, in: rect, origin: origin)
                guard let frame = LayoutQuery.projectedFrame(of: p, origin: origin) else {
                    #expect(kept, "\(type) item \(p.index): unbounded and dropped")
                    continue
                }
                if frame.intersects(rect) {
                    #expect(kept, "\(type) item \(p.index) dropped")
                    compared.kept += 1
                } else {
                    // Away from the edges by more than rounding, the two tests agree.
                    let gap = max(
                        frame.minX - rect.maxX, rect.minX - frame.maxX, frame.minY - rect.maxY, rect.minY - frame.maxY)
                    if gap > 1e-3 {
                        #expect(!kept, "\(type) item \(p.index) kept \(gap) pt away")
                        compared.dropped += 1
                    }
                }
            }
        }
        // Both sides of the test were exercised.
        #expect(compared.kept > 100 && compared.dropped > 100)
    }
}
