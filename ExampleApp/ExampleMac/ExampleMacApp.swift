#if os(macOS)  // the ExampleMac target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import AppKit

/// The macOS example: one window with the carousel gallery and its options, built on
/// `CarouselAppKit` from the same package as the iOS app.
@main
enum ExampleMacApp {
    @MainActor static func main() {
        guard #available(macOS 11.0, *) else { return }  // the deployment target
        let app = NSApplication.shared
        let delegate = AppDelegate()
        app.delegate = delegate
        app.setActivationPolicy(.regular)
        app.mainMenu = AppDelegate.makeMainMenu()
        app.run()
    }
}

/// Opens the gallery window and quits when it closes.
@available(macOS 11.0, *)
@MainActor
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 1000, height: 680),
            styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: false)
        window.title = "Carousel"
        window.minSize = NSSize(width: 640, height: 480)
        window.contentViewController = MacGalleryViewController()
        window.center()
        window.makeKeyAndOrderFront(nil)
        self.window = window
        NSApp.activate(ignoringOtherApps: true)
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }

    /// An application menu with Quit, and a Window menu (nib-less apps build their own).
    static func makeMainMenu() -> NSMenu {
        let main = NSMenu()
        let appItem = NSMenuItem()
        main.addItem(appItem)
        let appMenu = NSMenu()
        appMenu.addItem(withTitle: "Quit Carousel", action: #selector(NSApplication.terminate(_:)), keyEquivalent: "q")
        appItem.submenu = appMenu
        let windowItem = NSMenuItem()
        main.addItem(windowItem)
        let windowMenu = NSMenu(title: "Window")
        windowMenu.addItem(
            withTitle: "Minimize", action: #selector(NSWindow.performMiniaturize(_:)), keyEquivalent: "m")
        windowMenu.addItem(withTitle: "Close", action: #selector(NSWindow.performClose(_:)), keyEquivalent: "w")
        windowItem.submenu = windowMenu
        NSApp.windowsMenu = windowMenu
        return main
    }
}
#endif
