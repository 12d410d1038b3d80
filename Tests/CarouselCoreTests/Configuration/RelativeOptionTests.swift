import CarouselCore
import Testing

@Suite("RelativeOption")
struct RelativeOptionTests {
    @Test("times, plus and a rule compute from the default")
    func values() {
        #expect(RelativeOption.times(1.1).value(forDefault: 10) == 10 * 1.1)
        #expect(RelativeOption.plus(2).value(forDefault: 10) == 12)
        #expect(RelativeOption.plus(-2).value(forDefault: 10) == 8)
        #expect(RelativeOption.custom { $0 * 2 + 1 }.value(forDefault: 10) == 21)
        #expect(RelativeOption.times(.nan).value(forDefault: 10).isNaN)
    }

    @Test("times and plus compare by value; a rule by identity")
    func equality() {
        #expect(RelativeOption.times(1.1) == .times(1.1))
        #expect(RelativeOption.times(1.1).hashValue == RelativeOption.times(1.1).hashValue)
        #expect(RelativeOption.times(2) != .plus(2))
        let rule = RelativeOption.custom { $0 * 1.1 }
        let copy = rule
        #expect(rule == copy)
        #expect(rule.hashValue == copy.hashValue)
        #expect(rule != RelativeOption.custom { $0 * 1.1 })
    }

    @Test("descriptions")
    func descriptions() {
        #expect(RelativeOption.times(1.5).description == "×1.5")
        #expect(RelativeOption.plus(2).description == "+2.0")
        #expect(RelativeOption.plus(-2).description == "-2.0")
        #expect(RelativeOption.custom { $0 }.description == "custom")
    }
}
