@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@_spi(Plumbing) @testable import CarouselPreview

@Suite("FlingAnimation")
struct FlingAnimationTests {
    private func animation(
        _ type: CarouselType, from offset: Double, velocity: Double,
        _ edit: (inout Scene) -> Void = { _ in }
    ) -> (Scene, FlingResult, FlingAnimation) {
        var scene = Scene(type: type)
        scene.scrollOffset = offset
        scene.fling = Fling(velocity: velocity)
        edit(&scene)
        let fling = SceneResult(scene: scene).fling!
        return (scene, fling, FlingAnimation(scene: scene, fling: fling))
    }

    private func expectSamePlacements(
        _ a: [ItemPlacement], _ b: [ItemPlacement], _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(a.map(\.index) == b.map(\.index), comment, sourceLocation: sourceLocation)
        for (p, q) in zip(a, b) {
            let close = zip(p.transform.rowMajor, q.transform.rowMajor).allSatisfy { approx($0, $1, 1e-9) }
            #expect(
                close && p.alpha == q.alpha && p.zIndex == q.zIndex && p.isHidden == q.isHidden,
                comment, sourceLocation: sourceLocation)
        }
    }

    @Test(
        "one frame per trajectory sample, each the core's placements there",
        arguments: [
            CarouselType.linear, .rotary, .cylinder, .wheel, .coverFlow, .timeMachine, .conveyorBelt, .shelf,
        ])
    func framesAreTheCore(type: CarouselType) {
        let (scene, fling, animation) = animation(type, from: 2.3, velocity: 7) {
            $0.configuration.options.showBackfaces = false
        }
        #expect(animation.frames.count == fling.trajectory.count)
        #expect(animation.trajectoryFrameCount == fling.trajectory.count)
        let model = scene.model
        var shown = Set<Int>()
        for (k, frame) in animation.frames.enumerated() {
            #expect(frame.time == Double(k) / 60)
            #expect(frame.scrollOffset == fling.trajectory[k])
            #expect(frame.items == model.placements(at: fling.trajectory[k]))
            shown.formUnion(frame.items.map(\.index))
        }
        #expect(animation.indexes == shown.sorted())
        #expect(animation.frames.last?.scrollOffset == fling.restingOffset)
    }

    @Test("the first frame is the still picture, the last the picture at rest")
    func endsMatchStillPictures() {
        let (scene, fling, animation) = animation(.coverFlow, from: 5.5, velocity: -11)
        #expect(animation.frames.first?.items == SceneResult(scene: scene).items)
        #expect(animation.frames.last?.items == SceneResult(scene: fling.restingScene(of: scene)).items)
    }

    @Test("Cover Flow 2 while decelerating is placed like Cover Flow (iCarousel's per-item toggle)")
    func coverFlow2Decelerating() {
        // iCarousel sets each item's toggle from its own offset while decelerating; the animation
        // applies CoverFlowToggle.toggle(forCenterItemOffset:) of the current item to every item.
        // Both put every item at its Cover Flow angle.
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<12 {
            let offset = Double.random(in: 1...10, using: &generator)
            let velocity = Double.random(in: 3...20, using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
            let wraps = Bool.random(using: &generator)
            let edit: (inout Scene) -> Void = {
                $0.configuration.options.wrap = wraps
                $0.toggle = 0.8
            }
            let (_, fling, flipping) = animation(.coverFlow2, from: offset, velocity: velocity, edit)
            let (cfScene, _, _) = animation(.coverFlow, from: offset, velocity: velocity, edit)
            guard case .deceleration? = fling.motion.phases.first?.curve else {
                Issue.record("expected a deceleration")
                continue
            }
            let coverFlow = cfScene.model
            for frame in flipping.frames.prefix(fling.trajectory.count) {
                expectSamePlacements(
                    frame.items, coverFlow.placements(at: frame.scrollOffset),
                    "from \(offset) at \(velocity), offset \(frame.scrollOffset)")
            }
        }
    }

    @Test("Cover Flow 2 at rest off an item: the toggle returns to 0 after the trajectory")
    func coverFlow2Settles() {
        // No item boundaries: 2.3 + 8 / 3 ≈ 4.9667 after 2/3 s (41 samples). iCarousel then sets
        // the toggle to −(5 − 4.9667) = −1/30 with 0.4 × 1/30 s of its return already elapsed; the
        // return lasts 0.2 + 0.2 × (1 / 8) = 0.225 s, so 0.2117 s = 12.7 frames remain: 13 frames,
        // the last 0.
        let (_, fling, animation) = animation(.coverFlow2, from: 2.3, velocity: 8) {
            $0.configuration.scrollSettings.stopAtItemBoundary = false
            $0.configuration.scrollSettings.scrollToItemBoundary = false
        }
        #expect(fling.trajectory.count == 41)
        #expect(animation.frames.count == 41 + 13)
        let settling = animation.frames.dropFirst(41)
        #expect(settling.allSatisfy { $0.scrollOffset == fling.restingOffset })
        let toggles = settling.map(\.toggle)
        #expect(toggles.last == 0)
        // iCarousel's step recomputes the toggle as easeInOut(progress) − 1 for a negative toggle,
        // whatever its magnitude, so the return starts near −1 (not at −1/30) and rises to 0.
        #expect(toggles.dropLast().allSatisfy { $0 < 0 && $0 >= -1 })
        #expect(toggles[0] < -0.99)
        #expect(zip(toggles, toggles.dropFirst()).allSatisfy { $0 <= $1 })
        // The first settling frame, 1/60 s after the last sample: elapsed 1/60 + 0.4/30 s of 0.225 s.
        let progress = (1.0 / 60 + 0.4 / 30) / 0.225
        #expect(approx(toggles[0], ScrollPhase.easeInOut(progress) - 1, 1e-12))
    }

    @Test("Cover Flow 2 snapping without deceleration: ±1 at each index change, held, then eased to 0")
    func coverFlow2Snaps() {
        // |v| = 1.5 does not decelerate: 2.6 snaps to item 3 in 0.4 s; the current index is
        // already 3, so the toggle keeps the scene's 0.5 during the snap.
        let (_, fling, held) = animation(.coverFlow2, from: 2.6, velocity: 1.5) { $0.toggle = 0.5 }
        #expect(fling.restingOffset == 3)
        #expect(held.frames.prefix(fling.trajectory.count).allSatisfy { $0.toggle == 0.5 })
        // Set at the release, 0.5 eases back over 0.2 + 0.2 / 1.5 = 1/3 s: over by the end of the
        // 0.4 s snap, so one frame of 0 follows.
        #expect(held.frames.count == fling.trajectory.count + 1)
        #expect(held.frames.last?.toggle == 0)

        // From 2.4 at −1.5: snaps back from 2.4 to 2; the index stays 2; toggle 0 throughout.
        let (_, _, still) = animation(.coverFlow2, from: 2.4, velocity: -1.5)
        #expect(still.frames.allSatisfy { $0.toggle == 0 })

        // Rate 0 and v = 3: no deceleration, a flick from 2.3 to 3. Crossing 2.5 makes item 3
        // current: the toggle becomes −1 (a move to a larger index), held to the end of the snap.
        let (_, flick, flicked) = animation(.coverFlow2, from: 2.3, velocity: 3) {
            $0.configuration.scrollSettings.decelerationRate = 0
        }
        #expect(flick.restingOffset == 3)
        let toggles = flicked.frames.map(\.toggle)
        let crossing = try! #require(flick.trajectory.firstIndex { $0 >= 2.5 })
        #expect(toggles[..<crossing].allSatisfy { $0 == 0 })
        #expect(toggles[crossing..<flick.trajectory.count].allSatisfy { $0 == -1 })
        #expect(toggles.last == 0)
        #expect(toggles.allSatisfy { (-1...1).contains($0) })
        // Frames use their toggle: the centre item at rest is flat, as with toggle 0.
        var flat = Scene(type: .coverFlow2)
        flat.scrollOffset = 3
        #expect(flicked.frames.last?.items == SceneResult(scene: flat).items)
    }

    @Test("other types ignore the toggle and add no frames")
    func otherTypes() {
        let (_, fling, animation) = animation(.coverFlow, from: 2.3, velocity: 8) {
            $0.configuration.scrollSettings.stopAtItemBoundary = false
            $0.configuration.scrollSettings.scrollToItemBoundary = false
            $0.toggle = 0.5
        }
        #expect(animation.frames.count == fling.trajectory.count)
        #expect(animation.frames.allSatisfy { $0.toggle == 0.5 })
    }

    @Test("ill-defined flings still animate with finite values", arguments: [Double.nan, .infinity, -.infinity])
    func badVelocities(velocity: Double) {
        for type in [CarouselType.coverFlow2, .linear, .rotary] {
            let (_, _, animation) = animation(type, from: 3, velocity: velocity) {
                $0.configuration.scrollSettings.decelerationRate = .nan
            }
            #expect(!animation.frames.isEmpty)
            for frame in animation.frames {
                #expect(frame.scrollOffset.isFinite && frame.toggle.isFinite)
                #expect(frame.items.allSatisfy { $0.transform.isFinite && $0.alpha.isFinite })
            }
        }
    }

    @Test("no items: one empty frame")
    func noItems() {
        let (_, _, animation) = animation(.coverFlow2, from: 3, velocity: 9) { $0.configuration.numberOfItems = 0 }
        #expect(animation.frames.count == 1)
        #expect(animation.frames[0].items.isEmpty && animation.indexes.isEmpty)
    }
}
