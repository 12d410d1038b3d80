import Foundation
import Testing

/// The iCarousel migration guide (Sources/CarouselCore/CarouselCore.docc/MigratingFromICarousel.md)
/// covers every public member of iCarousel 1.8.3's header.
///
/// The lists below were read from `iCarousel/iCarousel.h`, "Version 1.8.3", in
/// github.com/nicklockwood/iCarousel at commit c9e043e1fa767f88d31de8dae95585345e8e7676 (the
/// header is not in this repository, so the names are pinned here, spelt as the header spells
/// them: enum constants, property names, and selectors).
@Suite("iCarousel migration guide")
struct ICarouselMigrationGuideTests {
    static let types = [
        "iCarouselTypeLinear", "iCarouselTypeRotary", "iCarouselTypeInvertedRotary", "iCarouselTypeCylinder",
        "iCarouselTypeInvertedCylinder", "iCarouselTypeWheel", "iCarouselTypeInvertedWheel", "iCarouselTypeCoverFlow",
        "iCarouselTypeCoverFlow2", "iCarouselTypeTimeMachine", "iCarouselTypeInvertedTimeMachine",
        "iCarouselTypeCustom",
    ]
    static let options = [
        "iCarouselOptionWrap", "iCarouselOptionShowBackfaces", "iCarouselOptionOffsetMultiplier",
        "iCarouselOptionVisibleItems", "iCarouselOptionCount", "iCarouselOptionArc", "iCarouselOptionAngle",
        "iCarouselOptionRadius", "iCarouselOptionTilt", "iCarouselOptionSpacing", "iCarouselOptionFadeMin",
        "iCarouselOptionFadeMax", "iCarouselOptionFadeRange", "iCarouselOptionFadeMinAlpha",
    ]
    static let properties = [
        "dataSource", "delegate", "type", "perspective", "decelerationRate", "scrollSpeed", "bounceDistance",
        "scrollEnabled", "pagingEnabled", "vertical", "wrapEnabled", "bounces", "scrollOffset", "offsetMultiplier",
        "contentOffset", "viewpointOffset", "numberOfItems", "numberOfPlaceholders", "currentItemIndex",
        "currentItemView", "indexesForVisibleItems", "numberOfVisibleItems", "visibleItemViews", "itemWidth",
        "contentView", "toggle", "autoscroll", "stopAtItemBoundary", "scrollToItemBoundary",
        "ignorePerpendicularSwipes", "centerItemWhenSelected", "dragging", "decelerating", "scrolling",
    ]
    static let methods = [
        "scrollByOffset:duration:", "scrollToOffset:duration:", "scrollByNumberOfItems:duration:",
        "scrollToItemAtIndex:duration:", "scrollToItemAtIndex:animated:", "itemViewAtIndex:", "indexOfItemView:",
        "indexOfItemViewOrSubview:", "offsetForItemAtIndex:", "itemViewAtPoint:", "removeItemAtIndex:animated:",
        "insertItemAtIndex:animated:", "reloadItemAtIndex:animated:", "reloadData",
    ]
    static let dataSource = [
        "numberOfItemsInCarousel:", "carousel:viewForItemAtIndex:reusingView:", "numberOfPlaceholdersInCarousel:",
        "carousel:placeholderViewAtIndex:reusingView:",
    ]
    static let delegate = [
        "carouselWillBeginScrollingAnimation:", "carouselDidEndScrollingAnimation:", "carouselDidScroll:",
        "carouselCurrentItemIndexDidChange:", "carouselWillBeginDragging:", "carouselDidEndDragging:willDecelerate:",
        "carouselWillBeginDecelerating:", "carouselDidEndDecelerating:", "carousel:shouldSelectItemAtIndex:",
        "carousel:didSelectItemAtIndex:", "carouselItemWidth:", "carousel:itemTransformForOffset:baseTransform:",
        "carousel:valueForOption:withDefault:",
    ]

    /// The guide's table rows, by the backticked name in their first cell, with the rest of the row.
    static func rows() throws -> [String: String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(
            contentsOf: root.appendingPathComponent("Sources/CarouselCore/CarouselCore.docc/MigratingFromICarousel.md"),
            encoding: .utf8)
        var rows: [String: String] = [:]
        for line in guide.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
            rows[String(cells[1].dropFirst().dropLast())] = cells[2...].joined(separator: "|")
        }
        return rows
    }

    @Test(
        "every type, option, property, method, data-source and delegate call has a row with a replacement",
        arguments: [types, options, properties, methods, dataSource, delegate])
    func everyMember(names: [String]) throws {
        let rows = try Self.rows()
        for name in names {
            let row = try #require(rows[name], "the guide has no row for `\(name)`")
            #expect(row.split(separator: "|").first.map { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == true)
        }
    }

    @Test("the pinned lists hold the header's 91 members once each")
    func counts() {
        let all = Self.types + Self.options + Self.properties + Self.methods + Self.dataSource + Self.delegate
        #expect(all.count == 12 + 14 + 34 + 14 + 4 + 13)
        #expect(Set(all).count == all.count)
    }
}
