@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Testing

/// Linear, 12 items of 200 pt in 800×500 bounds (200 points per item).
private func model(
    items: Int = 12, wrap: Bool = false, vertical: Bool = false, rtl: Bool = false,
    _ options: CarouselOptions = CarouselOptions()
) -> CarouselModel {
    var options = options
    options.wrap = wrap
    var c = Fixtures.configuration(.linear, items: items, vertical: vertical, options)
    c.layoutDirection = rtl ? .rightToLeft : .leftToRight
    return CarouselModel(c)
}

private func settings(_ behavior: FocusBehavior, centres: Bool = true) -> InteractionSettings {
    var s = InteractionSettings()
    s.focusBehavior = behavior
    s.centersFocusedItem = centres
    return s
}

extension EngineDriver {
    /// The indexes of the `focusDidChange` events, in order.
    var focusChanges: [Int] {
        events.compactMap { if case .focusDidChange(let i) = $0.event { return i } else { return nil } }
    }
}

@Suite("InteractionEngine: focus")
struct InteractionEngineFocusTests {
    @Test("a focus move right turns the carousel one item; focus follows when the motion ends")
    func moveRight() {
        var d = EngineDriver(model())
        #expect(d.engine.isItemFocusable(0) && !d.engine.isItemFocusable(1))  // before focus enters
        d.send(.focusChanged(item: 0), at: 0)
        d.send(.focusMove(.right), at: 0.1)
        #expect(d.refused.isEmpty)
        #expect(d.engine.isScrollingAnimation)
        #expect(d.focusChanges.isEmpty)  // not before the motion ends
        #expect(d.engine.isItemFocusable(0))  // the focused card stays focusable under the motion
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        #expect(d.focusChanges == [1])
        #expect(d.engine.focusedItemIndex == 1)
        // focusDidChange comes with the rest, right after the scrolling animation's end.
        let names = d.names
        let end = try! #require(names.lastIndex(of: "didEndScrollingAnimation"))
        #expect(names[end + 1] == "focusDidChange")
        #expect(d.time(of: "focusDidChange")! >= 0.5 - 1e-9)  // 0.1 s + iCarousel's 0.4 s
        // The current item and, as targets for the focus search, its neighbours; nothing further.
        #expect(d.engine.isItemFocusable(1) && d.engine.isItemFocusable(0) && d.engine.isItemFocusable(2))
        #expect(!d.engine.isItemFocusable(3))
        // Once focus has left, only the current item: entering always lands on it.
        d.send(.focusChanged(item: nil), at: 2)
        #expect(d.engine.isItemFocusable(1) && !d.engine.isItemFocusable(0) && !d.engine.isItemFocusable(2))
    }

    @Test("quick moves count from where the motion heads; focus follows once, to the last item")
    func quickMoves() {
        var d = EngineDriver(model())
        d.send(.focusChanged(item: 0), at: 0)
        for k in 0..<3 { d.send(.focusMove(.right), at: 0.1 + 0.05 * Double(k)) }
        d.settle()
        #expect(d.engine.scrollOffset == 3)
        #expect(d.focusChanges == [3])
    }

    @Test("wrapping, left from item 0 goes the short way to item 11")
    func wrapShortestWay() {
        var d = EngineDriver(model(wrap: true))
        d.send(.focusChanged(item: 0), at: 0)
        #expect(d.engine.isItemFocusable(11) && d.engine.isItemFocusable(1) && !d.engine.isItemFocusable(10))
        d.send(.focusChanged(item: nil), at: 0)
        d.send(.focusMove(.left), at: 0)  // implies focus on the preferred item, 0
        #expect(d.engine.holdsFocus)
        d.settle()
        #expect(d.engine.scrollOffset == -1)
        #expect(d.engine.currentItemIndex == 11)
        #expect(d.focusChanges == [11])
    }

    @Test("across the axis, Tab and at an end focus is not the carousel's: refused, saying why, nothing moves")
    func refused() {
        var d = EngineDriver(model())
        d.send(.focusChanged(item: 0), at: 0)
        for (k, heading) in [FocusHeading.up, .down, .next, .previous, .left].enumerated() {
            d.send(.focusMove(heading), at: 0.1 * Double(k + 1))
        }
        #expect(d.reasons == [.acrossAxis, .acrossAxis, .leavesCarousel, .leavesCarousel, .atFirstItem])
        #expect(d.offsets.isEmpty && d.events.isEmpty)
        var v = EngineDriver(model(vertical: true))
        v.send(.focusMove(.left), at: 0)
        v.send(.focusMove(.right), at: 0)
        v.send(.focusMove(.down), at: 0)
        #expect(v.reasons == [.acrossAxis, .acrossAxis])
        v.settle()
        #expect(v.engine.scrollOffset == 1)
    }

