import Testing

@_spi(Plumbing) @testable import CarouselCore

@Suite("Point2D, Size2D and the Objective-C MIN / MAX helpers")
struct Point2DTests {
    @Test("sanitized replaces non-finite coordinates by 0")
    func pointSanitized() {
        #expect(Point2D(x: .nan, y: 3).sanitized == Point2D(x: 0, y: 3))
        #expect(Point2D(x: -.infinity, y: .infinity).sanitized == .zero)
        #expect(Point2D(x: -4.5, y: 2).sanitized == Point2D(x: -4.5, y: 2))
    }

    @Test("sanitized sizes are finite and non-negative")
    func sizeSanitized() {
        #expect(Size2D(width: -3, height: 7).sanitized == Size2D(width: 0, height: 7))
        #expect(Size2D(width: .nan, height: .infinity).sanitized == .zero)
        #expect(Size2D(width: 200, height: 120).sanitized == Size2D(width: 200, height: 120))
    }

    @Test("objcMin / objcMax follow `a < b ? a : b` and `a < b ? b : a`, NaN included")
    func objcMacros() {
        #expect(objcMin(1, 2) == 1 && objcMin(2, 1) == 1)
        #expect(objcMax(1, 2) == 2 && objcMax(2, 1) == 2)
        // NaN compares false, so the ternary picks its else branch:
        // MIN(NaN, x) = x, MIN(x, NaN) = NaN; MAX(NaN, x) = NaN, MAX(x, NaN) = x.
        #expect(objcMin(.nan, 5) == 5 && objcMin(5, .nan).isNaN)
        #expect(objcMax(.nan, 5).isNaN && objcMax(5, .nan) == 5)
        // iCarousel's circle count MAX(12, ceil(0 / 0) · π) is therefore 12.
        #expect(objcMax(12, .nan) == 12)
    }

    @Test("finite(or:) and finiteOrZero")
    func finiteHelpers() {
        #expect(Double.nan.finiteOrZero == 0 && 3.5.finiteOrZero == 3.5)
        #expect(Double.infinity.finite(or: 7) == 7 && (-2.0).finite(or: 7) == -2)
    }
}
