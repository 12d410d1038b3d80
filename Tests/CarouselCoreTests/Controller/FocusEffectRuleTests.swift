@_spi(Plumbing) import CarouselCore
import Testing

@Suite("FocusEffectRule")
struct FocusEffectRuleTests {
    @Test(
        "in charge, a cell's effect is taken; the first one seen is remembered, and one the app set since replaces it")
    func takes() {
        #expect(
            FocusEffectRule.action(carouselInCharge: true, remembered: false, cellHasEffect: true)
                == .take(remembering: true))
        // A cell with no effect on first sight: "none" is remembered, so none is given back.
        #expect(
            FocusEffectRule.action(carouselInCharge: true, remembered: false, cellHasEffect: false)
                == .take(remembering: true))
        // Shown again with the effect already taken: the remembered one stays.
        #expect(
            FocusEffectRule.action(carouselInCharge: true, remembered: true, cellHasEffect: false)
                == .take(remembering: false))
        // The app configured the cell again and set an effect: that one is remembered now.
        #expect(
            FocusEffectRule.action(carouselInCharge: true, remembered: true, cellHasEffect: true)
                == .take(remembering: true))
    }

    @Test("another layout in charge gives the remembered effect back, unless the app set one since")
    func givesBack() {
        #expect(
            FocusEffectRule.action(carouselInCharge: false, remembered: true, cellHasEffect: false)
                == .giveBack(restoring: true))
        #expect(
            FocusEffectRule.action(carouselInCharge: false, remembered: true, cellHasEffect: true)
                == .giveBack(restoring: false))
        #expect(FocusEffectRule.action(carouselInCharge: false, remembered: false, cellHasEffect: true) == .leave)
        #expect(FocusEffectRule.action(carouselInCharge: false, remembered: false, cellHasEffect: false) == .leave)
    }

    @Test(
        "a cell shown by the carousel, then a grid, then the carousel again ends with its own effect back in the grid")
    func roundTrip() {
        // A tiny model of the shell: the cell's effect (nil = none) and the remembered one.
        var effect: String? = "halo"
        var remembered: String??
        func show(inCharge: Bool) {
            switch FocusEffectRule.action(
                carouselInCharge: inCharge, remembered: remembered != nil, cellHasEffect: effect != nil)
            {
            case .leave: break
            case .take(let remembering):
                if remembering { remembered = .some(effect) }
                effect = nil
            case .giveBack(let restoring):
                if restoring, let taken = remembered { effect = taken }
                remembered = nil
            }
        }
        show(inCharge: true)
        #expect(effect == nil)
        show(inCharge: true)
        show(inCharge: false)
        #expect(effect == "halo")
        #expect(remembered == nil)
        show(inCharge: true)
        effect = "app's own"  // the app configures the cell again while the carousel shows it
        show(inCharge: true)
        show(inCharge: false)
        #expect(effect == "app's own")
    }
}
