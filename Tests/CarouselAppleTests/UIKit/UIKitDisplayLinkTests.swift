#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

/// A controller on the display's clock (the plain `CarouselController(collectionView:)`), in a
/// window of the host app's scene on screen: a real `CADisplayLink` delivers the frames of an
/// animated scroll.
@MainActor
@Suite("UIKit: a real display link delivers frames", .serialized, suiteTimeLimit)
struct UIKitDisplayLinkTests {
    @Test(
        "an animated scroll on the display's clock passes the items between and reaches its target within 2 s",
        .tags(.uikit),
        .enabled("needs the app-hosted test bundle: a display link pauses off screen") {
            await AppHost.isRunning()
        })
    func displayLinkDeliversFrames() async throws {
        // Platform-only: only UIKit's CADisplayLink delivers frames at the display's pace; and only
        // in the app-hosted bundle (enabled only when a host app's scene is foreground-active),
        // since a display link delivers nothing for a window that is not on screen.
        // Contract: a CADisplayLink added to the main run loop calls its target once per frame
        // while its window's screen is on and the link is not paused; UIWindow(windowScene:) made
        // key and visible in a foreground-active scene is on screen.
        let scene = try #require(AppHost.foregroundScene, "no foreground-active scene of a host app")
        let window = UIWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        let layout = CarouselCollectionViewLayout(settings: LayoutSettings())
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = PlainCells(items: 12)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: PlainCells.identifier)
        collectionView.dataSource = source
        let root = UIViewController()
        root.view = collectionView
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer {
            window.isHidden = true
            window.rootViewController = nil
        }
        let controller = CarouselController(collectionView: collectionView)
        collectionView.layoutIfNeeded()
        let waiter = FrameWaiter<Int>()
        let yield = waiter.yield
        controller.currentItemDidChange = { yield($0?.item ?? -1) }
        let start = CACurrentMediaTime()
        #expect(controller.scrollToItem(at: path(5), animated: true), "the animated scroll was refused")
        let reached = await waiter.wait(timeout: 2) { $0 == 5 }
        let elapsed = CACurrentMediaTime() - start
        #expect(reached, "no frame brought item 5 to the middle within 2 s; current items reported: \(waiter.received)")
        // Frames, not a jump: a carousel nobody can see finishes a motion at once.
        #expect(
            waiter.received.filter { (1...4).contains($0) }.count >= 2,
            "the scroll reported \(waiter.received): it did not pass through the items between")
        #expect(elapsed > 0.1, "the 0.4 s scroll reached item 5 after \(elapsed) s: it was not animated by frames")
        #expect(
            layout.currentIndexPath == path(5), "the layout rests on \(String(describing: layout.currentIndexPath))")
        withExtendedLifetime(source) {}
    }
}

/// A data source of plain cells.
@MainActor
final class PlainCells: NSObject, UICollectionViewDataSource {
    static let identifier = "plain"
    let items: Int

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }
}
#endif
