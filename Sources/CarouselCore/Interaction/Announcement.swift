import Foundation

/// The text VoiceOver speaks when the carousel comes to rest on an item ("Item 3 of 12"), in the
/// user's language, from the package's localized strings (English, Arabic, German, Japanese).
///
/// Numbers are formatted for the language's locale, so Arabic reads "العنصر ٣ من ١٢" with its own
/// digits, and the whole phrase is one right-to-left sentence. Apps replace the text through the
/// adapters' announcement hooks (`CarouselScrollController.accessibilityAnnouncement`,
/// `.carouselAccessibilityAnnouncement`).
public enum Announcement {
    /// The languages the package carries (its `.lproj` folders); English is the development
    /// language and the fallback.
    public static let localizations = ["en", "ar", "de", "ja"]

    /// The key of the item-position phrase in `Localizable.strings`.
    static let itemPositionKey = "carousel.announcement.itemPosition"
    /// The English phrase, used when the package's resources cannot be found.
    static let englishItemPosition = "Item %1$@ of %2$@"

    /// "Item 3 of 12" for index 2 of 12 items (1-based), in `localization` ("ar", "de-CH", …) or,
    /// when `nil`, the user's preferred language among ``localizations`` (English when none fits).
    /// Numbers are formatted for the requested locale ("ar-EG" writes ٣, "ar-MA" writes 3), or for
    /// `nil` the user's locale when it speaks the chosen language, else the language's own locale. An index outside `0..<count`
    /// is still printed (1-based), never refused.
    public static func itemPosition(_ index: Int, of count: Int, localization: String? = nil) -> String {
        let language = resolvedLocalization(localization)
        let format = localizedString(itemPositionKey, localization: language) ?? englishItemPosition
        let locale = localization.map { Locale(identifier: $0) } ?? numberLocale(for: language)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let position = formatter.string(from: NSNumber(value: index &+ 1)) ?? String(index &+ 1)
        let total = formatter.string(from: NSNumber(value: count)) ?? String(count)
        return String(format: format, locale: locale, position, total)
    }

    /// The key of the carousel's role description in `Localizable.strings`.
    static let roleDescriptionKey = "carousel.accessibility.roleDescription"
    /// The English role description, used when the package's resources cannot be found.
    static let englishRoleDescription = "carousel"

    /// What VoiceOver calls the carousel's adjustable element (AppKit's slider) after its value:
    /// "carousel", in `localization` or, when `nil`, the user's preferred language among
    /// ``localizations``.
    public static func roleDescription(localization: String? = nil) -> String {
        localizedString(roleDescriptionKey, localization: resolvedLocalization(localization)) ?? englishRoleDescription
    }

    /// The package localization for a requested language: its language code if the package has
    /// it ("de-CH" → "de"), the user's preferred one for `nil`, else English.
    static func resolvedLocalization(_ requested: String?) -> String {
        if let requested {
            let code = Locale(identifier: requested).languageCode ?? requested
            return localizations.contains(code) ? code : "en"
        }
        let preferred = Bundle.preferredLocalizations(from: localizations, forPreferences: Locale.preferredLanguages)
        return preferred.first.flatMap { localizations.contains($0) ? $0 : nil } ?? "en"
    }

    /// The user's locale when it speaks `language`, else the language's own.
    static func numberLocale(for language: String) -> Locale {
        Locale.current.languageCode == language ? Locale.current : Locale(identifier: language)
    }

    /// The phrase for `key` in one `.lproj` of the package's resources, or `nil` when it cannot
    /// be found.
    static func localizedString(_ key: String, localization: String) -> String? {
        guard let bundle = resources,
            let path = bundle.path(
                forResource: "Localizable", ofType: "strings", inDirectory: nil,
                forLocalization: localization),
            let table = Bundle(path: (path as NSString).deletingLastPathComponent)
        else { return nil }
        let missing = "\u{0}missing"
        let value = table.localizedString(forKey: key, value: missing, table: "Localizable")
        return value == missing ? nil : value
    }

    /// The bundle with the localized strings: the package's resource bundle when built by
    /// SwiftPM, else the app's main bundle (sources compiled into an app target).
    static var resources: Bundle? {
        #if SWIFT_PACKAGE
        Bundle.module
        #else
        Bundle.main
        #endif
    }
}
