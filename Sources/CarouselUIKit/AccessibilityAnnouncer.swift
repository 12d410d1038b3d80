#if canImport(UIKit)
// UIKit declares its accessibility notification names as mutable globals (`UIKIT_EXTERN`
// variables in the iOS 17 SDK), which Swift 6 rejects as shared mutable state. They are constants
// in practice; importing UIKit with @preconcurrency in this one file reads them.
@preconcurrency import UIKit

/// Posts VoiceOver announcements.
@MainActor
enum AccessibilityAnnouncer {
    /// Tells VoiceOver where a scroll ended (`UIAccessibility.Notification.pageScrolled`).
    static func announceScroll(_ text: String) {
        UIAccessibility.post(notification: .pageScrolled, argument: text)
    }
}
#endif
