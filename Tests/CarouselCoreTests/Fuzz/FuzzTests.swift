import Foundation
import Testing

/// The seeded fuzz run over every core entry point (``CoreFuzzer``).
///
/// `swift test` runs ``defaultCases`` cases. The big run sets the count (and optionally the first
/// seed) in the environment:
///
///     CAROUSEL_FUZZ_CASES=1000000 swift test --filter Fuzz
///
/// `CAROUSEL_FUZZ_TRACE=1` prints each seed before its case, so the last line names a case that
/// trapped; `CAROUSEL_FUZZ_SEED=S CAROUSEL_FUZZ_CASES=1` replays it.
@Suite("Fuzz: every core entry point with hostile input")
struct FuzzTests {
    /// Cases per `swift test` run (about 10 s of CPU in a debug build).
    static let defaultCases = 20_000
    /// Parallel slices the cases are split into.
    static let slices = 8

    static var environment: [String: String] { ProcessInfo.processInfo.environment }
    static var cases: Int { environment["CAROUSEL_FUZZ_CASES"].flatMap { Int($0) } ?? defaultCases }
    static var firstSeed: UInt64 { environment["CAROUSEL_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1 }

    @Test(
        "no trap, no hang, finite numbers, alpha in [0, 1], indexes in range, motions end, the engine rests",
        arguments: 0..<slices)
    func slice(_ slice: Int) {
        let total = Self.cases
        let first = Self.firstSeed
        let trace = Self.environment["CAROUSEL_FUZZ_TRACE"] != nil
        let perSlice = (total + Self.slices - 1) / Self.slices
        let lower = slice * perSlice
        let upper = min(total, lower + perSlice)
        var failures: [String] = []
        for i in lower..<max(lower, upper) {
            let seed = first &+ UInt64(i)
            if trace { FileHandle.standardError.write(Data("FUZZ seed \(seed)\n".utf8)) }
            failures += CoreFuzzer.run(seed: seed)
            if failures.count > 20 { break }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
