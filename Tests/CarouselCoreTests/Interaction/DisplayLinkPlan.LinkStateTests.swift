@_spi(Plumbing) import CarouselCore
import Testing

@Suite("DisplayLinkPlan.LinkState")
struct DisplayLinkPlanLinkStateTests {
    typealias State = DisplayLinkPlan.LinkState
    static let animating = DisplayLinkPlan.frameRateRange(for: .animating)
    static let autoscroll = DisplayLinkPlan.frameRateRange(for: .autoscrolling, pointsPerSecond: 40)

    @Test("the first start starts a link with the range; once started, the same range does nothing")
    func firstStart() {
        var state = State()
        #expect(!state.isRunning)
        #expect(state.start(frameRate: Self.animating) == .start(Self.animating))
        state.didStart(.followsView, frameRate: Self.animating)
        #expect(state.isRunning)
        #expect(state.kind == .followsView)
        #expect(state.range == Self.animating)
        #expect(state.start(frameRate: Self.animating) == State.Step.none)
    }

    @Test("a new range goes to the running link, once")
    func newRange() {
        var state = State()
        _ = state.start(frameRate: Self.animating)
        state.didStart(.firesOnOneDisplay, frameRate: Self.animating)
        #expect(state.start(frameRate: Self.autoscroll) == .apply(Self.autoscroll))
        #expect(state.range == Self.autoscroll)
        #expect(state.start(frameRate: Self.autoscroll) == State.Step.none)
    }

    @Test("a running link is kept: no second link starts, whichever kind runs")
    func oneLinkAtATime() {
        for kind in [State.Kind.followsView, .firesOnOneDisplay] {
            var state = State()
            _ = state.start(frameRate: Self.animating)
            state.didStart(kind, frameRate: Self.animating)
            for range in [Self.animating, Self.autoscroll, Self.animating] {
                let step = state.start(frameRate: range)
                if case .start = step { Issue.record("\(kind): a second link for \(range)") }
            }
            #expect(state.kind == kind)
        }
    }

    @Test("a link that could not be made leaves nothing running, and the next start tries again")
    func failedStart() {
        var state = State()
        _ = state.start(frameRate: Self.animating)
        state.didStart(nil, frameRate: Self.animating)
        #expect(!state.isRunning)
        #expect(state.range == nil)
        #expect(state.start(frameRate: Self.autoscroll) == .start(Self.autoscroll))
    }

    @Test("a display change re-ties a link on one display with its range; a link that follows its view needs nothing")
    func displayChange() {
        var state = State()
        #expect(state.rangeAfterDisplayChange() == nil)
        _ = state.start(frameRate: Self.autoscroll)
        state.didStart(.firesOnOneDisplay, frameRate: Self.autoscroll)
        #expect(state.rangeAfterDisplayChange() == Self.autoscroll)

        var following = State()
        _ = following.start(frameRate: Self.autoscroll)
        following.didStart(.followsView, frameRate: Self.autoscroll)
        #expect(following.rangeAfterDisplayChange() == nil)
    }

    @Test("stop forgets the link and its range: the next start starts one, even at the same range")
    func stopThenStart() {
        var state = State()
        _ = state.start(frameRate: Self.animating)
        state.didStart(.followsView, frameRate: Self.animating)
        state.stop()
        #expect(!state.isRunning)
        #expect(state.range == nil)
        #expect(state.rangeAfterDisplayChange() == nil)
        #expect(state.start(frameRate: Self.animating) == .start(Self.animating))
    }
}

@Suite("DisplayLinkPlan.RefreshGate")
struct DisplayLinkPlanRefreshGateTests {
    @Test("one refresh in each stride is delivered", arguments: [1, 2, 3, 4])
    func stride(stride: Int) {
        var gate = DisplayLinkPlan.RefreshGate()
        gate.stride = stride
        var delivered: [Int] = []
        for refresh in 1...12 where gate.claim() {
            delivered.append(refresh)
            gate.release()
        }
        #expect(delivered == Array(Swift.stride(from: stride, through: 12, by: stride)))
    }

    @Test("a stride below 1 is taken as 1", arguments: [0, -3, Int.min])
    func smallStride(stride: Int) {
        var gate = DisplayLinkPlan.RefreshGate()
        gate.stride = stride
        #expect(gate.stride == 1)
        let delivered = gate.claim()
        #expect(delivered)
    }

    @Test("no refresh is delivered while the last one is pending; the next after its release is")
    func pending() {
        var gate = DisplayLinkPlan.RefreshGate()
        var delivered = [gate.claim()]
        #expect(gate.isPending)
        delivered += [gate.claim(), gate.claim()]
        gate.release()
        #expect(!gate.isPending)
        delivered.append(gate.claim())
        #expect(delivered == [true, false, false, true])
    }

    @Test("the refresh rate from the nominal period; 0 (unknown) when indefinite or not positive")
    func refreshRate() {
        #expect(DisplayLinkPlan.refreshRate(periodValue: 1, timeScale: 60, isIndefinite: false) == 60)
        #expect(
            DisplayLinkPlan.refreshRate(periodValue: 1001, timeScale: 120_000, isIndefinite: false) == 120_000.0 / 1001)
        #expect(DisplayLinkPlan.refreshRate(periodValue: 1, timeScale: 60, isIndefinite: true) == 0)
        #expect(DisplayLinkPlan.refreshRate(periodValue: 0, timeScale: 60, isIndefinite: false) == 0)
        #expect(DisplayLinkPlan.refreshRate(periodValue: -1, timeScale: 60, isIndefinite: false) == 0)
        #expect(DisplayLinkPlan.refreshRate(periodValue: 1, timeScale: 0, isIndefinite: false) == 0)
    }
}
