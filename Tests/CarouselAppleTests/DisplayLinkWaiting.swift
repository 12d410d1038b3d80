import Foundation

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Whether the tests run inside an app that is on screen (the app-hosted test bundle), which a
/// display link needs: it delivers no frames for a window that is not on screen.
enum AppHost {
    /// Whether an app hosts the tests and is running: on UIKit a foreground-active window scene of
    /// the app's, on AppKit a running `NSApplication`. For `.enabled(_:_:)`.
    static func isRunning() async -> Bool {
        await MainActor.run { isRunningNow }
    }

    @MainActor static var isRunningNow: Bool {
        #if canImport(UIKit)
        foregroundScene != nil
        #elseif canImport(AppKit)
        NSApp?.isRunning == true
        #else
        false
        #endif
    }

    #if canImport(UIKit)
    /// The host app's foreground-active window scene, `nil` in a test bundle without a host app
    /// (whose main bundle is the test runner, not an app, and where `UIApplication.shared` is not
    /// made).
    @MainActor static var foregroundScene: UIWindowScene? {
        guard Bundle.main.bundlePath.hasSuffix(".app") else { return nil }
        return UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }
    }
    #endif
}

/// Waits for real frames: the values a controller's handler yields, until one satisfies a test or
/// a timeout passes. Swift Testing's `confirmation` neither waits nor times out; this does both,
/// racing the handler against a sleep.
@MainActor
final class FrameWaiter<Value: Sendable> {
    /// Everything the handler yielded, in order, up to the end of the wait.
    private(set) var received: [Value] = []
    private let stream: AsyncStream<Value>
    /// Feeds the wait; call it from the handler under test.
    let yield: @Sendable (Value) -> Void
    private let finish: @Sendable () -> Void

    init() {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        self.stream = stream
        yield = { continuation.yield($0) }
        finish = { continuation.finish() }
    }

    /// Waits until a yielded value satisfies `isDone`, or `timeout` seconds pass; returns whether
    /// one did. Only real time passes: the values arrive as the display delivers frames.
    func wait(timeout: Double, until isDone: (Value) -> Bool) async -> Bool {
        let finish = finish
        let timer = Task {
            try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            finish()
        }
        defer { timer.cancel() }
        for await value in stream {
            received.append(value)
            if isDone(value) { return true }
        }
        return false
    }
}
