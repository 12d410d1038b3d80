@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("ScrollMapping")
struct ScrollMappingTests {
    typealias F = Fixtures

    // MARK: Examples

    @Test("linear, 12 items: 200 points per item, 11 items of scrolling")
    func linearTwelve() {
        let m = ScrollMapping(
            model: F.model(.linear, items: 12, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
        #expect(m.pointsPerItem == 200)  // itemWidth 200 / offsetMultiplier 1
        #expect(m.scrollRange == 2200)  // (12 − 1) × 200
        #expect(m.contentSize == Size2D(width: 2520, height: 480))  // 320 + 2200 wide, no vertical scroll
        #expect(m.scrollOffset(atPosition: 400, anchor: 0) == 2)
        #expect(m.position(forScrollOffset: 2.5, anchor: 0) == 500)
    }

    @Test("Cover Flow's offsetMultiplier 2 halves the points per item")
    func coverFlow() {
        let m = ScrollMapping(
            model: F.model(.coverFlow, items: 5, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
        #expect(m.pointsPerItem == 100)  // 200 / 2
        #expect(m.scrollRange == 400)  // 4 × 100
        #expect(m.contentSize == Size2D(width: 720, height: 480))
    }

    @Test("insets: the position is the content offset plus the leading inset")
    func insets() {
        let insets = EdgeInsets2D(top: 44, left: 20, bottom: 34, right: 10)
        let m = ScrollMapping(
            model: F.model(.linear, items: 12, bounds: F.portrait),
            viewport: F.viewport(size: F.portrait, insets: insets))
        #expect(m.contentSize == Size2D(width: 290 + 2200, height: 402))
        // UIScrollView rests at contentOffset.x = −left: that is item 0.
        #expect(m.position(forContentOffset: Point2D(x: -20, y: -44)) == 0)
        #expect(m.usableOrigin(forContentOffset: Point2D(x: -20, y: -44)) == .zero)
        #expect(m.contentOffset(forPosition: 400, keepingCrossAxisOf: Point2D(x: 0, y: -44)) == Point2D(x: 380, y: -44))
        // The last item: contentOffset.x = contentWidth − boundsWidth + right = 2490 − 320 + 10.
        #expect(m.position(forContentOffset: Point2D(x: 2180, y: -44)) == 2200)
    }

    @Test("vertical: the item height is the spacing and y scrolls")
    func vertical() {
        let m = ScrollMapping(
            model: F.model(
                .linear, items: 12, vertical: true, itemSize: Size2D(width: 200, height: 100), bounds: F.portrait),
            viewport: F.viewport(size: F.portrait))
        #expect(m.pointsPerItem == 100)
        #expect(m.contentSize == Size2D(width: 320, height: 480 + 1100))
        #expect(m.position(forContentOffset: Point2D(x: 7, y: 250)) == 250)
        #expect(m.contentOffset(forPosition: 300, keepingCrossAxisOf: Point2D(x: 7, y: 0)) == Point2D(x: 7, y: 300))
        #expect(m.positionVelocity(forScrollViewVelocity: Point2D(x: 9, y: -1.5)) == -1500)
    }

    @Test("wrapping: a fixed virtual range whatever the item count")
    func wrapping() {
        let five = ScrollMapping(
            model: F.model(.rotary, items: 5, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
        let many = ScrollMapping(
            model: F.model(.rotary, items: 10_000_000, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
        #expect(five.isWrapEnabled)
        #expect(five.scrollRange == ScrollMapping.wrapScrollRange)
        #expect(many.scrollRange == ScrollMapping.wrapScrollRange)
        #expect(five.contentSize.width == 200_320)
    }

    @Test("no items: nothing to scroll, wrapping or not")
    func noItems() {
        #expect(
            ScrollMapping(model: F.model(.linear, items: 0, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
                .scrollRange == 0)
        #expect(
            ScrollMapping(model: F.model(.rotary, items: 0, bounds: F.portrait), viewport: F.viewport(size: F.portrait))
                .scrollRange == 0)
    }

    @Test("UIScrollView's velocity is points per millisecond")
    func velocity() {
        let m = ScrollMapping(model: F.model(bounds: F.portrait), viewport: F.viewport(size: F.portrait))
        #expect(m.positionVelocity(forScrollViewVelocity: Point2D(x: 2, y: 5)) == 2000)
        #expect(m.positionVelocity(forScrollViewVelocity: Point2D(x: .nan, y: 5)) == 0)
    }

    // MARK: Right to left

    /// The fixture mapping of a type, right to left.
    static func rtl(
        _ type: CarouselType = .linear, items: Int = 12, vertical: Bool = false,
        insets: EdgeInsets2D = .zero
    ) -> ScrollMapping {
        var config = F.configuration(type, items: items, vertical: vertical, bounds: F.portrait)
        config.layoutDirection = .rightToLeft
        return ScrollMapping(model: CarouselModel(config), viewport: F.viewport(size: F.portrait, insets: insets))
    }

    @Test("right to left, linear, 12 items: position 0 is the content's right end, x = 2200")
    func rightToLeft() {
        let m = Self.rtl()
        #expect(m.isMirrored)
        #expect(m.scrollRange == 2200 && m.contentSize == Size2D(width: 2520, height: 480))  // as left to right
        #expect(m.position(forContentOffset: Point2D(x: 2200, y: 0)) == 0)  // item 0 at anchor 0
        #expect(m.position(forContentOffset: Point2D(x: 2000, y: 0)) == 200)  // 200 pt leftward: item 1
        #expect(m.position(forContentOffset: .zero) == 2200)  // the left end: item 11
        #expect(m.contentOffset(forPosition: 400, keepingCrossAxisOf: Point2D(x: 0, y: 7)) == Point2D(x: 1800, y: 7))
        // The usable area's top-left corner stays physical.
        #expect(m.usableOrigin(forContentOffset: Point2D(x: 2000, y: 0)) == Point2D(x: 2000, y: 0))
        // A finger moving right by 100 pt (content offset 2200 → 2100) moves half an item forward.
        #expect(m.scrollOffset(atPosition: m.position(forContentOffset: Point2D(x: 2100, y: 0)), anchor: 0) == 0.5)
    }

    @Test("right to left with insets: position 0 is x = scrollRange − left inset, UIScrollView's largest offset")
    func rightToLeftInsets() {
        let insets = EdgeInsets2D(top: 44, left: 20, bottom: 34, right: 10)
        let m = Self.rtl(insets: insets)
        // Largest content offset: contentWidth − boundsWidth + right = 2490 − 320 + 10 = 2180 = 2200 − 20.
        #expect(m.position(forContentOffset: Point2D(x: 2180, y: -44)) == 0)
        #expect(m.position(forContentOffset: Point2D(x: -20, y: -44)) == 2200)  // the smallest: the last item
        #expect(m.contentOffset(forPosition: 0, keepingCrossAxisOf: Point2D(x: 0, y: -44)) == Point2D(x: 2180, y: -44))
        #expect(
            m.contentOffset(forPosition: 400, keepingCrossAxisOf: Point2D(x: 0, y: -44)) == Point2D(x: 1780, y: -44))
        #expect(m.usableOrigin(forContentOffset: Point2D(x: 2180, y: -44)) == Point2D(x: 2200, y: 0))
    }

    @Test("right to left: a velocity toward smaller content offsets is toward larger scroll offsets")
    func rightToLeftVelocity() {
        #expect(Self.rtl().positionVelocity(forScrollViewVelocity: Point2D(x: 2, y: 5)) == -2000)
        #expect(Self.rtl().positionVelocity(forScrollViewVelocity: Point2D(x: -1.5, y: 5)) == 1500)
        #expect(Self.rtl().positionVelocity(forScrollViewVelocity: Point2D(x: .nan, y: 5)) == 0)
    }

    @Test("right to left: vertical mappings ignore it")
    func rightToLeftVertical() {
        let m = Self.rtl(vertical: true)
        let ltr = ScrollMapping(
            model: F.model(.linear, items: 12, vertical: true, bounds: F.portrait),
            viewport: F.viewport(size: F.portrait))
        #expect(!m.isMirrored)
        #expect(m == ltr)
        #expect(m.position(forContentOffset: Point2D(x: 7, y: 250)) == 250)
        #expect(m.positionVelocity(forScrollViewVelocity: Point2D(x: 9, y: -1.5)) == -1500)
    }

    @Test("the memberwise init takes the layout direction (left to right by default)")
    func memberwiseDirection() {
        func mapping(_ direction: LayoutDirection? = nil, vertical: Bool = false) -> ScrollMapping {
            guard let direction else {
                return ScrollMapping(
                    numberOfItems: 5, isWrapEnabled: false, itemWidth: 200, offsetMultiplier: 1,
                    isVertical: vertical, viewport: F.viewport(size: F.portrait))
            }
            return ScrollMapping(
                numberOfItems: 5, isWrapEnabled: false, itemWidth: 200, offsetMultiplier: 1,
                isVertical: vertical, viewport: F.viewport(size: F.portrait), layoutDirection: direction)
        }
        #expect(!mapping().isMirrored && !mapping(.leftToRight).isMirrored)
        #expect(mapping(.rightToLeft).isMirrored)
        #expect(!mapping(.rightToLeft, vertical: true).isMirrored)
        #expect(mapping(.rightToLeft).position(forContentOffset: Point2D(x: 100, y: 0)) == 700)  // 800 − 100
    }

    @Test("right to left, wrapping: the middle of the strip is the same content offset")
    func rightToLeftWrapping() {
        let m = Self.rtl(.rotary, items: 5)
        #expect(m.scrollRange == 200_000)
        #expect(m.position(forContentOffset: Point2D(x: 100_000, y: 0)) == 100_000)
        #expect(m.position(forContentOffset: Point2D(x: 100_000.25, y: 0)) == 99_999.75)
    }

    // MARK: Ill-defined input

    @Test(
        "points per item stay within their limits",
        arguments: [
            // (offsetMultiplier, itemWidth, expected points per item)
            (0.0, 200.0, 1_000_000.0),  // a zero multiplier (iCarousel: drags do nothing) → largest
            (-2.0, 200.0, 100.0),  // negative multipliers are used by magnitude
            (1.0, 0.0, 0.01),  // a zero item width → smallest
            (1e-12, 200.0, 1_000_000.0),
        ])
    func pointsPerItemLimits(multiplier: Double, itemWidth: Double, expected: Double) {
        let m = ScrollMapping(
            numberOfItems: 5, isWrapEnabled: false, itemWidth: itemWidth,
            offsetMultiplier: multiplier, isVertical: false, viewport: F.viewport(size: F.portrait))
        #expect(m.pointsPerItem == expected)
        #expect(m.contentSize.width.isFinite)
    }

    @Test("NaN in, finite out")
    func nanInput() {
        let m = ScrollMapping(
            numberOfItems: 5, isWrapEnabled: false, itemWidth: .nan, offsetMultiplier: .nan,
            isVertical: false, viewport: F.viewport(size: F.portrait))
        #expect(m.pointsPerItem == 1)
        #expect(m.scrollOffset(atPosition: .nan, anchor: .infinity) == 0)
        #expect(m.position(forScrollOffset: .infinity, anchor: 0) == 0)
        #expect(m.anchor(showing: .nan, atPosition: 3) == -3)
        #expect(m.clampedPosition(.infinity) == 0)
        #expect(m.clampedPosition(1e9) == m.scrollRange)
    }

    // MARK: Invariants

    @Test("position ↔ scroll offset ↔ content offset round-trip (seeded)")
    func roundTrips() {
        var rng = SeededGenerator(seed: 4)
        for _ in 0..<500 {
            let type = CarouselType.iCarouselTypes.randomElement(using: &rng)!
            let items = Int.random(in: 0...40, using: &rng)
            let insets = EdgeInsets2D(
                top: .random(in: 0...50, using: &rng), left: .random(in: 0...50, using: &rng),
                bottom: .random(in: 0...50, using: &rng), right: .random(in: 0...50, using: &rng))
            let vertical = Bool.random(using: &rng)
            let m = ScrollMapping(
                model: F.model(type, items: items, vertical: vertical, bounds: F.portrait),
                viewport: F.viewport(size: F.portrait, insets: insets))
            let anchor = Double.random(in: -50...50, using: &rng)
            let s = Double.random(in: -100...100, using: &rng)
            let p = m.position(forScrollOffset: s, anchor: anchor)
            #expect(approx(m.scrollOffset(atPosition: p, anchor: anchor), s, 1e-9))
            #expect(approx(m.anchor(showing: s, atPosition: p), anchor, 1e-9))
            let offset = m.contentOffset(forPosition: p, keepingCrossAxisOf: Point2D(x: 3, y: 4))
            #expect(approx(m.position(forContentOffset: offset), p, 1e-9))
            // The resting range is exactly UIScrollView's: from −leading inset to contentLength − bounds + trailing inset.
            let maxOffset =
                vertical
                ? m.contentSize.height - 480 + insets.bottom
                : m.contentSize.width - 320 + insets.right
            let minOffset = vertical ? -insets.top : -insets.left
            let end = vertical ? Point2D(x: 0, y: maxOffset) : Point2D(x: maxOffset, y: 0)
            let start = vertical ? Point2D(x: 0, y: minOffset) : Point2D(x: minOffset, y: 0)
            #expect(approx(m.position(forContentOffset: start), 0, 1e-9))
            if m.viewport.usableSize.width > 0 && m.viewport.usableSize.height > 0 {
                #expect(approx(m.position(forContentOffset: end), m.scrollRange, 1e-9))
            }
        }
    }

    @Test("a short carousel under wide insets is lengthened to the bounds plus a point, past its last item")
    func scrollableExcess() {
        // 320 pt bounds less 47 + 47 pt insets: 226 pt usable; two items 60 pt apart scroll 60 pt.
        let insets = EdgeInsets2D(top: 0, left: 47, bottom: 0, right: 47)
        let m = ScrollMapping(
            numberOfItems: 2, isWrapEnabled: false, itemWidth: 60, offsetMultiplier: 1, isVertical: false,
            viewport: F.viewport(size: F.portrait, insets: insets))
        #expect(m.scrollRange == 60)
        #expect(m.restingSpan == 95)  // 320 + 1 − 226
        #expect(m.contentSize == Size2D(width: 321, height: 480))
        #expect(m.position(forContentOffset: Point2D(x: -47, y: 0)) == 0)
        // Without insets the content is already longer than the bounds: nothing is added.
        let plain = ScrollMapping(
            numberOfItems: 2, isWrapEnabled: false, itemWidth: 60, offsetMultiplier: 1, isVertical: false,
            viewport: F.viewport(size: F.portrait))
        #expect(plain.restingSpan == 60 && plain.contentSize.width == 380)
        // One item never scrolls; a wrapping strip is long enough already.
        let single = ScrollMapping(
            numberOfItems: 1, isWrapEnabled: false, itemWidth: 60, offsetMultiplier: 1, isVertical: false,
            viewport: F.viewport(size: F.portrait, insets: insets))
        #expect(single.restingSpan == 0 && single.contentSize.width == 226)
        // Right to left, item 0 still rests at the content's right end; the extra lies past item 1.
        let rtl = ScrollMapping(
            numberOfItems: 2, isWrapEnabled: false, itemWidth: 60, offsetMultiplier: 1, isVertical: false,
            viewport: F.viewport(size: F.portrait, insets: insets), layoutDirection: .rightToLeft)
        #expect(rtl.position(forContentOffset: Point2D(x: 321 - 320 + 47, y: 0)) == 0)
        #expect(rtl.position(forContentOffset: Point2D(x: -12, y: 0)) == 60)
    }

    @Test("right to left: round trips, the resting range, and positions mirrored from left to right (seeded)")
    func rightToLeftRoundTrips() {
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let type = CarouselType.allCases.randomElement(using: &rng)!
            let items = Int.random(in: 0...40, using: &rng)
            let insets = EdgeInsets2D(
                top: .random(in: 0...50, using: &rng), left: .random(in: 0...50, using: &rng),
                bottom: .random(in: 0...50, using: &rng), right: .random(in: 0...50, using: &rng))
            var config = F.configuration(type, items: items, bounds: F.portrait)
            config.orientation = .horizontal
            let ltr = ScrollMapping(
                model: CarouselModel(config), viewport: F.viewport(size: F.portrait, insets: insets))
            config.layoutDirection = .rightToLeft
            let m = ScrollMapping(model: CarouselModel(config), viewport: F.viewport(size: F.portrait, insets: insets))
            #expect(m.isMirrored && m.scrollRange == ltr.scrollRange && m.contentSize == ltr.contentSize)
            let p = Double.random(in: -1000...5000, using: &rng)
            let y = Double.random(in: -50...50, using: &rng)
            let offset = m.contentOffset(forPosition: p, keepingCrossAxisOf: Point2D(x: 3, y: y))
            #expect(offset.y == y)
            #expect(approx(m.position(forContentOffset: offset), p, 1e-9))
            // The same content offset: measured from the other end.
            let x = Double.random(in: -500...5000, using: &rng)
            let physical = Point2D(x: x, y: y)
            #expect(
                approx(
                    m.position(forContentOffset: physical), m.restingSpan - ltr.position(forContentOffset: physical),
                    1e-9))
            // The resting range is still UIScrollView's, entered from the other end (the resting span:
            // the scroll range, or more for a short carousel kept scrollable under wide insets).
            let maxOffset = m.contentSize.width - 320 + insets.right
            #expect(m.restingSpan >= m.scrollRange)
            #expect(approx(m.position(forContentOffset: Point2D(x: -insets.left, y: 0)), m.restingSpan, 1e-9))
            if m.viewport.usableSize.width > 0 {
                #expect(approx(m.position(forContentOffset: Point2D(x: maxOffset, y: 0)), 0, 1e-9))
            }
            let v = Point2D(x: Double.random(in: -5...5, using: &rng), y: 1)
            #expect(m.positionVelocity(forScrollViewVelocity: v) == -ltr.positionVelocity(forScrollViewVelocity: v))
        }
    }
}
