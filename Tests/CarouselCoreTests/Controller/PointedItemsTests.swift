@_spi(Plumbing) import CarouselCore
import Testing

@Suite("PointedItems")
struct PointedItemsTests {
    @Test("in charge, the card drawn on top is named, not the card the platform's frames name")
    func topmostWins() {
        #expect(PointedItems.resolve(platform: [5], topmost: 3, isInCharge: true) == [3])
        #expect(PointedItems.resolve(platform: [], topmost: 7, isInCharge: true) == [7])
        #expect(PointedItems.resolve(platform: [3], topmost: 3, isInCharge: true) == [3])
    }

    @Test("in charge, no card drawn at the point names no item; a selection holding the top card stands")
    func emptySpaceAndSelections() {
        #expect(PointedItems.resolve(platform: [5], topmost: nil, isInCharge: true) == [])
        #expect(PointedItems.resolve(platform: [2, 3, 9], topmost: 3, isInCharge: true) == [2, 3, 9])
        #expect(PointedItems.resolve(platform: [2, 9], topmost: 3, isInCharge: true) == [3])
    }

    @Test("with another layout shown, the platform's answer stands")
    func notInCharge() {
        #expect(PointedItems.resolve(platform: [5], topmost: 3, isInCharge: false) == [5])
        #expect(PointedItems.resolve(platform: [Int](), topmost: nil, isInCharge: false) == [])
    }

    @Test("a menu made for another item than the platform named remembers it; otherwise nothing")
    func retargeted() {
        #expect(PointedItems.retargeted(named: [3], platform: [5]) == 3)
        #expect(PointedItems.retargeted(named: [7], platform: [Int]()) == 7)
        #expect(PointedItems.retargeted(named: [3], platform: [3]) == nil)
        // A selection that stands, empty space: nothing to remember.
        #expect(PointedItems.retargeted(named: [2, 3, 9], platform: [2, 3, 9]) == nil)
        #expect(PointedItems.retargeted(named: [Int](), platform: [5]) == nil)
        // The top card alone, out of a platform selection that does not hold it.
        #expect(PointedItems.retargeted(named: [3], platform: [2, 9]) == 3)
    }
}
