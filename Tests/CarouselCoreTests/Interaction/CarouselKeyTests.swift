import CarouselCore
import Testing

@Suite("CarouselKey")
struct CarouselKeyTests {
    /// The names scene files and carousel-preview's replay spell.
    @Test("raw values are the replay's key names")
    func names() {
        #expect(
            CarouselKey.allCases.map(\.rawValue) == [
                "left", "right", "up", "down", "home", "end", "pageUp", "pageDown",
            ])
        #expect(CarouselKey(rawValue: "pageDown") == .pageDown)
        #expect(CarouselKey(rawValue: "PageDown") == nil)
    }
}
