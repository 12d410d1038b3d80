@_spi(Plumbing) import CarouselCore
import Testing

@Suite("LayoutSwitch")
struct LayoutSwitchTests {
    @Test("a switch's own completion ends it, once")
    func single() {
        var s = LayoutSwitch()
        #expect(!s.isSwitching)
        let token = s.begin()
        #expect(s.isSwitching && token == 1)
        let first = s.complete(token)
        #expect(first && !s.isSwitching)
        let again = s.complete(token)
        #expect(!again)
    }

    @Test("a replaced switch's completion does nothing; the latest one's ends the switch")
    func replaced() {
        var s = LayoutSwitch()
        let first = s.begin()
        let second = s.begin()
        let stale = s.complete(first)
        #expect(!stale && s.isSwitching)
        let latest = s.complete(second)
        #expect(latest && !s.isSwitching)
        // Late completions of either never restart anything.
        let lateFirst = s.complete(first)
        let lateSecond = s.complete(second)
        #expect(!lateFirst && !lateSecond && !s.isSwitching)
    }
}
