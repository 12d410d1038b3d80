@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// Fixture: a 375-pt-wide shelf of 100 × 100 items with ASHorizontalScrollView's defaults
/// L = 5, m = 10, A = 20: room = 375 − 5 − 20 = 350, N = ⌊350 / 110⌋ = 3,
/// spacing = 350/3 − 100 = 16.666…, span = 116.666… .
private let itemSize = Size2D(width: 100, height: 100)
private let phoneSpacing = 350.0 / 3 - 100
private let phoneSpan = 350.0 / 3

private func shelf(
    _ options: CarouselOptions = CarouselOptions(), width: Double = 375, item: Double = 100, count: Int = 10
) -> Shelf {
    Shelf(options: options, length: width, itemLength: item, numberOfItems: count)
}

private func shelfModel(
    _ options: CarouselOptions = CarouselOptions(), bounds: Size2D = Size2D(width: 375, height: 200),
    itemSize: Size2D = itemSize, count: Int = 10, isVertical: Bool = false
) -> CarouselModel {
    CarouselModel(
        CarouselConfiguration(
            type: .shelf, options: options, numberOfItems: count, itemSize: itemSize, bounds: bounds,
            isVertical: isVertical))
}

@Suite("Shelf")
struct ShelfTests {
    // MARK: Spacing by frame

    @Test(
        "by frame: N = ⌊(W − L − A)/(w + m)⌋, spacing = (W − L − A)/N − w, for several widths",
        arguments: [
            // (W, spacing): 320 → N = ⌊295/110⌋ = 2, 147.5 − 100; 375 → 3, 350/3 − 100;
            // 768 → ⌊743/110⌋ = 6, 743/6 − 100; 1024 → ⌊999/110⌋ = 9, 111 − 100.
            (320.0, 47.5), (375.0, 16.66666666666667), (768.0, 23.83333333333333), (1024.0, 11.0),
        ] as [(Double, Double)])
    func byFrame(width: Double, spacing: Double) {
        let s = shelf(width: width)
        #expect(approx(s.spacing, spacing))
        #expect(s.spacing >= s.minimumSpacing)
        #expect(approx(s.itemSpan, 100 + spacing))
    }

    @Test("the spacing follows the width: rotating 375 → 812 re-spaces without any device table")
    func followsWidth() {
        // 812: room = 787, N = ⌊787/110⌋ = 7, spacing = 787/7 − 100.
        #expect(approx(shelf(width: 812).spacing, 787.0 / 7 - 100))
        #expect(approx(shelfModel(bounds: Size2D(width: 812, height: 200)).itemWidth, 787.0 / 7))
        #expect(approx(shelfModel().itemWidth, phoneSpan))
    }

    // MARK: Spacing by count

    @Test(
        "by count: spacing = (W − L − w f)/k − w, fractional itemsPerScreen",
        arguments: [
            // (itemsPerScreen, W, w, spacing)
            (4.25, 375.0, 60.0, 28.75),  // (375 − 5 − 15)/4 − 60
            (2.5, 375.0, 100.0, 60.0),  // (375 − 5 − 50)/2 − 100
            (3.0, 320.0, 100.0, 5.0),  // (320 − 5)/3 − 100: positive, so kept although below m
            (1.75, 320.0, 150.0, 52.5),  // (320 − 5 − 112.5)/1 − 150
        ] as [(Double, Double, Double, Double)])
    func byCount(perScreen: Double, width: Double, item: Double, spacing: Double) {
        let s = shelf(CarouselOptions(itemsPerScreen: perScreen), width: width, item: item)
        #expect(s.itemsPerScreen == perScreen)
        #expect(approx(s.spacing, spacing))
        // k whole items and f of the next fill the width exactly.
        let k = perScreen.rounded(.down)
        let f = perScreen - k
        #expect(approx(5 + k * (item + s.spacing) + f * item, width))
    }

    @Test("by count, too many: falls back to the largest whole count with the minimum spacing")
    func byCountFallback() {
        // 5.5 of 100 in 375: (375 − 5 − 50)/5 − 100 = −36 ≤ 0 → N' = ⌊320/110⌋ = 2, 320/2 − 100.
        #expect(shelf(CarouselOptions(itemsPerScreen: 5.5)).spacing == 60)
        // None fits (room 105 < 190): the minimum spacing.
        #expect(shelf(CarouselOptions(itemsPerScreen: 2.5), width: 200, item: 180).spacing == 10)
    }

