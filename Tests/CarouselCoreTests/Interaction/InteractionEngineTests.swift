@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@Suite("InteractionEngine: invariants over seeded random input")
struct InteractionEngineTests {
    static let odd: [Double] = [.nan, .infinity, -.infinity, 0, 1e308, -1e308, 0.5, -3, 7.25]

    /// Random inputs, hostile numbers included, in random order with frames between them.
    @Test(
        "offsets stay finite, events pair up, the current item is reported truthfully, and the carousel comes to rest",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomSequences(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let types: [CarouselType] = [.linear, .rotary, .coverFlow2, .timeMachine, .wheel, .shelf]
        func randomModel(_ type: CarouselType) -> CarouselModel {
            var options = CarouselOptions()
            options.wrap = [nil, true, false].randomElement(using: &rng)!
            var scroll = ScrollSettings()
            scroll.pagingEnabled = Bool.random(using: &rng)
            scroll.scrollToItemBoundary = Bool.random(using: &rng)
            var config = Fixtures.configuration(
                type, items: Int.random(in: 0...20, using: &rng), options, bounds: Fixtures.portrait,
                scrollSettings: scroll)
            config.layoutDirection = Bool.random(using: &rng) ? .rightToLeft : .leftToRight
            return CarouselModel(config)
        }
        func number() -> Double {
            Bool.random(using: &rng) ? Self.odd.randomElement(using: &rng)! : Double.random(in: -400...800, using: &rng)
        }
        for _ in 0..<60 {
            let type = types.randomElement(using: &rng)!
            var d = EngineDriver(randomModel(type), at: Double.random(in: -2...14, using: &rng))
            var t = 0.0
            for _ in 0..<25 {
                t += Double.random(in: 0...0.3, using: &rng)
                let input: InteractionInput
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: input = .touchDown(Point2D(x: number(), y: number()))
                case 1, 2: input = .dragMoved(Point2D(x: number(), y: number()))
                case 3: input = .touchUp(velocity: Point2D(x: number() * 10, y: number()), proposedOffset: nil)
                case 4: input = .touchEnded
                case 5: input = .scroll(.toItem(Int.random(in: -30...30, using: &rng), duration: number() / 400))
                case 6: input = .scroll(.byOffset(number(), duration: 0.4))
                case 7: input = .autoscroll(Bool.random(using: &rng) ? 0 : number() / 100)
                case 8: input = .modelChanged(randomModel(type), scrollOffset: number(), change: .reload)
                case 9:
                    input = .modelChanged(
                        randomModel(type), scrollOffset: number(),
                        change: .update(animationDuration: Double.random(in: 0...0.5, using: &rng)))
                case 10:
                    input = .environment(
                        InteractionEnvironment(
                            isVoiceOverRunning: Bool.random(using: &rng),
                            isReduceMotionEnabled: Bool.random(using: &rng),
                            isInWindow: Int.random(in: 0..<4, using: &rng) > 0))
                default: input = .select(Int.random(in: -2...22, using: &rng))
                }
                let before = d.events.count
                d.send(input, at: t)
                if ProcessInfo.processInfo.environment["ENGINE_TRACE"] != nil {
                    let shown = "\(input)".prefix(120)
                    print("IN \(t) \(shown) -> \(d.events[before...].map { $0.event.name })")
                }
                #expect(d.engine.scrollOffset.isFinite)
            }
            if ProcessInfo.processInfo.environment["ENGINE_TRACE"] != nil { print("END RUN") }
            // Let go: no finger, no autoscroll, in a window.
            d.send(.touchCancelled, at: t + 0.1)
            d.send(.touchUp(velocity: .zero, proposedOffset: nil), at: t + 0.1)
            d.send(.autoscroll(0), at: t + 0.1)
            d.send(.environment(InteractionEnvironment()), at: t + 0.1)
            d.settle(limit: 60)
            #expect(!d.engine.wantsFrames, "still running after 60 s")
            #expect(d.engine.isAtRest)
            #expect(d.offsets.allSatisfy { $0.offset.isFinite })
            #expect(d.toggles.allSatisfy { $0 >= -1 && $0 <= 1 })
            // Events pair up: a motion ends before another begins, and every end had a beginning.
            var open: String?
            for (_, event) in d.events {
                switch event {
                case .willBeginDecelerating, .willBeginScrollingAnimation:
                    #expect(open == nil, "\(event.name) while \(open ?? "")")
                    open = event.name
                case .didEndDecelerating:
                    #expect(open == "willBeginDecelerating")
                    open = nil
                case .didEndScrollingAnimation:
                    #expect(open == "willBeginScrollingAnimation")
                    open = nil
                default: break
                }
            }
            #expect(open == nil)
            // The last current item reported is the current item.
            let reported = d.events.reversed().compactMap {
                if case .currentItemDidChange(let i) = $0.event { i } else { nil }
            }.first
            #expect((reported ?? d.engine.reportedItemIndex) == d.engine.currentItemIndex)
            #expect(d.engine.reportedItemIndex == d.engine.currentItemIndex)
        }
    }
}