    @Test("right to left, a move left goes toward higher indexes")
    func rightToLeft() {
        var d = EngineDriver(model(rtl: true))
        d.send(.focusMove(.left), at: 0)
        d.settle()
        #expect(d.engine.scrollOffset == 1)
        #expect(d.focusChanges == [1])
    }

    @Test("no recentring while focused; the held-back recentring happens when focus leaves")
    func recentringHeld() {
        var d = EngineDriver(model(wrap: true))
        d.send(.focusChanged(item: 0), at: 0)
        d.send(.focusMove(.right), at: 0.1)
        d.run(until: 1.9)
        #expect(d.engine.isAtRest && d.engine.scrollOffset == 1)
        #expect(d.recentres.isEmpty)
        d.send(.focusChanged(item: nil), at: 2)
        #expect(d.recentres == [2])
        #expect(!d.engine.holdsFocus && d.engine.focusedItemIndex == nil)
        // Without focus the same move recentres when it rests.
        var u = EngineDriver(model(wrap: true))
        u.send(.key(.right), at: 0.1)
        u.settle()
        #expect(u.recentres.count == 1)
    }

    @Test("focus leaving during a motion owes the recentring to the rest")
    func leavesWhileMoving() {
        var d = EngineDriver(model(wrap: true))
        d.send(.focusMove(.right), at: 0)
        d.send(.focusChanged(item: nil), at: 0.1)
        #expect(d.recentres.isEmpty)
        d.settle()
        #expect(d.recentres.count == 1)
        #expect(d.focusChanges.isEmpty)  // focus is elsewhere: it does not follow
    }

    @Test("autoscroll pauses while the carousel holds focus and resumes when focus leaves")
    func autoscrollPauses() {
        var d = EngineDriver(model(wrap: true))
        d.send(.autoscroll(1), at: 0)
        d.run(until: 0.5)
        #expect(d.engine.isAutoscrolling)
        d.send(.focusChanged(item: 0), at: 0.5)
        d.settle()
        #expect(!d.engine.isAutoscrolling && d.engine.isAtRest)
        // It settled on an item boundary, and focus followed to that item.
        #expect(d.engine.scrollOffset == d.engine.scrollOffset.rounded())
        #expect(d.engine.focusedItemIndex == d.engine.currentItemIndex)
        let rested = d.engine.scrollOffset
        d.run(until: 3)
        #expect(d.engine.scrollOffset == rested)
        d.send(.focusChanged(item: nil), at: 3)
        #expect(d.engine.isAutoscrolling)
    }

    @Test("the remote's long swipe is the scroll view's pan: moves during it are taken without a move")
    func swipeDuringDrag() {
        var settings = InteractionSettings()
        settings.platformDecelerates = false
        var d = EngineDriver(model(items: 30), settings: settings)
        d.send(.focusChanged(item: 0), at: 0)
        d.send(.dragBegan, at: 0.1)
        d.send(.scrolled(to: 0.4), at: 0.15)
        d.send(.focusMove(.right), at: 0.16)
        #expect(d.refused.isEmpty)
        #expect(!d.engine.isScrollingAnimation)
        // A fast release: iCarousel's physics carries it several items; focus follows at rest.
        d.send(.touchUp(velocity: Point2D(x: -3000, y: 0), proposedOffset: nil), at: 0.2)
        d.settle()
        let rest = d.engine.currentItemIndex
        #expect(rest > 2)
        #expect(d.focusChanges == [rest])
    }

    @Test("Select activates the centred item, or the one the motion heads for")
    func activate() {
        var d = EngineDriver(model())
        d.send(.focusChanged(item: 0), at: 0)
        d.send(.activate, at: 0.05)
        d.send(.focusMove(.right), at: 0.1)
        d.send(.focusMove(.right), at: 0.12)
        d.send(.activate, at: 0.15)
        d.settle()
        let selected = d.events.compactMap { if case .didSelectItem(let i) = $0.event { return i } else { return nil } }
        #expect(selected == [0, 2])
        #expect(d.engine.currentItemIndex == 2)
        var e = EngineDriver(model(items: 0))
        e.send(.activate, at: 0)
        #expect(e.refused == [0])
    }

    @Test("visible items: focus landing on a side card centres it; moves go from the focused card")
    func visibleItems() {
        var d = EngineDriver(model(), settings: settings(.visibleItems))
        #expect(d.engine.isItemFocusable(1) && d.engine.isItemFocusable(2))
        #expect(!d.engine.isItemFocusable(11))  // off screen
        d.send(.focusChanged(item: 2), at: 0)
        d.settle()
        #expect(d.engine.scrollOffset == 2)
        #expect(d.focusChanges.isEmpty)  // focus is already there

        var n = EngineDriver(model(), settings: settings(.visibleItems, centres: false))
        n.send(.focusChanged(item: 1), at: 0)
        #expect(n.events.isEmpty)
        n.send(.focusMove(.right), at: 0.1)
        n.settle()
        #expect(n.engine.scrollOffset == 2)  // one past the focused card, not the centre
        #expect(n.focusChanges == [2])
        n.send(.activate, at: 2)
        #expect(n.events.last?.event == .didSelectItem(index: 2))
    }