    @Test(
        "itemsPerScreen below 1 or not finite lays out by frame",
        arguments: [0.0, 0.5, 0.999, -2.0, Double.nan, Double.infinity])
    func byCountBelowOne(perScreen: Double) {
        let s = shelf(CarouselOptions(itemsPerScreen: perScreen))
        #expect(s.itemsPerScreen == nil)
        #expect(approx(s.spacing, phoneSpacing))
    }

    // MARK: Centring

    @Test("centring a short row: gap = (W − (spacing + w) n + spacing − 2L)/2")
    func centring() {
        let options = CarouselOptions(centersWhenFewer: true)
        // n = 2: (375 − 233.33 + 16.67 − 10)/2 = 74.1666…; n = 3: 15.8333…; n = 4 fills the width.
        let two = shelf(options, count: 2)
        let three = shelf(options, count: 3)
        #expect(approx(two.leadingGap, 74.16666666666666))
        #expect(approx(three.leadingGap, 15.833333333333336))
        #expect(shelf(options, count: 4).leadingGap == 0)
        #expect(shelf(count: 2).leadingGap == 0)  // not asked to centre
        #expect(shelf(options, count: 0).leadingGap == 0)
        // The row is centred: equal space before the first and after the last item.
        let first = two.leadingEdge(forOffset: 0)
        let lastTrailing = two.leadingEdge(forOffset: 1) + 100
        #expect(approx(first, 79.16666666666666))
        #expect(approx(first, 375 - lastTrailing))
        #expect(two.lastPageOffset == 0)
    }

    // MARK: Positions

    @Test("item s sits at the leading margin at scroll offset s")
    func positions() {
        let model = shelfModel(count: 20)
        for scroll in [0.0, 2, 7.5] {
            let window = model.placements(at: scroll)
            for placement in window {
                let leading = 5 + (Double(placement.index) - scroll) * phoneSpan
                #expect(approx(placement.center.x, leading + 50))
                #expect(placement.center.y == 100)
                #expect(placement.transform == model.baseTransform)
                #expect(placement.alpha == 1 && !placement.isHidden)
            }
            if scroll == scroll.rounded() {
                #expect(window.contains { $0.index == Int(scroll) && approx($0.center.x, 55) })
            }
        }
    }

    @Test("vertical shelves use heights along the axis and the focus across it")
    func vertical() {
        let model = shelfModel(
            bounds: Size2D(width: 200, height: 375), itemSize: Size2D(width: 80, height: 100), isVertical: true)
        #expect(model.isVertical)
        #expect(approx(model.itemWidth, phoneSpan))
        let p = model.placement(forItemAt: 3, scrollOffset: 1)
        #expect(p.center.x == 100)
        #expect(approx(p.center.y, 5 + 2 * phoneSpan + 50))
    }

    // MARK: The last page and the window

    @Test("last whole page: the last item's trailing edge on the trailing margin")
    func lastPage() {
        let s = shelf()
        // content = 2 × 5 + 10 × 100 + 9 × 16.67 = 1160; (1160 − 375)/116.67.
        #expect(approx(s.contentLength, 1160))
        #expect(approx(s.lastPageOffset, 6.728571428571429))
        #expect(approx(s.leadingEdge(forOffset: 9 - s.lastPageOffset) + 100, 375 - 5))
        #expect(shelf(count: 1).lastPageOffset == 0)
        #expect(shelf(count: 3).lastPageOffset == 0)  // fits: 3 × 100 + 2 × 16.67 + 10 < 375
        #expect(shelf(count: 0).contentLength == 0)
    }

    @Test("the window: ⌈(W + w)/span⌉ + 2 slots from ⌈(L + w)/span⌉ before the current item")
    func window() {
        let model = shelfModel(count: 100)
        // ⌈475 / 116.67⌉ + 2 = 7; ⌈105 / 116.67⌉ = 1.
        #expect(model.numberOfVisibleItems == 7)
        #expect(model.shelf?.leadingSlots == 1)
        #expect(model.placements(at: 10).map(\.index) == Array(9...15))
        #expect(model.placements(at: 0).map(\.index) == Array(0...6))
    }

