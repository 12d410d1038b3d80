// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Carousel",
    defaultLocalization: "en",
    platforms: [.iOS(.v13), .tvOS(.v13), .macOS(.v10_15), .visionOS(.v1)],
    products: [
        .library(name: "CarouselCore", targets: ["CarouselCore"]),
        .library(name: "CarouselUIKit", targets: ["CarouselUIKit"]),
        .library(name: "CarouselSwiftUI", targets: ["CarouselSwiftUI"]),
        .library(name: "CarouselAppKit", targets: ["CarouselAppKit"]),
        .executable(name: "carousel-preview", targets: ["carousel-preview"]),
    ],
    targets: [
        // Geometry, physics and planning: Foundation only, runs everywhere.
        // Its resources are the localized strings of VoiceOver's announcements.
        .target(name: "CarouselCore", resources: [.process("Resources")]),
        // What the UIKit and AppKit adapters share beyond the core: the CoreGraphics and Core
        // Animation conversions, the main-actor bridge and the CarouselLayout protocol (the layouts'
        // common API). Wrapped in #if canImport(CoreGraphics): empty on Linux.
        .target(name: "CarouselPlatform", dependencies: ["CarouselCore"]),
        // The UICollectionViewLayout adapter; every file is wrapped in #if canImport(UIKit).
        .target(name: "CarouselUIKit", dependencies: ["CarouselCore", "CarouselPlatform"]),
        // The SwiftUI `Carousel` over the UIKit layout (iOS 16+, tvOS 16+, visionOS, Mac Catalyst)
        // and over the AppKit layout (macOS 13+); shared files are wrapped in #if for either, the
        // platform halves (UIKit/, AppKit/) in the platform's own.
        .target(
            name: "CarouselSwiftUI",
            dependencies: [
                "CarouselCore", "CarouselUIKit",
                .target(name: "CarouselAppKit", condition: .when(platforms: [.macOS])),
            ]),
        // The NSCollectionViewLayout adapter (macOS 11+); every file is wrapped in
        // #if canImport(AppKit) && !targetEnvironment(macCatalyst).
        .target(name: "CarouselAppKit", dependencies: ["CarouselCore", "CarouselPlatform"]),
        // A collection view without UIKit or AppKit that drives the layout driver in the orders they
        // call a layout: the tests' host, and the previewer's replay. Not a product.
        .target(name: "CarouselSimulation", dependencies: ["CarouselCore"]),
        // Scene decoding and SVG / HTML / JSON rendering for the previewer.
        .target(name: "CarouselPreview", dependencies: ["CarouselCore", "CarouselSimulation"]),
        .executableTarget(name: "carousel-preview", dependencies: ["CarouselPreview"]),
        // Approximate equality, seeded generators and fixtures shared by the test targets; not a product.
        .target(name: "CarouselTestSupport", dependencies: ["CarouselCore"], path: "Tests/CarouselTestSupport"),
        .testTarget(
            name: "CarouselCoreTests", dependencies: ["CarouselCore", "CarouselSimulation", "CarouselTestSupport"]),
        .testTarget(
            name: "CarouselPreviewTests", dependencies: ["CarouselPreview", "CarouselCore", "CarouselTestSupport"]),
        // One suite over three hosts: the shared tests (Shared/) run against every fixture the
        // platform has (Fixtures/): the simulated collection view everywhere, on Linux too, and
        // UIKit's and AppKit's collection views in real windows where they exist. The
        // platform-only tests (UIKit/, AppKit/, SwiftUI/) are wrapped in #if canImport(UIKit) or
        // #if canImport(AppKit) && !targetEnvironment(macCatalyst). Compiled for Apple platforms on
        // Linux by apple-typecheck --tests; run by `swift test` everywhere and by xcodebuild on a Mac.
        .testTarget(
            name: "CarouselAppleTests",
            dependencies: [
                "CarouselCore", "CarouselPlatform", "CarouselUIKit", "CarouselSwiftUI", "CarouselSimulation",
                .target(name: "CarouselAppKit", condition: .when(platforms: [.macOS])),
            ],
            exclude: ["Fixtures/VERBS.md", "Fixtures/PREDICTIONS.md"]),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    target.swiftSettings = settings
}
