@_spi(Plumbing) import CarouselCore
import Testing

@Suite("SupplementaryElements")
struct SupplementaryElementsTests {
    @Test("outside a switch: a hidden, transparent answer at a fixed empty rectangle, below every item")
    func outside() {
        let a = SupplementaryElements.answer(otherLayoutFrame: nil)
        #expect(a.frame == Rect2D(x: 0, y: 0, width: 0, height: 0))
        #expect(a.alpha == 0 && a.isHidden && a.zIndex < 0)
        #expect(!SupplementaryElements.isShownInQueries)
        // Asked twice, the same answer (UIKit checks that attributes do not change without invalidation).
        #expect(SupplementaryElements.answer(otherLayoutFrame: nil) == a)
    }

    @Test("during a switch: at the grid's frame for the header, so it fades where it is")
    func during() {
        let header = Rect2D(x: 0, y: 640, width: 390, height: 44)
        let a = SupplementaryElements.answer(otherLayoutFrame: header)
        #expect(a.frame == header && a.alpha == 0 && a.isHidden)
    }

    @Test("a broken frame from the other layout is not used")
    func broken() {
        for frame in [
            Rect2D(x: .nan, y: 0, width: 10, height: 10), Rect2D(x: 0, y: 0, width: -1, height: 10),
            Rect2D(x: 0, y: 0, width: 10, height: .infinity),
        ] {
            #expect(
                SupplementaryElements.answer(otherLayoutFrame: frame).frame == Rect2D(x: 0, y: 0, width: 0, height: 0))
        }
    }
}
