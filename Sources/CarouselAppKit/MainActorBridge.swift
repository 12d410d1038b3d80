#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import Dispatch

/// Runs main-actor code from an AppKit override that the SDK leaves nonisolated but AppKit only
/// ever calls on the main thread (`NSCollectionViewLayout`'s `prepare()` and friends: the macOS 14
/// SDK does not isolate `NSCollectionViewLayout` to the main actor, unlike UIKit's layout).
///
/// macOS 14 and later: `MainActor.assumeIsolated`, which traps off the main actor. Before: a
/// main-thread precondition, then the closure called as what it is on the main thread.
@inline(__always)
func onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    if #available(macOS 14.0, *) { return try MainActor.assumeIsolated(body) }
    dispatchPrecondition(condition: .onQueue(.main))
    return try withoutActuallyEscaping(body) { escapable in
        // The same function representation; isolation is what the precondition just checked.
        try unsafeBitCast(escapable, to: (() throws -> T).self)()
    }
}
#endif
