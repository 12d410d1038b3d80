#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// A controller on the display's clock (the plain `CarouselController(collectionView:)`), in a
/// window on screen in a running app: a real display link delivers the frames of an animated
/// scroll.
@MainActor
@Suite("AppKit: a real display link delivers frames", .serialized, suiteTimeLimit)
struct AppKitDisplayLinkTests {
    @available(macOS 11, *)
    @Test(
        "an animated scroll on the display's clock passes the items between and reaches its target within 2 s",
        .tags(.appkit),
        .enabled("needs the app-hosted test bundle: a display link pauses off screen") {
            await AppHost.isRunning()
        })
    func displayLinkDeliversFrames() async throws {
        // Platform-only: only AppKit's display link (NSView.displayLink, CVDisplayLink before
        // macOS 14) delivers frames at the display's pace; and only in the app-hosted bundle
        // (enabled only while NSApp is running), since no frames come for a window the window
        // server does not show.
        // Contract: a display link of a view in a visible window calls its target once per frame of
        // the window's screen; a window ordered front in a running app becomes .visible in its
        // occlusionState.
        let window = NSWindow(
            contentRect: CGRect(x: 100, y: 100, width: 800, height: 500), styleMask: [.titled], backing: .buffered,
            defer: false)
        window.isReleasedWhenClosed = false
        let scrollView = NSScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        scrollView.autoresizingMask = [.width, .height]
        window.contentView = scrollView
        let layout = CarouselCollectionViewLayout(settings: LayoutSettings())
        let collectionView = CarouselCollectionView(frame: scrollView.bounds)
        collectionView.collectionViewLayout = layout
        let source = PlainItems(items: 12)
        collectionView.register(CarouselItem.self, forItemWithIdentifier: PlainItems.identifier)
        collectionView.dataSource = source
        scrollView.documentView = collectionView
        window.makeKeyAndOrderFront(nil)
        defer {
            window.orderOut(nil)
            window.close()
        }
        let controller = CarouselController(collectionView: collectionView)
        window.contentView?.layoutSubtreeIfNeeded()
        let waiter = FrameWaiter<Int>()
        let yield = waiter.yield
        controller.currentItemDidChange = { yield($0?.item ?? -1) }
        // The window server reports the window visible on a later turn: wait for it (the carousel
        // of a window nobody sees finishes motions at once).
        let deadline = Date().addingTimeInterval(2)
        while !window.occlusionState.contains(.visible), Date() < deadline {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        try #require(window.occlusionState.contains(.visible), "the window server never reported the window visible")
        let start = CACurrentMediaTime()
        #expect(controller.scrollToItem(at: IndexPath(item: 5, section: 0), animated: true), "the scroll was refused")
        let reached = await waiter.wait(timeout: 2) { $0 == 5 }
        let elapsed = CACurrentMediaTime() - start
        #expect(reached, "no frame brought item 5 to the middle within 2 s; current items reported: \(waiter.received)")
        #expect(
            waiter.received.filter { (1...4).contains($0) }.count >= 2,
            "the scroll reported \(waiter.received): it did not pass through the items between")
        #expect(elapsed > 0.1, "the 0.4 s scroll reached item 5 after \(elapsed) s: it was not animated by frames")
        #expect(
            layout.currentIndexPath?.item == 5, "the layout rests on \(String(describing: layout.currentIndexPath))")
        withExtendedLifetime(source) {}
    }
}

/// A data source of plain carousel items.
@MainActor
final class PlainItems: NSObject, NSCollectionViewDataSource {
    static let identifier = NSUserInterfaceItemIdentifier("plain")
    let items: Int

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath)
        -> NSCollectionViewItem
    {
        collectionView.makeItem(withIdentifier: Self.identifier, for: indexPath)
    }
}
#endif
