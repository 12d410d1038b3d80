#if canImport(UIKit) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Testing

extension Tag {
    /// Runs on UIKit (iOS, tvOS, visionOS, Mac Catalyst).
    @Tag static var uikit: Self
    /// Runs on AppKit (macOS).
    @Tag static var appkit: Self
    /// Runs SwiftUI's `Carousel` (over UIKit or AppKit).
    @Tag static var swiftui: Self
}
#endif
