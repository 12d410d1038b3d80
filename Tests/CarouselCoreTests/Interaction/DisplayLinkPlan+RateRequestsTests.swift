@_spi(Plumbing) import CarouselCore
import Testing

@Suite("DisplayLinkPlan.RateRequests: a display link is asked for a range only when it changes")
struct DisplayLinkPlanRateRequestsTests {
    let animating = DisplayLinkPlan.frameRateRange(for: .animating)
    let autoscrolling = DisplayLinkPlan.frameRateRange(for: .autoscrolling, pointsPerSecond: 20)

    @Test("a new link is asked once; the same range again asks nothing; a new range asks again")
    func asksOnChange() {
        var requests = DisplayLinkPlan.RateRequests()
        #expect(requests.ask(animating) == animating)
        #expect(requests.ask(animating) == nil)
        #expect(requests.ask(autoscrolling) == autoscrolling)
        #expect(requests.ask(animating) == animating)
    }

    @Test("a link made again after a stop is asked again for the range the old one had")
    func newLink() {
        var requests = DisplayLinkPlan.RateRequests()
        _ = requests.ask(animating)
        requests = DisplayLinkPlan.RateRequests()
        #expect(requests.ask(animating) == animating)
    }
}
