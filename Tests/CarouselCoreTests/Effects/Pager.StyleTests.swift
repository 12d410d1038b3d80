@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

@Suite("Pager.Style")
struct PagerStyleTests {
    @Test("nine styles in FSPagerViewTransformerType's order, one pager type each, named pager + FSPagerView's name")
    func types() {
        let names = [
            "crossFading", "zoomOut", "depth", "overlap", "linear", "coverFlow", "ferrisWheel", "invertedFerrisWheel",
            "cubic",
        ]
        #expect(Pager.Style.allCases.map(\.type) == CarouselType.pagerTypes)
        #expect(
            CarouselType.pagerTypes.map(\.rawValue)
                == names.map { "pager" + $0.prefix(1).uppercased() + $0.dropFirst() })
        for style in Pager.Style.allCases { #expect(Pager.Style(type: style.type) == style) }
        for type in CarouselType.allCases where !CarouselType.pagerTypes.contains(type) {
            #expect(Pager.Style(type: type) == nil, "\(type)")
        }
    }

    @Test("FSPagerViewTransformer's minimumScale: 0.85 for zoom out, 0.5 for depth, else 0.65")
    func defaultMinimumScale() {
        for style in Pager.Style.allCases {
            let expected = style == .zoomOut ? 0.85 : style == .depth ? 0.5 : 0.65
            #expect(style.defaultMinimumScale == expected, "\(style)")
        }
    }

    @Test(
        "proposedInteritemSpacing, for 300 pt items at minimumScale 0.5",
        arguments: [
            (Pager.Style.overlap, -90.0),  // 300 × −0.5 × 0.6
            (.linear, -30.0),  // 300 × −0.5 × 0.2
            (.coverFlow, -166.67106990588064),  // −300 sin(3π/16)
            (.ferrisWheel, -45.0),  // −300 × 0.15
            (.invertedFerrisWheel, -45.0),
            (.cubic, 0.0),
        ])
    func proposedSpacing(style: Pager.Style, spacing: Double) {
        let proposed = style.proposedInteritemSpacing(itemLength: 300, minimumScale: 0.5)
        #expect(proposed.map { approx($0, spacing) } == true, "\(String(describing: proposed))")
    }

    @Test("cross fading, zoom out and depth propose nothing: they take the pager's interitemSpacing")
    func noProposal() {
        for style in [Pager.Style.crossFading, .zoomOut, .depth] {
            #expect(style.proposedInteritemSpacing(itemLength: 300, minimumScale: 0.5) == nil)
        }
    }
}
