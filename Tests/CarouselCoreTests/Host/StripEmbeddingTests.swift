@_spi(Plumbing) import CarouselSimulation
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// Which scroll view is the carousel's strip: only the one whose document view is the collection
/// view. A page's scroll view around a collection view without one of its own is refused.
@Suite("StripEmbedding: the carousel's own scroll view")
struct StripEmbeddingTests {
    final class View {}

    @Test("the strip is the enclosing scroll view whose document view is the collection view")
    func ownScrollViewOnly() {
        let collectionView = View()
        let scrollView = View()
        let page = View()
        #expect(
            StripEmbedding(
                enclosingScrollView: scrollView, documentView: collectionView, collectionView: collectionView)
                == .ownScrollView)
        #expect(
            StripEmbedding(enclosingScrollView: scrollView, documentView: page, collectionView: collectionView)
                == .otherScrollView)
        #expect(
            StripEmbedding(enclosingScrollView: scrollView, documentView: nil, collectionView: collectionView)
                == .otherScrollView)
        #expect(
            StripEmbedding(enclosingScrollView: nil, documentView: nil, collectionView: collectionView) == .noScrollView
        )
        #expect(StripEmbedding.strip(scrollView, documentView: collectionView, of: collectionView) === scrollView)
        #expect(StripEmbedding.strip(scrollView, documentView: page, of: collectionView) == nil)
        #expect(StripEmbedding.strip(View?.none, documentView: nil, of: collectionView) == nil)
    }

    /// A carousel of 12 items in 800 × 500 pt whose collection view sits as `embedding` says.
    func carousel(_ embedding: StripEmbedding) -> (SimulatedCollectionView, SimulatedController) {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings()), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [12])
        view.stripEmbedding = embedding
        view.layoutIfNeeded()
        return (view, SimulatedController(view: view))
    }

    @Test("a page's scroll view keeps its scrollers and elasticity, and a debug notice says how to embed, once")
    func pageScrollViewRefused() {
        let (view, controller) = carousel(.otherScrollView)
        let page = view.scrollView
        controller.feed(.wheel(ScrollWheelEvent(delta: Point2D(x: -30, y: 0), phase: .none, momentumPhase: .none)))
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        #expect(controller.driver.isActive)
        #expect(view.scrollView == page)
        #expect(controller.notices == [StripEmbedding.notice])
        #expect(StripEmbedding.notice.contains("documentView = collectionView"))
    }

    @Test("the collection view's own scroll view is taken as before, with no notice")
    func ownScrollViewTaken() {
        let (view, controller) = carousel(.ownScrollView)
        controller.feed(.touchDown(Point2D(x: 400, y: 250)))
        #expect(view.scrollView != ScrollViewSettings())
        #expect(controller.notices.isEmpty)
    }
}
