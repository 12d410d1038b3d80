import Foundation
import Testing

@testable import CarouselCore

@Suite("Announcement: localized item positions")
struct AnnouncementTests {
    @Test("every localization loads from the package's resources and names both numbers")
    func everyLocalizationLoads() throws {
        for language in Announcement.localizations {
            let format = try #require(
                Announcement.localizedString(Announcement.itemPositionKey, localization: language),
                "no strings for \(language)")
            #expect(format.contains("%1$@") && format.contains("%2$@"), "\(language): \(format)")
        }
    }

    @Test("English, German and Japanese phrases, 1-based")
    func phrases() {
        #expect(Announcement.itemPosition(2, of: 12, localization: "en") == "Item 3 of 12")
        #expect(Announcement.itemPosition(2, of: 12, localization: "de") == "Element 3 von 12")
        // Japanese counts "of 12, the 3rd": the total comes first.
        #expect(Announcement.itemPosition(2, of: 12, localization: "ja") == "12件中3件目")
    }

    @Test("Arabic reads right to left with the locale's own digits")
    func arabic() {
        let text = Announcement.itemPosition(2, of: 12, localization: "ar")
        #expect(text.hasPrefix("العنصر"))
        #expect(text.contains(" من "))
        // The numbers are formatted by the Arabic locale: whatever digits it uses, they are the
        // formatter's, not ASCII pasted into Arabic text (unless the locale itself uses them).
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "ar")
        formatter.numberStyle = .decimal
        let three = formatter.string(from: 3)!
        let twelve = formatter.string(from: 12)!
        #expect(text == "العنصر \(three) من \(twelve)")
    }

    @Test("Egyptian Arabic writes Arabic-Indic digits; Moroccan Arabic Latin ones")
    func arabicDigits() {
        #expect(Announcement.itemPosition(2, of: 12, localization: "ar-EG") == "العنصر ٣ من ١٢")
        #expect(Announcement.itemPosition(2, of: 12, localization: "ar-MA") == "العنصر 3 من 12")
    }

    @Test("a regional request uses its language; an unknown one falls back to English")
    func fallback() {
        #expect(Announcement.itemPosition(0, of: 1, localization: "de-CH") == "Element 1 von 1")
        #expect(Announcement.itemPosition(0, of: 1, localization: "xx") == "Item 1 of 1")
        #expect(Announcement.resolvedLocalization("ar-EG") == "ar")
    }

    @Test("large counts are grouped as the language writes them")
    func grouping() {
        #expect(Announcement.itemPosition(1_233, of: 10_000, localization: "en") == "Item 1,234 of 10,000")
        #expect(Announcement.itemPosition(1_233, of: 10_000, localization: "de") == "Element 1.234 von 10.000")
    }

    @Test("the engine's default announcement is the localized phrase")
    func engineDefault() {
        #expect(InteractionEngine.defaultAnnouncement(forItem: 2, of: 12, localization: "en") == "Item 3 of 12")
        #expect(
            InteractionEngine.defaultAnnouncement(forItem: 4, of: 9)
                == Announcement.itemPosition(4, of: 9, localization: nil))
    }

    @Test("the carousel's role description in every language the package carries")
    func roleDescription() throws {
        for language in Announcement.localizations {
            let text = try #require(
                Announcement.localizedString(Announcement.roleDescriptionKey, localization: language),
                "no role description for \(language)")
            #expect(!text.isEmpty)
        }
        #expect(Announcement.roleDescription(localization: "en") == "carousel")
        #expect(Announcement.roleDescription(localization: "de-CH") == "Karussell")
        #expect(Announcement.roleDescription(localization: "ja") == "カルーセル")
        #expect(
            Announcement.roleDescription(localization: "fr") == "carousel", "English when the language is not carried")
    }
}
