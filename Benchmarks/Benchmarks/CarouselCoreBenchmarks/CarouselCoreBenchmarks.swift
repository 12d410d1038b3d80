import Benchmark

/// The suite's entry point, read by ordo-one/benchmark's plugin. Each concern registers its own
/// benchmarks from a file named after it.
let benchmarks: @Sendable () -> Void = {
    registerLayoutPassBenchmarks()
    registerNaiveLayoutBenchmarks()
    registerScrollModelBenchmarks()
    registerLayoutTickBenchmarks()
    registerInteractionBenchmarks()
    registerAllocationGateBenchmarks()
}
