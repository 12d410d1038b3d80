import Foundation
import Testing

/// The adversarial host (``AdversarialHost``) over seeded runs.
///
/// `swift test` runs ``defaultSteps`` steps. The big run sets the count (and optionally the first
/// seed) in the environment:
///
///     CAROUSEL_HOST_STEPS=1000000 swift test --filter AdversarialHost
@Suite("AdversarialHost: the shells' entry points in any platform order")
struct AdversarialHostTests {
    /// Steps per `swift test` run.
    static let defaultSteps = 100_000
    /// Steps in one seed's run (a fresh collection view each).
    static let stepsPerSeed = 500
    /// Parallel slices.
    static let slices = 8

    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var steps: Int { environment["CAROUSEL_HOST_STEPS"].flatMap { Int($0) } ?? defaultSteps }
    static var firstSeed: UInt64 { environment["CAROUSEL_HOST_SEED"].flatMap { UInt64($0) } ?? 1 }

    @Test(
        "attributes for every item, no output while not in charge, the kept item, finite numbers, the app's settings back",
        arguments: 0..<slices)
    func slice(_ slice: Int) {
        let seeds = (Self.steps + Self.stepsPerSeed - 1) / Self.stepsPerSeed
        let perSlice = (seeds + Self.slices - 1) / Self.slices
        var failures: [String] = []
        for i in (slice * perSlice)..<min(seeds, (slice + 1) * perSlice) {
            let seed = Self.firstSeed &+ UInt64(i)
            var host = AdversarialHost(seed: seed)
            let found = host.run(steps: Self.stepsPerSeed)
            if !found.isEmpty { failures.append("seed \(seed), step \(host.step): " + found.joined(separator: " | ")) }
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.count) failing seeds:\n\(failures.joined(separator: "\n"))")
    }
}
