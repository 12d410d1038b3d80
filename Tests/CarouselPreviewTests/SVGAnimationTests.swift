@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("SVGAnimation")
struct SVGAnimationTests {
    @Test("ticks are thinned to at most 30 a second, the last always kept")
    func thinning() {
        func ticks(_ n: Int) -> [Int] { Array(repeating: 1, count: n) }
        // 60 Hz: every other tick (30 frames a second).
        let sixty = SVGAnimation.thinned(ticks(8), rate: 60, maximumCards: .max)
        #expect(sixty.indices == [0, 2, 4, 6, 7] && sixty.stride == 2)
        // 30 Hz and slower: every tick.
        #expect(SVGAnimation.thinned(ticks(5), rate: 30, maximumCards: .max) == ([0, 1, 2, 3, 4], 1))
        // 40 Hz: every other (20 a second); 120 Hz: every fourth.
        #expect(SVGAnimation.thinned(ticks(5), rate: 40, maximumCards: .max) == ([0, 2, 4], 2))
        #expect(SVGAnimation.thinned(ticks(11), rate: 120, maximumCards: .max) == ([0, 4, 8, 10], 4))
        #expect(SVGAnimation.thinned(ticks(1), rate: 60, maximumCards: .max) == ([0], 2))
    }

    @Test("a motion that would draw too many cards is drawn at a lower frame rate, first and last kept")
    func cardBudget() {
        let tens = Array(repeating: 10, count: 13)
        // Every tick: 130 cards; every other: 7 ticks, 70; every third: 0, 3, 6, 9, 12, 50.
        #expect(SVGAnimation.thinned(tens, rate: 30, maximumCards: 50) == ([0, 3, 6, 9, 12], 3))
        // The last tick is kept: every third of 10 is 0, 3, 6, 9 (40 cards), every other 60.
        #expect(SVGAnimation.thinned(Array(tens.prefix(10)), rate: 30, maximumCards: 40) == ([0, 3, 6, 9], 3))
        // The first and last alone pass the budget: they are kept all the same.
        #expect(SVGAnimation.thinned([100, 100, 100], rate: 30, maximumCards: 50) == ([0, 2], 2))
        // Ticks that draw nothing cost nothing: 60 Hz keeps every other while the cards fit.
        #expect(SVGAnimation.thinned([5, 0, 0, 0, 5], rate: 60, maximumCards: 10) == ([0, 2, 4], 2))
    }

    @Test("a still scene has no animation")
    func still() {
        #expect(SVGAnimation(SceneResult(scene: Scene(type: .linear))) == nil)
    }

    @Test("a fling's frames are its trajectory every 1/30 s, the rest held 0.6 s")
    func fling() throws {
        // Linear from 2 at 6 items/s rests at 4 after 42 samples (41/60 s).
        var scene = Scene(type: .linear)
        scene.scrollOffset = 2
        scene.fling = Fling(velocity: 6)
        let animation = try #require(SVGAnimation(SceneResult(scene: scene)))
        #expect(approx(animation.frameInterval, 1.0 / 30))
        #expect(
            animation.frames.map(\.time).map { ($0 * 60).rounded() }
                == Array(stride(from: 0.0, through: 40, by: 2)) + [41])
        #expect(approx(animation.duration, 41.0 / 60 + 0.6))
        #expect(animation.size == Size2D(width: 800, height: 500) && animation.center == Point2D(x: 400, y: 250))
        // At rest on item 4: items 2...6 are in the 800 pt picture (item 2's right edge at 100 pt,
        // item 6's left edge at 700); items 1 and 7 lie wholly outside it (x ≤ −100, ≥ 900).
        let last = try #require(animation.frames.last)
        #expect(last.shapes.map(\.item.index).sorted() == [2, 3, 4, 5, 6])
        #expect(last.shapes.map(\.label).sorted() == ["2", "3", "4", "5", "6"])
    }

    @Test("shapes are painted back to front, by z-index then index")
    func order() throws {
        var scene = Scene(type: .coverFlow)
        scene.scrollOffset = 3
        scene.fling = Fling(velocity: 4)
        let animation = try #require(SVGAnimation(SceneResult(scene: scene)))
        for frame in animation.frames {
            let keys = frame.shapes.map { [$0.item.zIndex, $0.item.index] }
            #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) })
        }
    }

    @Test("items wholly outside the area are left out; those reaching into it are kept")
    func culling() {
        let area = Size2D(width: 800, height: 500)
        func item(x: Double) -> ItemPlacement {
            ItemPlacement(
                index: 0, offset: 0, transform: .identity, alpha: 1, isHidden: false, zIndex: 0,
                isPlaceholder: false, center: Point2D(x: x, y: 250), size: Size2D(width: 200, height: 200))
        }
        // Left edge at 700 + 100 = 800 + 0: reaches the right edge (within the 2 pt stroke).
        #expect(SVGAnimation.shape(item(x: 900), label: "0", colourIndex: 0, area: area) != nil)
        #expect(SVGAnimation.shape(item(x: 903), label: "0", colourIndex: 0, area: area) == nil)
        #expect(SVGAnimation.shape(item(x: -103), label: "0", colourIndex: 0, area: area) == nil)
        var hidden = item(x: 400)
        hidden.isHidden = true
        #expect(SVGAnimation.shape(hidden, label: "0", colourIndex: 0, area: area) == nil)
        var clear = item(x: 400)
        clear.alpha = 0
        #expect(SVGAnimation.shape(clear, label: "0", colourIndex: 0, area: area) == nil)
    }

    @Test("a replay that ends at rest holds its end; one that ends moving loops at its last tick")
    func replayHold() throws {
        let resting = try #require(SVGAnimation(try sceneResult(flingScene())))
        #expect(approx(resting.duration, (resting.frames.last?.time ?? 0) + 0.6))
        let moving = try #require(
            SVGAnimation(
                try sceneResult(
                    #"{"type": "rotary", "interaction": {"until": 1, "events": [{"at": 0, "autoscroll": 1}]}}"#)))
        // 61 ticks in 1 s: 0, 2, …, 60, 31 frames 1/30 s apart; the loop is 1 s, and the last
        // frame, at 1 s, has no time of its own.
        #expect(moving.frames.count == 31 && moving.duration == 1)
        #expect(SVGRenderer.frameSlots(moving).count == 30)
    }

    @Test("inserted items keep their own label and colour")
    func insertedLabels() throws {
        let result = try sceneResult(
            #"{"type": "linear", "scrollOffset": 1, "interaction": {"events": [{"at": 0.1, "insert": [1]}]}}"#)
        let animation = try #require(SVGAnimation(result))
        let last = try #require(animation.frames.last)
        let inserted = try #require(last.shapes.first { $0.label == "+1" })
        #expect(inserted.item.index == 1 && inserted.colourIndex == 1_000 + 101 * 1 + 1)
        // The item that was at index 1 is now at 2, still labelled 1.
        #expect(last.shapes.first { $0.item.index == 2 }?.label == "1")
    }
}