    @Test("every item that reaches into the bounds is in the window (seeded)")
    func windowCovers() {
        var rng = SeededGenerator(seed: 55)
        for _ in 0..<300 {
            let options = CarouselOptions(
                leadingMargin: .random(in: -10...80, using: &rng), minimumSpacing: .random(in: 0...40, using: &rng),
                minimumPeek: .random(in: 0...60, using: &rng),
                itemsPerScreen: Bool.random(using: &rng) ? 0 : .random(in: 1...6, using: &rng),
                centersWhenFewer: Bool.random(using: &rng))
            let width = Double.random(in: 100...1400, using: &rng)
            let item = Double.random(in: 10...500, using: &rng)
            let count = Int.random(in: 0...60, using: &rng)
            let model = shelfModel(
                options, bounds: Size2D(width: width, height: 200),
                itemSize: Size2D(width: item, height: 50), count: count)
            guard let shelf = model.shelf else {
                Issue.record("no shelf")
                return
            }
            let scroll = Double.random(in: -1...(Double(count) + 1), using: &rng)
            let shown = Set(model.placements(at: scroll).map(\.index))
            for index in 0..<count {
                let leading = shelf.leadingEdge(forOffset: Double(index) - scroll)
                if leading < width && leading + item > 0 {
                    #expect(shown.contains(index), "W \(width) w \(item) n \(count) s \(scroll) i \(index)")
                }
            }
            #expect(shelf.spacing >= 0 && shelf.spacing.isFinite)
        }
    }

    @Test("projected corners are the item's rectangle in the row")
    func projectedCorners() {
        let model = shelfModel(count: 10)
        for placement in model.placements(at: 1.25) {
            let left = 5 + (Double(placement.index) - 1.25) * phoneSpan
            let expected = [
                Point2D(x: left, y: 50), Point2D(x: left + 100, y: 50),
                Point2D(x: left + 100, y: 150), Point2D(x: left, y: 150),
            ]
            let corners = placement.projectedCorners ?? []
            #expect(corners.count == 4)
            for (c, e) in zip(corners, expected) {
                #expect(approx(c.x, e.x) && approx(c.y, e.y), "\(c) vs \(e)")
            }
        }
        // Literal: item 2 at scroll 1.25 starts at 5 + 0.75 × 116.67 = 92.5.
        let item2 = model.placement(forItemAt: 2, scrollOffset: 1.25).projectedCorners?.first
        #expect(item2.map { approx($0.x, 92.5) && approx($0.y, 50) } == true)
    }

    // MARK: Bad input

    @Test("negative margins count as 0; non-finite ones take the defaults")
    func negativeMargins() {
        let s = shelf(CarouselOptions(leadingMargin: -5, minimumSpacing: -10, minimumPeek: -20))
        #expect(s.leadingMargin == 0 && s.minimumSpacing == 0 && s.minimumPeek == 0)
        #expect(s.spacing == 25)  // ⌊375/100⌋ = 3, 375/3 − 100
        let nan = shelf(CarouselOptions(leadingMargin: .nan, minimumSpacing: .infinity, minimumPeek: -.infinity))
        #expect(nan == shelf())
    }

    @Test("an item wider than the view: spacing m, rests at every item's margin")
    func wideItem() {
        let s = shelf(width: 320, item: 400, count: 5)
        #expect(s.spacing == 10)
        #expect(s.itemSpan == 410)
        // (2050 − 320)/410 = 4.22 > n − 1: clamped, so the last item can rest at the margin.
        #expect(s.lastPageOffset == 4)
        #expect(s.visibleItemCount == 4)  // ⌈720/410⌉ + 2
    }

    @Test("zero sizes and zero spacing: no division by zero")
    func degenerate() {
        let zero = shelf(CarouselOptions(minimumSpacing: 0), item: 0, count: 10)
        #expect(zero.spacing == 0 && zero.itemSpan == 0)
        #expect(zero.lastPageOffset == 0)
        #expect(zero.visibleItemCount == CarouselModel.maximumVisibleItems)
        #expect(zero.snapping.threshold == 1.0 / 3)
        let noWidth = shelf(width: 0, count: 4)
        #expect(noWidth.spacing == 10)
        let model = shelfModel(bounds: .zero, itemSize: .zero, count: 4)
        for p in model.placements(at: .nan) {
            #expect(p.center.x.isFinite && p.center.y.isFinite && p.transform.isFinite)
        }
        #expect(shelf(count: -3).numberOfItems == 0)
        #expect(shelf(CarouselOptions(nextItemThreshold: 4)).nextItemThreshold == 1)
        #expect(shelf(CarouselOptions(nextItemThreshold: -1)).nextItemThreshold == 0)
        #expect(shelf(CarouselOptions(nextItemThreshold: .nan)).nextItemThreshold == 1.0 / 3)
    }

    @Test("snapping parameters: threshold × w / span, last page, 300 pt/s in items")
    func snapping() {
        let rules = shelf().snapping
        #expect(approx(rules.threshold, 0.28571428571428564))  // (1/3) × 100 / 116.67
        #expect(approx(rules.lastPageOffset, 6.728571428571429))
        #expect(approx(rules.flickVelocity, 2.571428571428571))  // 300 / 116.67
        #expect(rules.wraps == false)
    }
}
