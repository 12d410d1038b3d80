#if canImport(UIKit)
import Foundation

/// Runs main-actor code from a UIKit callback that the SDK does not declare isolated but that
/// UIKit only ever makes on the main thread (the `NSObject` accessibility overrides).
///
/// `MainActor.assumeIsolated` needs iOS 17 and a `Sendable` result; this checks the thread
/// (a crash off the main thread, never a data race) and works from iOS 13.
func onMainThread<T>(_ body: @MainActor () -> T) -> T {
    dispatchPrecondition(condition: .onQueue(.main))
    return withoutActuallyEscaping(body) { isolated in
        // The main thread is the main actor's executor: calling the isolated function here is
        // what the actor would do.
        unsafeBitCast(isolated, to: (() -> T).self)()
    }
}
#endif
