import Testing

extension Tag {
    /// Runs on UIKit (iOS, tvOS, visionOS, Mac Catalyst).
    @Tag static var uikit: Self
    /// Runs on AppKit (macOS).
    @Tag static var appkit: Self
    /// Runs SwiftUI's `Carousel` (over UIKit or AppKit).
    @Tag static var swiftui: Self
    /// A shared test: one body run against every host the platform has (`FixtureHost.available`).
    @Tag static var shared: Self
}
