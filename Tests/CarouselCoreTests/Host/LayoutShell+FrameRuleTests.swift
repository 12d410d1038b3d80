@_spi(Plumbing) import CarouselSimulation
@_spi(Plumbing) import CarouselTestSupport
import Foundation
import Testing

@_spi(Plumbing) @testable import CarouselCore

/// The one frame rule of UIKit's and AppKit's layouts, run through the layouts' shell code in a
/// ``SimulatedCollectionView`` asked about bounds changes in either platform's order: every
/// answer is centred where its card is drawn, the drawing unchanged.
@Suite("LayoutShell: one frame rule for both platforms")
struct LayoutShellFrameRuleTests {
    /// Cover Flow, 12 items of 200 × 200 pt in 800 × 500 pt, at scroll offset 4.3.
    func coverFlow(_ question: SimulatedCollectionView.BoundsQuestion) -> SimulatedCollectionView {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(type: .coverFlow)),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.boundsQuestion = question
        view.layoutIfNeeded()
        view.move(toScrollOffset: 4.3)
        view.layoutIfNeeded()
        return view
    }

    func near(_ a: Point2D, _ b: Point2D, within tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test(
        "the attributes a pass applies sit on their cards: each frame centred where the card is drawn, the picture unchanged",
        arguments: [SimulatedCollectionView.BoundsQuestion.beforeCommit, .afterCommit])
    func framesSitOnTheirCards(question: SimulatedCollectionView.BoundsQuestion) throws {
        let view = coverFlow(question)
        let core = view.layout.attributes(in: view.bounds)
        #expect(core.count > 3)
        #expect(view.visibleAttributes.map(\.indexPath) == core.map(\.indexPath))
        for (shown, own) in zip(view.visibleAttributes, core) {
            let drawn = try #require(own.placement.projectedCenter)
            // Every card here is drawn inside the bounds: the frame's centre is the drawn centre.
            #expect(near(Point2D(x: shown.frame.midX, y: shown.frame.midY), drawn), "\(own.indexPath)")
            let corners = try #require(shown.placement.projectedCorners)
            let ownCorners = try #require(own.placement.projectedCorners)
            for (a, b) in zip(corners, ownCorners) { #expect(near(a, b, within: 1e-6)) }
        }
        // The side cards' frames are apart, not stacked at the carousel's centre.
        let centres = Set(view.visibleAttributes.map { Int($0.frame.midX.rounded()) })
        #expect(centres.count == core.count)
        // An item's own answer is the same as the rectangle's.
        let third = view.visibleAttributes[2]
        #expect(view.carousel.attributesForItem(at: third.indexPath) == third)
    }

    @Test("a drop goes onto the card drawn on top, centred where it is drawn; over no card, nowhere")
    func dropTargetIsTheCardOnTop() throws {
        let view = coverFlow(.beforeCommit)
        for shown in view.visibleAttributes {
            let point = Point2D(x: shown.frame.midX, y: shown.frame.midY)
            let top = try #require(view.layout.indexPathForTopmostItem(atContentPoint: point))
            let target = try #require(view.carousel.dropTargetAttributes(atContentPoint: point))
            #expect(target.indexPath == top)
            #expect(target == view.carousel.attributesForItem(at: top))
        }
        #expect(view.carousel.dropTargetAttributes(atContentPoint: Point2D(x: 400, y: 5)) == nil)
    }

    @Test("a placeholder gets no batch-update keyframes from the shell; an item does, during the update's setup")
    func keyframesOnlyForItems() throws {
        var settings = LayoutSettings(type: .linear)
        settings.numberOfPlaceholders = 2
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: settings), bounds: Rect2D(x: 0, y: 0, width: 800, height: 500),
            sectionCounts: [3])
        view.layoutIfNeeded()
        view.layout.prepare(forUpdates: [
            CollectionUpdate(platformAction: 0, before: nil, after: IndexPath(indexes: [0, 0]))
        ])
        let shown = view.carousel.attributesForElements(in: Rect2D(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
        let placeholder = try #require(shown.first { $0.elementKind != nil })
        let item = try #require(shown.first { $0.elementKind == nil })
        #expect(view.carousel.transitionKeyframes(for: placeholder) == nil)
        #expect(view.carousel.transitionKeyframes(for: item) != nil)
        _ = view.layout.finalizeUpdates()
        #expect(view.carousel.transitionKeyframes(for: item) == nil)
    }

    /// The keyframes card 6 of a linear carousel resting on card 5 gets when its type becomes
    /// Cover Flow inside an animated batch update with no items (the SwiftUI view's animated
    /// settings change), the collection view invalidating the data source's counts or not.
    func keyframesOfTypeChange(invalidatesCounts: Bool) -> [Transform3D]? {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(type: .linear)),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.layoutIfNeeded()
        view.move(toScrollOffset: 5)
        view.layoutIfNeeded()
        view.setSettings(LayoutSettings(type: .coverFlow))
        view.performBatchUpdates([], sectionCounts: [12], order: .passFirst, invalidatesCounts: invalidatesCounts)
        return view.updateKeyframes[IndexPath(indexes: [0, 6])]
    }

    @Test(
        "a settings change in an animated batch update with no items animates whether or not the counts are invalidated"
    )
    func settingsChangeKeyframesWithoutCounts() throws {
        let withCounts = try #require(keyframesOfTypeChange(invalidatesCounts: true))
        // Linear to Cover Flow: the side card turns, from its old place to its new one.
        #expect(withCounts.count == 2)
        #expect(withCounts.first.map { approx($0, withCounts[withCounts.count - 1]) } == false)
        // AppKit may not invalidate the counts in an update with no items (undocumented): the
        // same keyframes.
        #expect(keyframesOfTypeChange(invalidatesCounts: false) == withCounts)
    }

    @Test("a settings change with no update, then a scroll: a later batch update animates from what is shown")
    func settingsChangeThenScrollKeepsNoStalePass() {
        let view = SimulatedCollectionView(
            layout: LayoutDriver(settings: LayoutSettings(type: .linear)),
            bounds: Rect2D(x: 0, y: 0, width: 800, height: 500), sectionCounts: [12])
        view.layoutIfNeeded()
        view.move(toScrollOffset: 5)
        view.layoutIfNeeded()
        view.setSettings(LayoutSettings(type: .coverFlow))
        view.layoutIfNeeded()  // no update: the change shows at once
        view.move(toScrollOffset: 7)
        view.layoutIfNeeded()
        view.performBatchUpdates([], sectionCounts: [12], order: .passFirst, invalidatesCounts: false)
        // Nothing changed since the scroll: no card moves (no keyframes, or all the same).
        for (_, keyframes) in view.updateKeyframes {
            #expect(keyframes.allSatisfy { approx($0, keyframes[0]) })
        }
    }

    @Test("a batch update's keyframes end at the drawn transform and start where the first keyframe draws the card")
    func keyframesFollowTheMovingFrame() throws {
        let view = coverFlow(.beforeCommit)
        let own = try #require(view.layout.attributes(forItemAt: IndexPath(indexes: [0, 6])))
        let shown = own.drawn(showingIn: view.bounds)
        #expect(shown.drawnShift != .zero)
        let start = Transform3D.translation(x: -300, y: 0, z: 0)
        let keyframes = shown.keyframesAsDrawn([start, own.placement.transform])
        #expect(keyframes.count == 2)
        // The last: the attributes' own transform (the layer's model value after the update).
        #expect(keyframes.last.map { approx($0, shown.placement.transform) } == true)
        // The first, about the frame where the animation starts (the first keyframe's drawn
        // centre), draws the card's centre there: 300 pt left of the core's centre.
        let core = own.placement.center
        let startFrame = Point2D(x: core.x - 300, y: core.y)
        let p = try #require(keyframes[0].project(x: 0, y: 0))
        #expect(near(Point2D(x: startFrame.x + p.x, y: startFrame.y + p.y), startFrame))
    }
}
