@_spi(Plumbing) import CarouselCore
import Testing

/// When a SwiftUI carousel's callbacks and binding writes reach the app.
@Suite("CallbackGate")
struct CallbackGateTests {
    @Test("a layout pass nested in a view update ends without opening the gate: the update still defers")
    func nestedPassesKeepDeferring() {
        var gate = CallbackGate()
        #expect(gate.route == .now)
        gate.enter()  // SwiftUI's update
        gate.enter()  // AppKit lays the host view out inside it
        gate.leave()  // that layout ends
        #expect(gate.route == .later)
        gate.leave()  // the update ends
        #expect(gate.route == .now)
        gate.leave()  // an end without a beginning
        #expect(gate.route == .now && gate.depth == 0)
    }

    @Test("a dismantled view gets nothing, deferred or not, and starts no motion")
    func dismantledDropsEverything() {
        var gate = CallbackGate()
        #expect(gate.mayStartMotion)
        gate.enter()
        gate.dismantle()
        #expect(gate.route == .drop && !gate.mayStartMotion)
        gate.leave()
        #expect(gate.route == .drop)
    }
}