    @Test("visible items: a programmatic scroll leaves focus where it is; a key move takes it along")
    func visibleItemsFollow() {
        var d = EngineDriver(model(), settings: settings(.visibleItems))
        d.send(.focusChanged(item: 0), at: 0)
        d.send(.scroll(.toItem(1, duration: 0.4)), at: 0.1)
        d.settle()
        #expect(d.focusChanges.isEmpty)
        d.send(.key(.right), at: 1)
        d.settle()
        #expect(d.focusChanges == [2])
        // Current item only: every rest takes focus to the current item.
        var c = EngineDriver(model())
        c.send(.focusChanged(item: 0), at: 0)
        c.send(.scroll(.toItem(4, duration: 0.4)), at: 0.1)
        c.settle()
        #expect(c.focusChanges == [4])
    }

    @Test("no focus: nothing is focusable or preferred, and focus inputs are refused")
    func noFocus() {
        var d = EngineDriver(model(), settings: settings(.none))
        #expect(d.engine.preferredFocusItemIndex == nil)
        #expect(!(0..<12).contains { d.engine.isItemFocusable($0) })
        d.send(.focusChanged(item: 0), at: 0)
        d.send(.focusMove(.right), at: 0.1)
        #expect(d.refused == [0, 0.1] && d.reasons == [.focusDisabled, .focusDisabled])
        #expect(!d.engine.holdsFocus)
    }

    @Test("bad input: out-of-range items are refused, empty carousels prefer nothing")
    func badInput() {
        var d = EngineDriver(model())
        d.send(.focusChanged(item: 12), at: 0)
        d.send(.focusChanged(item: -1), at: 0)
        #expect(d.reasons == [.noSuchItem, .noSuchItem])
        #expect(!d.engine.holdsFocus)
        #expect(!d.engine.isItemFocusable(-1) && !d.engine.isItemFocusable(12))
        #expect(d.engine.preferredFocusItemIndex == 0)
        var e = EngineDriver(model(items: 0))
        #expect(e.engine.preferredFocusItemIndex == nil)
        e.send(.focusMove(.right), at: 0)
        #expect(e.refused == [0] && e.reasons == [.noItems])
        var one = EngineDriver(model(items: 1, wrap: true))
        one.send(.focusMove(.right), at: 0)
        #expect(one.reasons == [.singleWrappedItem])  // it would spin round to itself
    }

    @Test("a reload that removes the focused item moves focus to the current one when it rests")
    func reloadRemovesFocused() {
        var d = EngineDriver(model(), settings: settings(.visibleItems, centres: false))
        d.send(.focusChanged(item: 2), at: 0)
        d.send(.modelChanged(model(items: 2), scrollOffset: 0, change: .reload), at: 0.1)
        d.settle()
        #expect(d.focusChanges == [0])
        #expect(d.engine.focusedItemIndex == 0)
        var e = EngineDriver(model())
        e.send(.focusChanged(item: 0), at: 0)
        e.send(.modelChanged(model(items: 0), scrollOffset: 0, change: .reload), at: 0.1)
        e.settle()
        #expect(e.focusChanges == [-1])
    }

    @Test("seeded sequences: at rest, current-item focus sits on the current item; no recentring while focused")
    func randomized() {
        var rng = SeededGenerator(seed: 1313)
        let headings = FocusHeading.allCases
        for round in 0..<40 {
            var d = EngineDriver(model(items: Int.random(in: 1...9, using: &rng), wrap: round % 2 == 0))
            var t = 0.0
            var heldSince: Double?
            for _ in 0..<12 {
                t += Double.random(in: 0.01...0.6, using: &rng)
                switch Int.random(in: 0..<6, using: &rng) {
                case 0:
                    d.send(.focusChanged(item: nil), at: t)
                    heldSince = nil
                case 1: d.send(.key(.right), at: t)
                case 2: d.send(.activate, at: t)
                default:
                    d.send(.focusMove(headings.randomElement(using: &rng)!), at: t)
                    if d.engine.holdsFocus, heldSince == nil { heldSince = t }
                }
                if let since = heldSince {
                    #expect(!d.recentres.contains { $0 > since }, "round \(round)")
                }
            }
            d.settle()
            if d.engine.holdsFocus {
                #expect(d.engine.focusedItemIndex == d.engine.currentItemIndex, "round \(round)")
            }
            #expect(d.engine.isAtRest)
        }
    }
}
