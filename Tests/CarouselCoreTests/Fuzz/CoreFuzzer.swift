@_spi(Plumbing) import CarouselCore
import Foundation

/// One seeded fuzz case through every core entry point, with the totality checks: nothing traps or
/// hangs, every number handed out is finite, alpha lies in [0, 1], indexes are in range, motions
/// end within ``ScrollPhysics/maximumDuration`` and the interaction engine comes to rest when its
/// inputs stop.
///
/// Failures are collected as text (one line each, naming the seed) rather than asserted one by one,
/// so a million cases cost no more than the checks themselves.
struct CoreFuzzer {
    let seed: UInt64
    private(set) var failures: [String] = []
    private var values: FuzzValues

    init(seed: UInt64) {
        self.seed = seed
        values = FuzzValues(seed: seed)
    }

    /// Runs the case; returns its failures (empty when every check held).
    static func run(seed: UInt64) -> [String] {
        var fuzzer = CoreFuzzer(seed: seed)
        fuzzer.run()
        return fuzzer.failures
    }

    private mutating func check(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append("seed \(seed): \(what())") }
    }

    // Descriptions are built only for a failure: building one per check cost more than the checks.
    private mutating func finite(_ value: Double, _ what: @autoclosure () -> String) {
        check(value.isFinite, "\(what()) = \(value)")
    }

    private mutating func finite(_ point: Point2D, _ what: @autoclosure () -> String) {
        check(point.x.isFinite && point.y.isFinite, "\(what()) = \(point)")
    }

    private mutating func finite(_ t: Transform3D, _ what: @autoclosure () -> String) {
        check(t.isFinite, "\(what()) = \(t)")
    }

    mutating func run() {
        var configuration = values.configuration()
        // Bounded work per case: windows of up to visibleItemsLimit (10 000) slots run in one case
        // in 50; the others are limited to 60 slots, also in the layout state (whose bounds, and
        // so window, differ from the model's).
        if seed % 50 != 0, (configuration.displayLimit ?? .max) > 60 { configuration.displayLimit = 60 }
        let model = CarouselModel(configuration)
        checkModel(model)
        checkPhysics(model)
        checkSnapping()
        checkLayout(configuration)
        checkUpdates()
        if values.int(in: 0...3) == 0 {
            checkEngine(model, configuration: configuration)
        }
    }

    // MARK: Model

    private mutating func checkPlacement(_ p: ItemPlacement, _ model: CarouselModel, _ what: @autoclosure () -> String)
    {
        finite(p.offset, "\(what()).offset")
        finite(p.transform, "\(what()).transform")
        finite(p.center, "\(what()).center")
        check(p.alpha >= 0 && p.alpha <= 1, "\(what()).alpha = \(p.alpha)")
        finite(p.size.width, "\(what()).size.width")
        finite(p.size.height, "\(what()).size.height")
        if let z = p.zOrder { finite(z, "\(what()).zOrder") }
        if let corners = p.projectedCorners {
            for c in corners { finite(c, "\(what()).projectedCorners") }
        }
    }

    private mutating func checkModel(_ model: CarouselModel) {
        check(
            model.numberOfVisibleItems >= 0 && model.numberOfVisibleItems <= CarouselModel.visibleItemsLimit,
            "numberOfVisibleItems = \(model.numberOfVisibleItems)")
        for (value, name) in [
            (model.itemWidth, "itemWidth"), (model.radius, "radius"), (model.spacing, "spacing"),
            (model.arc, "arc"), (model.circularItemCount, "circularItemCount"), (model.tilt, "tilt"),
        ] {
            finite(value, name)
        }
        finite(model.center, "center")
        finite(model.baseTransform, "baseTransform")
        for _ in 0..<3 {
            let offset = values.double(scale: 30)
            let window = model.visibleWindow(at: offset)
            check(window.count >= 0 && window.count <= model.numberOfVisibleItems, "window.count = \(window.count)")
            var buffer: [ItemPlacement] = []
            model.placements(at: offset, into: &buffer)
            check(
                buffer.count <= model.numberOfVisibleItems,
                "placements(at: \(offset)).count = \(buffer.count) > \(model.numberOfVisibleItems)")
            for (i, p) in buffer.enumerated() {
                checkPlacement(p, model, "placements(at: \(offset))[\(i)]")
                check(p.zIndex >= 0 && p.zIndex < buffer.count, "zIndex \(p.zIndex) of \(buffer.count)")
                if model.isWrapEnabled {
                    check(p.index >= 0 && p.index < model.numberOfItems, "wrapped index \(p.index)")
                } else {
                    check(p.index >= model.minimumIndex && p.index <= model.maximumIndex, "index \(p.index)")
                }
            }
            let index = values.index(near: model.numberOfItems)
            checkPlacement(
                model.placement(forItemAt: index, scrollOffset: offset), model, "placement(forItemAt: \(index))")
            let current = model.currentItemIndex(at: offset)
            check(
                model.numberOfItems == 0 ? current == -1 : (current >= 0 && current < model.numberOfItems),
                "currentItemIndex(at: \(offset)) = \(current)")
            let clamped = model.clampedScrollOffset(offset)
            finite(clamped, "clampedScrollOffset(\(offset))")
            finite(model.clampedOffset(offset), "clampedOffset(\(offset))")
            finite(model.offset(forItemAt: index, scrollOffset: offset), "offset(forItemAt: \(index), \(offset))")
            let c = model.clampedIndex(index)
            check(
                model.numberOfItems == 0 ? c == -1 : (c >= 0 && c < model.numberOfItems),
                "clampedIndex(\(index)) = \(c)")
            let raw = values.double(scale: 5)
            finite(model.transform(forOffset: raw), "transform(forOffset: \(raw))")
            finite(model.center(forOffset: raw), "center(forOffset: \(raw))")
            let alpha = model.alpha(forOffset: raw)
            check(alpha >= 0 && alpha <= 1, "alpha(forOffset: \(raw)) = \(alpha)")
        }
    }

    // MARK: Physics

    private mutating func checkMotion(_ motion: ScrollMotion, _ what: @autoclosure () -> String) {
        let duration = motion.duration
        // Every motion, releases included, ends within maximumDuration.
        check(
            duration.isFinite && duration >= 0 && duration <= ScrollPhysics.maximumDuration + 1e-9,
            "\(what()).duration = \(duration)")
        finite(motion.restingOffset, "\(what()).restingOffset")
        finite(motion.restingPosition, "\(what()).restingPosition")
        _ = motion.restingItemIndex
        for _ in 0..<2 {
            let upper = max(0, min(duration, 60)) + 0.1
            let t = values.bool() ? values.uniform(in: 0...upper) : values.double(scale: 10)
            finite(motion.offset(at: t), "\(what()).offset(at: \(t))")
            finite(motion.position(at: t), "\(what()).position(at: \(t))")
            finite(motion.velocity(at: t), "\(what()).velocity(at: \(t))")
            _ = motion.currentItemIndex(at: t)
            _ = motion.isFinished(at: t)
        }
        if values.int(in: 0...15) == 0 {
            let rate = values.bool() ? 60 : values.double(scale: 100)
            let samples = motion.trajectory(frameRate: rate, maximumSampleCount: 600)
            check(samples.count <= 600, "\(what()).trajectory count \(samples.count)")
            check(samples.allSatisfy(\.isFinite), "\(what()).trajectory not finite")
            let changes = motion.itemIndexChanges(through: values.optionalDouble(scale: 10), limit: 200)
            check(changes.count <= 200, "\(what()).itemIndexChanges count \(changes.count)")
        }
    }

    private mutating func checkPhysics(_ model: CarouselModel) {
        let physics = ScrollPhysics(model: model, settings: values.bool() ? nil : values.scrollSettings())
        let from = values.double(scale: 30)
        let velocity = values.double(scale: 50)
        checkMotion(
            physics.release(
                from: from, velocity: velocity,
                dragStartOffset: values.bool() ? nil : values.double(scale: 30)),
            "release(from: \(from), velocity: \(velocity))")
        let duration = values.bool() ? ScrollPhysics.scrollDuration : values.double(scale: 2)
        switch values.int(in: 0...5) {
        case 0: checkMotion(physics.scroll(from: from, by: velocity, duration: duration), "scroll(by: \(velocity))")
        case 1: checkMotion(physics.scroll(from: from, to: velocity, duration: duration), "scroll(to: \(velocity))")
        case 2:
            let i = values.index(near: model.numberOfItems)
            checkMotion(physics.scroll(from: from, toItemAt: i, duration: duration), "scroll(toItemAt: \(i))")
        case 3:
            let i = values.index(near: model.numberOfItems)
            checkMotion(
                physics.scroll(from: from, byNumberOfItems: i, duration: duration), "scroll(byNumberOfItems: \(i))")
        case 4: checkMotion(physics.settling(from: from), "settling(from: \(from))")
        default:
            let motion = physics.autoscroll(from: from, speed: velocity)
            finite(motion.offset(at: values.double(scale: 100)), "autoscroll offset")
        }
        let points = values.double(scale: 500)
        finite(physics.decelerationDistance(forVelocity: velocity), "decelerationDistance(\(velocity))")
        finite(physics.minimumScrollDistance(from: from, to: points), "minimumScrollDistance")
        finite(physics.itemDistance(forScrollDistance: points), "itemDistance(\(points))")
        finite(physics.scrollDistance(forItemDistance: points), "scrollDistance(\(points))")
        finite(physics.itemVelocity(forScrollVelocity: points), "itemVelocity(\(points))")
        finite(physics.dragResistance(at: from), "dragResistance(at: \(from))")
        finite(physics.dragged(from, byScrollDistance: points), "dragged(\(from), \(points))")
        finite(physics.releaseVelocity(forScrollVelocity: points, at: from), "releaseVelocity(\(points), \(from))")
        _ = physics.shouldScroll(from: from, velocity: velocity)
        _ = physics.shouldDecelerate(velocity: velocity)
    }

    private mutating func checkSnapping() {
        let start = values.double(scale: 30)
        let proposed = values.double(scale: 30)
        let velocity = values.double(scale: 30)
        let count = values.count()
        let snapping = NativeSnapping(values.pick([.nearestItem, .page, .items(maximum: values.index(near: 3))]))
        let snapModel = CarouselModel(
            CarouselConfiguration(
                type: .linear, options: CarouselOptions(wrap: values.bool()),
                numberOfItems: count))
        let target = snapping.targetOffset(
            proposedOffset: proposed, releaseOffset: velocity,
            dragStartOffset: values.bool() ? nil : start,
            physics: ScrollPhysics(model: snapModel, settings: values.scrollSettings()))
        finite(target, "NativeSnapping.targetOffset(\(proposed), \(velocity), \(start), \(count))")
        finite(
            NativeSnapping.projectedDistance(velocity: velocity, decelerationRate: values.double(scale: 1)),
            "NativeSnapping.projectedDistance")
        let shelf = ShelfSnapping(
            threshold: values.double(scale: 1), lastPageOffset: values.double(scale: 30),
            flickVelocity: values.double(scale: 3), wraps: values.bool())
        finite(
            shelf.restingOffset(from: start, proposed: proposed, velocity: velocity),
            "ShelfSnapping.restingOffset(proposed:)")
        finite(
            shelf.restingOffset(from: start, velocity: velocity, decelerationRate: values.double(scale: 1)),
            "ShelfSnapping.restingOffset(decelerationRate:)")
    }

    // MARK: Layout

    private mutating func checkLayout(_ configuration: CarouselConfiguration) {
        var state = LayoutState(configuration: configuration)
        state.initialScrollOffset = values.double(scale: 20)
        let sections = (0..<values.int(in: 0...3)).map { _ in values.count(small: 20) }
        for _ in 0..<2 {
            let viewport = ScrollViewport(
                bounds: Rect2D(origin: values.point(scale: 1e5), size: values.size(scale: 1000)),
                insets: EdgeInsets2D(
                    top: values.double(scale: 20), left: values.double(scale: 20),
                    bottom: values.double(scale: 20), right: values.double(scale: 20)))
            state.prepare(
                viewport: viewport, sectionCounts: values.bool() ? sections : [values.count()],
                configuration: configuration, invalidation: values.pick([.all, [], .reposition]))
            check(
                state.pass.placements.count <= max(state.model.numberOfVisibleItems, 0),
                "pass.placements.count = \(state.pass.placements.count)")
            for p in state.pass.placements { checkPlacement(p, state.model, "pass") }
            let size = state.contentSize
            finite(size.width, "contentSize.width")
            finite(size.height, "contentSize.height")
            let point = values.point(scale: 1e5)
            finite(state.rawScrollOffset(forContentOffset: point), "rawScrollOffset(\(point))")
            finite(state.displayedScrollOffset(values.double(scale: 30)), "displayedScrollOffset")
            checkPlacement(
                state.placement(forItem: values.index(near: state.model.numberOfItems)), state.model,
                "placement(forItem:)")
            let rect = Rect2D(origin: values.point(scale: 1e5), size: values.size(scale: 2000))
            for p in state.placements(in: rect) { checkPlacement(p, state.model, "placements(in:)") }
            _ = state.topmostItem(atContentPoint: values.point(scale: 1e5))
            finite(state.targetContentOffset(forProposedContentOffset: values.point(scale: 1e5)), "targetContentOffset")
            finite(
                state.move(toScrollOffset: values.double(scale: 30), currentContentOffset: point),
                "move(toScrollOffset:)")
            if let r = state.recentre(currentContentOffset: values.point(scale: 1e5)) { finite(r, "recentre") }
            finite(
                state.restingContentOffset(forScrollOffset: values.double(scale: 30), currentContentOffset: point),
                "restingContentOffset")
            finite(state.anchor(atPosition: values.double(scale: 1e5)), "anchor(atPosition:)")
            if values.bool() {
                let n = state.model.numberOfItems
                state.applyUpdates([randomChange(near: n), randomChange(near: n)])
                checkPlacement(
                    state.initialPlacement(forAppearingItem: values.index(near: n)), state.model, "initialPlacement")
                checkPlacement(
                    state.finalPlacement(forDisappearingItem: values.index(near: n)), state.model, "finalPlacement")
                _ = state.globalIndexAfterUpdate(section: values.index(near: 2), item: values.index(near: n))
                _ = state.globalIndexBeforeUpdate(section: values.index(near: 2), item: values.index(near: n))
                state.finalizeUpdates()
            }
        }
        let mapping = ScrollMapping(
            model: state.model,
            viewport: ScrollViewport(
                bounds: Rect2D(
                    origin: values.point(), size: values.size(scale: 1000))))
        let position = values.double(scale: 1e5)
        let anchor = values.double(scale: 30)
        finite(mapping.scrollOffset(atPosition: position, anchor: anchor), "mapping.scrollOffset")
        finite(mapping.position(forScrollOffset: anchor, anchor: position), "mapping.position(forScrollOffset:)")
        finite(mapping.anchor(showing: anchor, atPosition: position), "mapping.anchor")
        finite(mapping.clampedPosition(position), "mapping.clampedPosition")
        finite(mapping.positionVelocity(forScrollViewVelocity: values.point(scale: 1e4)), "mapping.positionVelocity")
        finite(
            mapping.contentOffset(forPosition: position, keepingCrossAxisOf: values.point()), "mapping.contentOffset")
        if let target = Recentring.target(for: mapping, position: position, anchor: anchor) {
            finite(target.position, "Recentring.position")
            finite(target.anchor, "Recentring.anchor")
        }
    }

    private mutating func randomChange(near count: Int) -> ItemChange {
        let a = values.index(near: count)
        let b = values.index(near: count)
        let range = min(a, b)..<max(a, b)
        switch values.int(in: 0...3) {
        case 0: return .insert(range)
        case 1: return .delete(range)
        case 2: return .move(from: range, to: values.index(near: count))
        default: return .reload(range)
        }
    }

    private mutating func checkUpdates() {
        let old = values.count()
        let new = values.count()
        let changes = (0..<values.int(in: 0...3)).map { _ in randomChange(near: values.bool() ? old : new) }
        let plan = UpdatePlan(oldCount: old, newCount: new, changes: changes)
        for _ in 0..<2 {
            let i = values.index(near: old)
            if let j = plan.newIndex(forOldIndex: i) { check(j >= 0 && j < max(new, 0), "newIndex(\(i)) = \(j)") }
            if let j = plan.oldIndex(forNewIndex: i) { check(j >= 0 && j < max(old, 0), "oldIndex(\(i)) = \(j)") }
            _ = plan.isInserted(newIndex: i)
            _ = plan.isDeleted(oldIndex: i)
            let s = values.double(scale: 30)
            finite(plan.targetScrollOffset(from: s, isWrapEnabled: values.bool()), "targetScrollOffset(\(s))")
        }
        let counts = (0..<values.int(in: 0...4)).map { _ in values.count() }
        let map = SectionMap(counts: counts)
        _ = map.globalIndex(section: values.index(near: 3), item: values.index(near: 10))
        _ = map.indexPath(forGlobalIndex: values.index(near: map.numberOfItems))
        _ = map.firstIndex(ofSection: values.index(near: 3))
        check(map.numberOfItems >= 0, "SectionMap.numberOfItems = \(map.numberOfItems)")
    }

    // MARK: Interaction

    private mutating func checkEngine(_ model: CarouselModel, configuration: CarouselConfiguration) {
        var settings = InteractionSettings()
        settings.centersItemWhenSelected = values.bool()
        settings.platformDecelerates = values.int(in: 0...3) == 0
        settings.scrollDuration = values.bool() ? ScrollPhysics.scrollDuration : values.double(scale: 2)
        settings.pointsPerItem = values.bool() ? nil : values.double(scale: 300)
        var engine = InteractionEngine(model: model, scrollOffset: values.double(scale: 30), settings: settings)
        var output = InteractionOutput()
        var time = values.bool() ? 0 : values.double(scale: 1000)
        if !time.isFinite || abs(time) > ScrollPhysics.maximumTime { time = 0 }
        // `what` is built only for a failure (describing every input cost more than the engine).
        func observe(
            _ output: InteractionOutput, _ engine: InteractionEngine, _ what: @autoclosure () -> String,
            into fuzzer: inout CoreFuzzer
        ) {
            if let s = output.scrollOffset { fuzzer.check(s.isFinite, "\(what()) scrollOffset = \(s)") }
            if let t = output.toggle { fuzzer.check(t >= -1 && t <= 1, "\(what()) toggle = \(t)") }
            if let r = output.releaseTarget { fuzzer.check(r.isFinite, "\(what()) releaseTarget = \(r)") }
            fuzzer.check(engine.scrollOffset.isFinite, "\(what()) engine.scrollOffset = \(engine.scrollOffset)")
            fuzzer.check(
                engine.displayedScrollOffset.isFinite,
                "\(what()) engine.displayedScrollOffset = \(engine.displayedScrollOffset)")
        }
        var count = model.numberOfItems
        for step in 0..<values.int(in: 1...12) {
            let gap = values.uniform(in: 0...0.3)
            time += values.bool() ? gap : values.pick([0, 1e-12, 5, -1])
            var c = configuration
            c.numberOfItems = values.count()
            let next = CarouselModel(c)
            let input = values.input(itemCount: count, model: next)
            if case .modelChanged = input { count = next.numberOfItems }
            engine.handle(input, at: time, into: &output)
            observe(output, engine, "step \(step) \(String(describing: input).prefix(80))", into: &self)
            if let tapped = output.tappedItem {
                engine.handle(.select(tapped), at: time, into: &output)
                observe(output, engine, "select", into: &self)
            }
            // A few frames between inputs.
            for _ in 0..<values.int(in: 0...3) where engine.wantsFrames {
                time += 1.0 / 60
                engine.handle(.frame, at: time, into: &output)
                observe(output, engine, "frame", into: &self)
            }
        }
        // Let go: no finger, no autoscroll, in a window, no update animation pending; then frames
        // until the engine stops asking.
        for input in [
            InteractionInput.touchCancelled, .touchUp(velocity: .zero, proposedOffset: nil), .touchEnded,
            .autoscroll(0), .environment(InteractionEnvironment()),
            .updateAnimationEnded, .platformScrollEnded,
        ] {
            engine.handle(input, at: time, into: &output)
            observe(output, engine, "let go", into: &self)
        }
        // The engine rests within restBound: the motion under way (at most maximumDuration), then a
        // settle (as long), then the toggle's return. Frames every 0.1 s for 2 s, then every second
        // (motions are sampled at any time; 1 s frames only sample them more coarsely).
        let restBound = 2 * ScrollPhysics.maximumDuration + 1
        let start = time
        while engine.wantsFrames && time - start <= restBound {
            time += time - start < 2 ? 0.1 : 1
            engine.handle(.frame, at: time, into: &output)
            observe(output, engine, "settle", into: &self)
        }
        check(!engine.wantsFrames, "engine still wants frames \(restBound) s after the inputs stopped")
        check(
            engine.isAtRest,
            "engine not at rest after the inputs stopped: touching \(engine.isTouching), "
                + "decelerating \(engine.isDecelerating), animating \(engine.isAnimating), platform "
                + "\(engine.isPlatformMoving), autoscrolling \(engine.isAutoscrolling), update \(engine.isUpdateAnimating), "
                + "frames \(engine.wantsFrames), time \(time)")
        let current = engine.currentItemIndex
        check(current >= -1 && current < max(engine.model.numberOfItems, 1), "engine.currentItemIndex = \(current)")
    }
}
