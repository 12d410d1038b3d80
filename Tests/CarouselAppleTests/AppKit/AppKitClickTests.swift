#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Clicks on a button inside a card, by AppKit's route: the window's hit test picks the view, the
/// view's `mouseDown(with:)` tracks the mouse until the button comes up.
@MainActor
@Suite("AppKit: clicks on card content", .serialized, suiteTimeLimit)
struct AppKitClickTests {
    /// The view AppKit's window sends a click at `windowPoint` to: the hit test from the window's
    /// top view (the content view's superview takes points in window coordinates).
    @available(macOS 11, *)
    static func viewHit(at windowPoint: NSPoint, in window: NSWindow) -> NSView? {
        guard let content = window.contentView else { return nil }
        guard let top = content.superview else { return content.hitTest(windowPoint) }
        return top.hitTest(windowPoint)
    }

    /// Clicks `view` at `windowPoint` as NSWindow does after its hit test: the mouse-up is queued
    /// first (an NSButton's mouseDown(with:) tracks by pulling events from NSApp's queue until a
    /// mouse-up), then mouseDown(with:); a mouse-up nobody took is removed afterwards.
    @available(macOS 11, *)
    static func click(_ view: NSView, at windowPoint: NSPoint, in window: NSWindow, time: Double) throws {
        let app = NSApplication.shared
        let down = try #require(AppKitEvents.mouse(.leftMouseDown, at: windowPoint, in: window, time: time))
        let up = try #require(AppKitEvents.mouse(.leftMouseUp, at: windowPoint, in: window, time: time + 0.05))
        app.postEvent(up, atStart: false)
        view.mouseDown(with: down)
        while app.nextEvent(matching: .leftMouseUp, until: Date.distantPast, inMode: .default, dequeue: true) != nil {
        }
    }

