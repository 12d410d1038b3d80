@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

private func model(
    _ type: CarouselType = .linear, items: Int = 12, wrap: Bool? = nil,
    scrollSettings: ScrollSettings = ScrollSettings(), bounds: Size2D = Fixtures.portrait
) -> CarouselModel {
    var options = CarouselOptions()
    options.wrap = wrap
    return Fixtures.model(type, items: items, options, bounds: bounds, scrollSettings: scrollSettings)
}

@Suite("InteractionEngine: autoscroll")
struct InteractionEngineAutoscrollTests {
    @Test("not wrapping, autoscroll stops at the last item and the frame clock stops with it")
    func stopsAtTheEnd() {
        var d = EngineDriver(model(items: 5), at: 2)
        d.send(.autoscroll(4), at: 0)
        #expect(d.engine.isAutoscrolling && d.engine.wantsFrames)
        d.settle(limit: 5)
        // 2 items at 4 items/s: the last item after 0.5 s, at the 30th 60 Hz frame.
        #expect(d.engine.scrollOffset == 4)
        #expect(!d.engine.wantsFrames && !d.engine.isAutoscrolling)
        #expect(d.clock.map(\.isRunning) == [true, false])
        #expect(approx(d.clock[1].time, 0.5))
        #expect(d.frameCount == 30)
    }

    @Test("a stall advances autoscroll by at most 0.1 s, not by the whole gap")
    func cappedStep() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.autoscroll(1), at: 0)
        d.run(until: 1)
        #expect(approx(d.engine.scrollOffset, 1))
        // The app was in the background for 10 s: the next frame arrives late.
        d.stalledFrame(at: 11)
        #expect(approx(d.engine.scrollOffset, 1.1))
    }

    @Test("autoscroll pauses while touched, under VoiceOver, with Reduce Motion and off-window, and resumes")
    func pauses() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.autoscroll(1), at: 0)
        d.run(until: 0.5)
        d.send(.touchDown(Point2D(x: 0, y: 0)), at: 0.5)
        #expect(!d.engine.isAutoscrolling && !d.engine.wantsFrames)
        d.send(.touchCancelled, at: 1)
        #expect(d.engine.isAutoscrolling)  // resumes at once: wrapping carousels never settle under autoscroll
        for env in [
            InteractionEnvironment(isVoiceOverRunning: true), InteractionEnvironment(isReduceMotionEnabled: true),
            InteractionEnvironment(isInWindow: false), InteractionEnvironment(isInLayoutTransition: true),
        ] {
            d.send(.environment(env), at: d.now)
            #expect(!d.engine.isAutoscrolling)
            // Paused, it settles on a whole item (which VoiceOver reads; off-window nobody sees it)
            // and stops asking for frames.
            d.run(until: d.now + 1)
            #expect(!d.engine.wantsFrames)
            if env.isActive { #expect(d.engine.scrollOffset == d.engine.scrollOffset.rounded()) }
            d.send(.environment(InteractionEnvironment()), at: d.now)
            #expect(d.engine.isAutoscrolling)
            d.run(until: d.now + 0.25)
        }
    }

    @Test("a release under autoscroll decelerates without snapping, then autoscroll resumes")
    func releaseResumes() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.autoscroll(0.5), at: 0)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragMoved(Point2D(x: 90, y: 240)), at: 0.05)
        d.send(.touchUp(velocity: Point2D(x: -1500, y: 0), proposedOffset: nil), at: 0.1)
        d.run(until: 3)
        #expect(d.engine.isAutoscrolling)
        #expect(d.names.contains("didEndDecelerating"))
        // No snap: iCarousel skips scrollToItemBoundary while autoscrolling.
        #expect(!d.names.contains("willBeginScrollingAnimation"))
    }

    @Test("rotation mid-autoscroll keeps the offset and the autoscroll")
    func rotation() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.autoscroll(1), at: 0)
        d.run(until: 0.5)
        let offset = d.engine.scrollOffset
        let rotated = model(wrap: true, bounds: Size2D(width: 480, height: 320))
        d.send(.modelChanged(rotated, scrollOffset: offset, change: .resize), at: 0.5)
        #expect(d.engine.isAutoscrolling)
        d.run(until: 1)
        #expect(approx(d.engine.scrollOffset, 1))
    }
}

