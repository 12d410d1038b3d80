#if os(tvOS)  // the ExampleAppTV target's sources; type-checks that take ExampleApp/ whole for iOS skip them
import UIKit

/// The tvOS example: the gallery's carousel types, driven by the Siri Remote.
@main
final class TVAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        if #available(tvOS 16.0, *) {  // the project's deployment target; the package's is older
            window.rootViewController = TVGalleryViewController()
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
#endif