    @available(macOS 11, *)
    @Test("a click on the centre card's button reaches the button and fires its action", .tags(.appkit))
    func centreCardButtonFires() throws {
        // Contract: NSWindow sends a left mouse-down to the view its hit test (NSView.hitTest(_:),
        // points in the superview's coordinates) returns; NSButton tracks the mouse in
        // mouseDown(with:) until the mouse-up and sends its action when the mouse-up lands inside it.
        // Platform-only: NSWindow's mouse-down delivery (NSView.hitTest(_:)) and NSButton's tracking.
        let hosted = HostedAppKitCarousel(items: 9)
        defer { hosted.close() }
        let card = try #require(hosted.visibleItemsByIndex[0] as? HostedCard, "no card 0")
        let centre = try #require(hosted.drawnCentre(of: appKitPath(0)))
        let windowPoint = hosted.collectionView.convert(centre, to: nil)
        let hit = Self.viewHit(at: windowPoint, in: hosted.window)
        #expect(
            hit === card.button,
            "the window's hit test at the centre card's button returned \(String(describing: hit)), not card 0's button"
        )
        if let hit {
            try Self.click(hit, at: windowPoint, in: hosted.window, time: hosted.controller.manualClock ?? 0)
        }
        #expect(hosted.pressedButtons == [0], "buttons pressed: \(hosted.pressedButtons), expected card 0's")
        hosted.settle()
        #expect(hosted.layout.currentIndexPath == appKitPath(0), "a click on a button moved the carousel")
    }

    /// Clicks the carousel itself at `windowPoint` as NSWindow does once its hit test returned the
    /// collection view: mouseDown(with:), then mouseUp(with:) to the same view (a view that does
    /// not track the mouse itself receives the mouse-up from the window).
    @available(macOS 11, *)
    static func clickCarousel(_ view: NSView, at windowPoint: NSPoint, in window: NSWindow, time: Double) throws {
        let down = try #require(AppKitEvents.mouse(.leftMouseDown, at: windowPoint, in: window, time: time))
        let up = try #require(AppKitEvents.mouse(.leftMouseUp, at: windowPoint, in: window, time: time + 0.05))
        view.mouseDown(with: down)
        view.mouseUp(with: up)
    }

    @available(macOS 11, *)
    @Test("Cover Flow at rest: the current card's button fires (the card is drawn at its frame)", .tags(.appkit))
    func coverFlowCurrentCardButtonFires() throws {
        // Contract: NSButton tracks in mouseDown(with:) and sends its action when the mouse-up's
        // locationInWindow, converted with convert(_:from: nil) (no layer transforms), lies inside
        // its bounds: true on a card whose transform leaves it at its frame (Cover Flow's current
        // card at rest is untransformed).
        // Platform-only: NSButton's tracking loop in mouseDown(with:).
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 9)
        defer { hosted.close() }
        let card = try #require(hosted.visibleItemsByIndex[0] as? HostedCard, "no card 0")
        let centre = try #require(hosted.drawnCentre(of: appKitPath(0)))
        let windowPoint = hosted.collectionView.convert(centre, to: nil)
        let hit = Self.viewHit(at: windowPoint, in: hosted.window)
        #expect(hit === card.button, "the window's hit test at card 0's button returned \(String(describing: hit))")
        if let hit, hit === card.button {
            try Self.click(hit, at: windowPoint, in: hosted.window, time: hosted.controller.manualClock ?? 0)
        }
        #expect(hosted.pressedButtons == [0], "buttons pressed: \(hosted.pressedButtons), expected card 0's")
    }

    @available(macOS 11, *)
    @Test("a click on a side card's button, drawn turned, is the carousel's: it centres that card", .tags(.appkit))
    func sideCardButtonCentresCard() throws {
        // Contract: NSWindow sends a left mouse-down to the view its hit test returns. NSButton's
        // tracking converts locationInWindow with convert(_:from: nil), which ignores layer
        // transforms, so a button on a turned side card would highlight and never fire: the
        // carousel keeps the click and centres the card, as iCarousel centres a tapped side card.
        // Platform-only: NSView.hitTest(_:) and NSButton on a card drawn behind.
        let hosted = HostedAppKitCarousel(LayoutSettings(type: .coverFlow), items: 9)
        defer { hosted.close() }
        let centre = try #require(hosted.drawnCentre(of: appKitPath(1)))
        try #require(
            hosted.layout.indexPathForTopmostItem(at: centre) == appKitPath(1),
            "card 1 is not the card drawn on top at its own centre \(centre)")
        let windowPoint = hosted.collectionView.convert(centre, to: nil)
        let hit = Self.viewHit(at: windowPoint, in: hosted.window)
        #expect(
            hit === hosted.collectionView,
            "the window's hit test at side card 1's button returned \(String(describing: hit)), not the carousel")
        try Self.clickCarousel(
            hosted.collectionView, at: windowPoint, in: hosted.window, time: hosted.controller.manualClock ?? 0)
        hosted.settle()
        #expect(hosted.pressedButtons.isEmpty, "a side card's button fired: \(hosted.pressedButtons)")
        #expect(hosted.layout.currentIndexPath == appKitPath(1), "the click did not centre card 1")
        // Now card 1 is the current card at rest: its button takes the next click.
        let card = try #require(hosted.visibleItemsByIndex[1] as? HostedCard, "no card 1")
        let now = try #require(hosted.drawnCentre(of: appKitPath(1)))
        let nowInWindow = hosted.collectionView.convert(now, to: nil)
        let second = Self.viewHit(at: nowInWindow, in: hosted.window)
        #expect(
            second === card.button, "after centring, the hit at card 1's button returned \(String(describing: second))")
        if let second, second === card.button {
            try Self.click(second, at: nowInWindow, in: hosted.window, time: hosted.controller.manualClock ?? 0)
        }
        #expect(hosted.pressedButtons == [1], "buttons pressed: \(hosted.pressedButtons), expected card 1's")
    }

    @available(macOS 11, *)
    @Test("while the carousel moves, a click on the current card's button is the carousel's", .tags(.appkit))
    func movingCarouselKeepsClick() throws {
        // Contract: as above; a moving card leaves its frame between the mouse-down and the
        // mouse-up, so the click goes to the carousel, whose mouse-down stops the motion.
        // Platform-only: NSEvent mouse-down and mouse-up on a moving card.
        let hosted = HostedAppKitCarousel(items: 9)
        defer { hosted.close() }
        _ = hosted.controller.scrollToItem(at: appKitPath(3), animated: true)
        hosted.advance(to: (hosted.controller.manualClock ?? 0) + 0.1)
        try #require(!hosted.controller.isAtRest, "the carousel is not moving 0.1 s into a scroll")
        let current = try #require(hosted.layout.currentIndexPath, "no current item")
        let centre = try #require(hosted.drawnCentre(of: current))
        let hit = Self.viewHit(at: hosted.collectionView.convert(centre, to: nil), in: hosted.window)
        #expect(
            hit === hosted.collectionView,
            "the hit on a moving carousel's current card returned \(String(describing: hit)), not the carousel")
    }

    @available(macOS 11, *)
    @Test("a click on a card's label or background is the carousel's, also on the current card", .tags(.appkit))
    func cardBackgroundIsCarousels() throws {
        // Contract: NSWindow sends the mouse-down to the view hitTest(_:) returns; a card's plain
        // view and labels do not track clicks, so the carousel takes them (a click selects the card).
        // Platform-only: NSView.hitTest(_:) on a card's plain background.
        let hosted = HostedAppKitCarousel(items: 9)
        defer { hosted.close() }
        let centre = try #require(hosted.drawnCentre(of: appKitPath(0)))
        // 80 pt above the centre: on the 200 × 200 pt card, outside its 120 × 40 pt button.
        let corner = CGPoint(x: centre.x, y: centre.y - 80)
        let hit = Self.viewHit(at: hosted.collectionView.convert(corner, to: nil), in: hosted.window)
        #expect(hit === hosted.collectionView, "the hit on card 0's background returned \(String(describing: hit))")
    }
}
#endif