@Suite("InteractionEngine: programmatic scrolling")
struct InteractionEngineScrollingTests {
    @Test("an animated scroll is framed by the scrolling-animation events and lasts 0.4 s")
    func animated() {
        var d = EngineDriver(model(), at: 0)
        d.send(.scroll(.toItem(7, duration: 0.4)), at: 1)
        d.settle()
        #expect(d.engine.scrollOffset == 7)
        #expect(d.names.first == "willBeginScrollingAnimation" && d.names.last == "didEndScrollingAnimation")
        #expect(d.time(of: "didEndScrollingAnimation").map { approx($0, 1.4) } == true)
        #expect(d.names.filter { $0 == "currentItemDidChange" }.count == 7)
    }

    @Test("wrapping, a scroll takes the short way round")
    func shortWay() {
        var d = EngineDriver(model(wrap: true), at: 1)
        d.send(.scroll(.toItem(11, duration: 0)), at: 0)
        #expect(d.engine.scrollOffset == -1)
        #expect(d.engine.displayedScrollOffset == 11)
    }

    @Test("a scroll right after a reload uses the new item count")
    func afterReload() {
        var d = EngineDriver(model(items: 12), at: 3)
        d.send(.modelChanged(model(items: 30), scrollOffset: 3, change: .reload), at: 0)
        d.send(.scroll(.toItem(25, duration: 0)), at: 0)
        #expect(d.engine.scrollOffset == 25)  // with the old 12 items it would stop at 11
    }

