#if canImport(UIKit)
import UIKit
import Testing
@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselUIKit

#if os(iOS)
/// An iPad's hardware keyboard: the controller's key commands and UIScrollView's own keyboard
/// scrolling.
///
/// Focus does not come to a test host's window without a hardware keyboard: these tests tell the
/// controller's driver that the current card has focus (the input `collectionView(_:didUpdateFocusIn:with:)`
/// feeds), which is when the carousel offers its commands.
@MainActor
@Suite("UIKit: iPad keyboard", .serialized, suiteTimeLimit)
struct UIKitKeyboardTests {
    /// A carousel on item 3 of 12 whose current card holds focus.
    static func focusedCarousel() -> HostedUIKitCarousel {
        let hosted = HostedUIKitCarousel(items: 12)
        hosted.controller.scrollToItem(at: path(3), animated: false)
        hosted.advance(by: 0.1)
        hosted.controller.feed(.focusChanged(item: 3))
        return hosted
    }

    @Test(
        "installKeyCommands(in:) adds ← and → while the carousel holds focus, and their action moves one item",
        .tags(.uikit), arguments: [true, false])
    func arrowKeyCommandsMoveOneItem(rightArrow: Bool) throws {
        // Contract: UIViewController.addKeyCommand(_:) makes the command part of the responder's
        // keyCommands, and UIKit sends a command's action up the responder chain with the command
        // as the sender when its keys are pressed.
        // (UIKit's input constants are main-actor isolated: test arguments cannot name them.)
        // Platform-only: UIKeyCommand and the responder chain.
        let input = rightArrow ? UIKeyCommand.inputRightArrow : UIKeyCommand.inputLeftArrow
        let expected = rightArrow ? 4 : 2
        let hosted = Self.focusedCarousel()
        defer { hosted.close() }
        #expect(hosted.controller.driver.engine.holdsFocus, "the driver did not take the focus input")
        let host = try #require(hosted.window.rootViewController)
        hosted.controller.installKeyCommands(in: host)
        let inputs = (host.keyCommands ?? []).compactMap(\.input)
        #expect(
            inputs.contains(UIKeyCommand.inputLeftArrow) && inputs.contains(UIKeyCommand.inputRightArrow),
            "the view controller's key commands are \(inputs)")
        let command = try #require(host.keyCommands?.first { $0.input == input }, "no command for \(input)")
        let action = try #require(command.action, "the command has no action")
        #expect(
            hosted.collectionView.responds(to: action), "the collection view (a responder) cannot perform \(action)")
        if #available(iOS 15.0, *) {
            #expect(command.wantsPriorityOverSystemBehavior, "the arrow gives way to the focus system's own arrows")
        }
        _ = hosted.collectionView.perform(action, with: command)
        hosted.advance(by: 1)
        #expect(
            hosted.layout.currentIndexPath == path(expected),
            "the \(rightArrow ? "→" : "←") command left the carousel on \(String(describing: hosted.layout.currentIndexPath)), want \(expected)"
        )
        #expect(
            abs(hosted.layout.liveScrollOffset - Double(expected)) < 1e-6, "rest at \(hosted.layout.liveScrollOffset)")
    }

    @Test("without focus the carousel offers no key commands", .tags(.uikit))
    func noCommandsWithoutFocus() throws {
        // Contract: UIKit offers a responder's keyCommands (and lists them in the iPad's shortcut
        // overlay) whenever the responder is in the chain: commands offered without focus would
        // take the arrows from the rest of the screen.
        // Platform-only: UIKeyCommand and the responder chain.
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        let host = try #require(hosted.window.rootViewController)
        hosted.controller.installKeyCommands(in: host)
        #expect(hosted.controller.keyCommands.isEmpty, "commands offered before focus came")
        #expect((host.keyCommands ?? []).isEmpty, "commands installed before focus came")
        hosted.controller.feed(.focusChanged(item: 0))
        #expect(!hosted.controller.keyCommands.isEmpty, "no commands while holding focus")
        hosted.controller.feed(.focusChanged(item: nil))
        #expect(
            hosted.controller.keyCommands.isEmpty,
            "commands offered after focus left: \(hosted.controller.keyCommands.map(\.input))")
    }

    @Test(
        "UIScrollView's keyboard scrolling is off while the carousel is in charge, and given back after", .tags(.uikit))
    func keyboardScrollingOffWhileInCharge() {
        // Contract: on iPadOS 17+, UIScrollView.allowsKeyboardScrolling (default true) lets Page Up /
        // Page Down and the arrows scroll the content by points, bypassing the carousel's items.
        // Platform-only: UIScrollView.allowsKeyboardScrolling (iPadOS 17).
        guard #available(iOS 17.0, *) else { return }
        let hosted = HostedUIKitCarousel(items: 12)
        defer { hosted.close() }
        #expect(
            !hosted.collectionView.allowsKeyboardScrolling,
            "allowsKeyboardScrolling is on under the carousel: Page Down scrolls the strip by a page of points")
        // The app's own delegate takes over: the app's value (the default, on) comes back.
        let app = DelegateRecorder()
        hosted.collectionView.delegate = app
        hosted.advance(by: 0.1)
        hosted.controller.stopScrolling()
        #expect(
            !hosted.controller.isInChargeNow, "the controller is still in charge after the app's delegate took over")
        #expect(hosted.collectionView.allowsKeyboardScrolling, "allowsKeyboardScrolling was not given back to the app")
        withExtendedLifetime(app) {}
    }
}
#endif
#endif
