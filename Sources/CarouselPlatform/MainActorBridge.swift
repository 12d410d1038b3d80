#if canImport(Darwin)
import Dispatch

/// Runs main-actor code from a UIKit or AppKit override that the SDK may leave nonisolated but the
/// framework only ever calls on the main thread (`NSCollectionViewLayout`'s `prepare()` and friends:
/// the macOS 14 SDK does not isolate `NSCollectionViewLayout` to the main actor, later SDKs do, and
/// then the overrides are main-actor isolated already and this is a plain call; UIKit's `NSObject`
/// accessibility overrides). Works from iOS 13 and macOS 10.15, where `MainActor.assumeIsolated`
/// does not exist.
///
/// `input` is what the body works on (the layout, and any AppKit object the override received),
/// passed in rather than captured: a main-actor closure that captured the override's non-`Sendable`
/// `self` would be a region-isolation error under the macOS 14 SDK ("sending 'self' risks causing
/// data races"). The body then captures nothing, and the thread check makes the call what the actor
/// would do: a crash off the main thread, never a data race.
@inline(__always)
@_spi(Plumbing) public func onMainActor<Input, T>(_ input: Input, _ body: @MainActor (Input) throws -> T) rethrows -> T
{
    dispatchPrecondition(condition: .onQueue(.main))
    return try withoutActuallyEscaping(body) { escapable in
        // The same function representation; isolation is what the precondition just checked.
        try unsafeBitCast(escapable, to: ((Input) throws -> T).self)(input)
    }
}
#endif