    @Test("scrolls are refused with no items and during a drag, saying which")
    func refused() {
        var engine = InteractionEngine(model: model(items: 0))
        #expect(engine.handle(.scroll(.toItem(3, duration: 0.4)), at: 0).refusal == .noItems)
        engine = InteractionEngine(model: model())
        _ = engine.handle(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        _ = engine.handle(.dragMoved(Point2D(x: 100, y: 240)), at: 0.1)
        #expect(engine.handle(.scroll(.toItem(3, duration: 0.4)), at: 0.2).refusal == .duringDrag)
    }

    @Test("a touch stops a scroll animation and its end is still reported")
    func touchStops() {
        var d = EngineDriver(model(), at: 0)
        d.send(.scroll(.toItem(7, duration: 0.4)), at: 0)
        d.run(until: 0.2)
        d.send(.touchDown(Point2D(x: 0, y: 0)), at: 0.2)
        #expect(d.names.last == "didEndScrollingAnimation")
        #expect(!d.engine.wantsFrames)
        #expect(approx(d.engine.scrollOffset, 3.5))  // half-way through the ease-in-out
    }

    @Test("off-window, a motion jumps to its end instead of freezing half-way")
    func offWindow() {
        var d = EngineDriver(model(), at: 0)
        d.send(.scroll(.toItem(7, duration: 0.4)), at: 0)
        d.run(until: 0.1)
        d.send(.environment(InteractionEnvironment(isInWindow: false)), at: 0.1)
        #expect(d.engine.scrollOffset == 7 && d.offsets.last?.offset == 7)
        #expect(d.names.last == "didEndScrollingAnimation" && !d.engine.wantsFrames)
    }

    @Test("during a layout transition a motion jumps to its end; afterwards the carousel settles")
    func layoutTransition() {
        var d = EngineDriver(model(), at: 0)
        d.send(.scroll(.toItem(7, duration: 0.4)), at: 0)
        d.run(until: 0.1)
        d.send(.environment(InteractionEnvironment(isInLayoutTransition: true)), at: 0.1)
        #expect(d.engine.scrollOffset == 7 && d.offsets.last?.offset == 7)
        #expect(d.names.last == "didEndScrollingAnimation" && !d.engine.wantsFrames)
        // A programmatic scroll asked for while the carousel is away does not animate either.
        d.send(.scroll(.toItem(3, duration: 0.4)), at: 0.2)
        #expect(d.engine.scrollOffset == 3 && !d.engine.wantsFrames)
        d.send(.environment(InteractionEnvironment()), at: 0.3)
        #expect(d.engine.isAtRest && d.engine.scrollOffset == 3)
    }

    @Test("a vertical carousel (the conveyor belt) takes the status-bar tap itself")
    func scrollToTop() {
        #expect(!InteractionEngine(model: model(.conveyorBelt)).allowsPlatformScrollToTop)
        #expect(InteractionEngine(model: model(.linear)).allowsPlatformScrollToTop)
        var vertical = Fixtures.configuration(.linear, vertical: true, bounds: Fixtures.portrait)
        vertical.numberOfItems = 12
        #expect(!InteractionEngine(model: CarouselModel(vertical)).allowsPlatformScrollToTop)
    }
}

@Suite("InteractionEngine: moves the platform makes itself")
struct InteractionEnginePlatformMoveTests {
    @Test("an animation the app started is waited for: no recentring or settling until it ends")
    func appAnimation() {
        var d = EngineDriver(model(wrap: true), at: 0)
        d.send(.scrolled(to: 0.2), at: 0)  // setContentOffset(_:animated: true), first step
        #expect(d.engine.isPlatformMoving && !d.engine.isAtRest)
        for k in 1...20 { d.send(.scrolled(to: 0.2 + Double(k) * 0.1), at: Double(k) / 60) }
        #expect(d.recentres.isEmpty && !d.names.contains("willBeginScrollingAnimation"))
        d.send(.platformScrollEnded, at: 0.4)
        #expect(d.names.filter { !$0.hasPrefix("current") }.first == "didEndScrollingAnimation")
        #expect(d.recentres == [0.4] || d.names.contains("willBeginScrollingAnimation"))
    }

    @Test(
        "a move the platform never announces the end of is over after 0.1 s without movement; cell animations play no part"
    )
    func unannounced() {
        var d = EngineDriver(model(), at: 2)
        d.send(.scrolled(to: 2.5), at: 1)  // UIKit clamped the content offset
        d.run(until: 1.05)
        #expect(d.engine.isPlatformMoving)
        d.settle()
        #expect(d.engine.isAtRest && !d.engine.wantsFrames)
        let settle = try! #require(d.time(of: "willBeginScrollingAnimation"))
        #expect(settle >= 1.1 - 1e-9 && settle < 1.1 + 1.0 / 60)
        #expect(d.engine.scrollOffset == 3)  // 2.5 rounds away from zero
    }

    @Test(
        "a paging release whose end lies behind it is animated by the engine, never handed to UIScrollView as a jump back"
    )
    func pagingBehind() throws {
        var config = Fixtures.configuration(
            .linear, bounds: Fixtures.portrait, scrollSettings: ScrollSettings(pagingEnabled: true))
        config.numberOfItems = 12
        var settings = InteractionSettings()
        settings.platformDecelerates = true
        var d = EngineDriver(CarouselModel(config), at: 2, settings: settings)
        d.send(.touchDown(Point2D(x: 160, y: 240)), at: 0)
        d.send(.dragBegan, at: 0.01)
        d.send(.scrolled(to: 3.8), at: 0.2)  // dragged 1.8 items forward, then flicked back
        d.send(.touchUp(velocity: Point2D(x: 3000, y: 0), proposedOffset: nil), at: 0.25)
        #expect(d.releaseTargets == [3.8])  // UIScrollView stops where it is
        #expect(d.engine.isAnimating)
        d.settle()
        #expect(d.engine.scrollOffset == 3)  // one page from item 2, against the fling
    }
}
