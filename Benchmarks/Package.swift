// swift-tools-version: 6.1
// The benchmark package: its own manifest so that users of Carousel never resolve benchmark
// dependencies. Run from this directory: `swift package benchmark`.
import PackageDescription

let package = Package(
    name: "CarouselBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Carousel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Shared fixtures and the naive reference layout, used by the suites and the driver.
        .target(
            name: "CarouselBenchSupport",
            dependencies: [.product(name: "CarouselCore", package: "Carousel")]
        ),
        // The ordo-one/benchmark suite (`swift package benchmark`).
        .executableTarget(
            name: "CarouselCoreBenchmarks",
            dependencies: [
                "CarouselBenchSupport",
                .product(name: "CarouselCore", package: "Carousel"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CarouselCoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A plain executable that runs N layout frames, for instruction counts under callgrind.
        .executableTarget(
            name: "carousel-bench-driver",
            dependencies: ["CarouselBenchSupport", .product(name: "CarouselCore", package: "Carousel")]
        ),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    target.swiftSettings = settings
}
