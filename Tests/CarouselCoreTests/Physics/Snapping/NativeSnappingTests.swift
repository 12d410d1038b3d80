@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("NativeSnapping")
struct NativeSnappingTests {
    let linear = ScrollPhysics(numberOfItems: 10, isWrapEnabled: false, itemWidth: 200)
    let wrapped = ScrollPhysics(numberOfItems: 5, isWrapEnabled: true, itemWidth: 200)

    @Test("Apple's projection: v × rate / (1 − rate) points for v points per millisecond")
    func projection() {
        #expect(approx(NativeSnapping.projectedDistance(velocity: 1), 499))  // 0.998 / 0.002
        #expect(
            approx(
                NativeSnapping.projectedDistance(velocity: -2, decelerationRate: ScrollViewDeceleration.fastRate), -198)
        )
        #expect(approx(NativeSnapping.projectedDistance(velocity: 1, decelerationRate: 1), 499))  // → normal
        #expect(approx(NativeSnapping.projectedDistance(velocity: 1, decelerationRate: .nan), 499))
        #expect(approx(NativeSnapping.projectedDistance(velocity: 1, decelerationRate: -0.5), 499))
        #expect(NativeSnapping.projectedDistance(velocity: .nan) == 0)
        #expect(NativeSnapping.projectedDistance(velocity: .infinity).isFinite)
    }

    @Test("nearest item: rounds the proposed offset; clamped unless wrapping")
    func nearest() {
        let snap = NativeSnapping()
        #expect(snap.targetOffset(proposedOffset: 3.4, releaseOffset: 2, physics: linear) == 3)
        #expect(snap.targetOffset(proposedOffset: 3.5, releaseOffset: 2, physics: linear) == 4)
        #expect(snap.targetOffset(proposedOffset: 12.2, releaseOffset: 8, physics: linear) == 9)
        #expect(snap.targetOffset(proposedOffset: -3, releaseOffset: 1, physics: linear) == 0)
        #expect(snap.targetOffset(proposedOffset: 12.2, releaseOffset: 8, physics: wrapped) == 12)
    }

    @Test("page: never against the fling, at most one item from where the drag began")
    func page() {
        let snap = NativeSnapping(.page)
        // Weak forward fling from 2.3 (proposed 2.4): nearest is 2, behind the release → 3.
        #expect(snap.targetOffset(proposedOffset: 2.4, releaseOffset: 2.3, dragStartOffset: 2, physics: linear) == 3)
        // No fling: nearest.
        #expect(snap.targetOffset(proposedOffset: 2.3, releaseOffset: 2.3, dragStartOffset: 2, physics: linear) == 2)
        // A strong fling still pages one item.
        #expect(snap.targetOffset(proposedOffset: 7, releaseOffset: 2.3, dragStartOffset: 2, physics: linear) == 3)
        #expect(snap.targetOffset(proposedOffset: -4, releaseOffset: 2.3, dragStartOffset: 2, physics: linear) == 1)
        // Weak backward fling from 2.7: nearest 3 is ahead → 2.
        #expect(snap.targetOffset(proposedOffset: 2.6, releaseOffset: 2.7, dragStartOffset: 2, physics: linear) == 2)
        // Without a drag start, from the release's item.
        #expect(snap.targetOffset(proposedOffset: 9, releaseOffset: 4.2, physics: linear) == 5)
        // Wrapping, a folded drag start across the seam (4.8 → 0.6 is +0.8): start item 0.
        #expect(snap.targetOffset(proposedOffset: 3, releaseOffset: 0.6, dragStartOffset: 4.8, physics: wrapped) == 1)
    }

    @Test("at most N items per flick from the drag-start item")
    func items() {
        #expect(
            NativeSnapping(.items(maximum: 3)).targetOffset(
                proposedOffset: 9.4, releaseOffset: 2.5, dragStartOffset: 2, physics: linear) == 5)
        #expect(
            NativeSnapping(.items(maximum: 3)).targetOffset(
                proposedOffset: 4.4, releaseOffset: 2.5, dragStartOffset: 2, physics: linear) == 4)
        #expect(
            NativeSnapping(.items(maximum: -2)).targetOffset(
                proposedOffset: 9.4, releaseOffset: 2.5, dragStartOffset: 2, physics: linear) == 2)
    }

    @Test("bad input gives whole, finite, in-range items (seeded)")
    func badInput() {
        #expect(NativeSnapping().targetOffset(proposedOffset: .nan, releaseOffset: 2.6, physics: linear) == 3)
        #expect(NativeSnapping().targetOffset(proposedOffset: .infinity, releaseOffset: .nan, physics: linear) == 0)
        #expect(
            NativeSnapping().targetOffset(
                proposedOffset: 3, releaseOffset: 1.5,
                physics: ScrollPhysics(numberOfItems: 0, isWrapEnabled: false, itemWidth: 1)) == 1.5)
        var rng = SeededGenerator(seed: 77)
        let specials: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300]
        for _ in 0..<500 {
            func value() -> Double {
                Bool.random(using: &rng)
                    ? specials[Int.random(in: 0..<5, using: &rng)] : Double.random(in: -30...30, using: &rng)
            }
            let n = Int.random(in: 1...12, using: &rng)
            let p = ScrollPhysics(numberOfItems: n, isWrapEnabled: Bool.random(using: &rng), itemWidth: 100)
            let targets: [NativeSnapping.Target] = [
                .nearestItem, .page, .items(maximum: Int.random(in: -2...4, using: &rng)),
            ]
            let t = NativeSnapping(targets[Int.random(in: 0..<3, using: &rng)])
                .targetOffset(proposedOffset: value(), releaseOffset: value(), dragStartOffset: value(), physics: p)
            #expect(t.isFinite && t == t.rounded())
            if !p.isWrapEnabled { #expect(t >= 0 && t <= Double(n - 1)) }
        }
    }
}
