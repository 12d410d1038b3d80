#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselAppKit

/// Arrow keys, left to right and right to left.
@MainActor
@Suite("AppKit: keys", .serialized, suiteTimeLimit)
struct AppKitKeyTests {
    @available(macOS 11, *)
    static func press(_ event: NSEvent?, on hosted: HostedAppKitCarousel) throws {
        hosted.collectionView.keyDown(with: try #require(event, "could not build a key event"))
        hosted.settle()
    }

    @available(macOS 11, *)
    @Test("→ and ← move one card each", .tags(.appkit))
    func arrowsMoveOneCard() throws {
        // Contract: NSEvent.specialKey names the arrow keys from the event's characters
        // (NSRightArrowFunctionKey), and keyDown(with:) is the first responder's key route.
        // Platform-only: NSEvent key events through keyDown(with:).
        let hosted = HostedAppKitCarousel(items: 12)
        defer { hosted.close() }
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        try Self.press(AppKitEvents.rightArrow(in: hosted.window, time: 0), on: hosted)
        #expect(hosted.layout.currentIndexPath == appKitPath(6), "→ from 5")
        #expect(abs(hosted.layout.liveScrollOffset - 6) < 0.001)
        try Self.press(AppKitEvents.leftArrow(in: hosted.window, time: hosted.controller.manualClock ?? 0), on: hosted)
        #expect(hosted.layout.currentIndexPath == appKitPath(5), "← from 6")
    }

    @available(macOS 11, *)
    @Test("right to left, later cards sit to the left and → moves to the previous card", .tags(.appkit))
    func rightToLeftMirrors() throws {
        // Contract: NSView.userInterfaceLayoutDirection set from code is read back by the
        // collection view before its first layout.
        // Platform-only: NSEvent key events under NSView.userInterfaceLayoutDirection.
        let hosted = HostedAppKitCarousel(items: 12, laysOut: false)
        defer { hosted.close() }
        hosted.collectionView.userInterfaceLayoutDirection = .rightToLeft
        hosted.controller.scrollToItem(at: appKitPath(5), animated: false)
        hosted.layOut()
        try #require(hosted.layout.currentIndexPath == appKitPath(5))
        let five = try #require(hosted.drawnCentre(of: appKitPath(5)))
        let six = try #require(hosted.drawnCentre(of: appKitPath(6)))
        #expect(six.x < five.x, "right to left, card 6 (x \(six.x)) is not to the left of card 5 (x \(five.x))")
        try Self.press(AppKitEvents.rightArrow(in: hosted.window, time: 0), on: hosted)
        #expect(
            hosted.layout.currentIndexPath == appKitPath(4),
            "right to left, → from 5 went to \(String(describing: hosted.layout.currentIndexPath)), expected 4")
    }
}
#endif
