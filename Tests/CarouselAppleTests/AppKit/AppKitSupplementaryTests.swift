#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// The layout's answers for supplementary and decoration views, which the carousel does not show.
@MainActor
@Suite("AppKit: supplementary and decoration views", .serialized, suiteTimeLimit)
struct AppKitSupplementaryTests {
    @available(macOS 11, *)
    @Test(
        "supplementary and decoration queries answer hidden attributes, never nil, for AppKit's kinds", .tags(.appkit))
    func queriesNeverReturnNil() throws {
        // Contract: NSCollectionView asks layoutAttributesForSupplementaryView(ofKind:at:) for the
        // kinds it knows (section header and footer, the inter-item gap indicator of a drop) and
        // expects attributes for every kind it asks about.
        // Platform-only: NSCollectionViewLayout's supplementary and decoration queries.
        let hosted = HostedAppKitCarousel(items: 6)
        defer { hosted.close() }
        let kinds: [NSCollectionView.SupplementaryElementKind] = [
            NSCollectionView.elementKindSectionHeader, NSCollectionView.elementKindSectionFooter,
            NSCollectionView.elementKindInterItemGapIndicator,
        ]
        for kind in kinds {
            for item in [0, 3] {
                let attributes = try #require(
                    hosted.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: appKitPath(item)),
                    "nil attributes for supplementary kind \(kind) at item \(item)")
                #expect(attributes.isHidden, "supplementary \(kind) at \(item) is not hidden")
                #expect(attributes.alpha == 0, "supplementary \(kind) at \(item) has alpha \(attributes.alpha)")
                #expect(attributes.representedElementCategory == .supplementaryView)
                #expect(attributes.representedElementKind == kind)
            }
        }
        let decoration = try #require(
            hosted.layout.layoutAttributesForDecorationView(ofKind: "background", at: appKitPath(0)),
            "nil attributes for a decoration view")
        #expect(decoration.isHidden)
        #expect(decoration.representedElementCategory == .decorationView)
        let elements = hosted.layout.layoutAttributesForElements(in: hosted.visibleRect)
        #expect(
            elements.allSatisfy { $0.representedElementCategory == .item },
            "the rectangle query returned supplementary or decoration attributes, which AppKit would show")
    }
}
#endif
