@_spi(Plumbing) import CarouselCore
import Testing

@Suite("KeyCommandAddress: the property list a key command carries")
struct KeyCommandAddressTests {
    @Test("every key's address survives the property list", arguments: CarouselKey.allCases)
    func roundTrip(key: CarouselKey) {
        let address = KeyCommandAddress(owner: "42", key: key)
        #expect(KeyCommandAddress(propertyList: address.propertyList) == address)
        #expect(KeyCommandAddress(propertyList: address.propertyList as Any) == address)
    }

    @Test("another command's list, an unknown key or no list names no carousel command")
    func refuses() {
        #expect(KeyCommandAddress(propertyList: nil) == nil)
        #expect(KeyCommandAddress(propertyList: "left") == nil)
        #expect(KeyCommandAddress(propertyList: ["carouselController": "1"]) == nil)
        #expect(KeyCommandAddress(propertyList: ["carouselController": "1", "carouselKey": "escape"]) == nil)
        #expect(KeyCommandAddress(propertyList: ["carouselKey": CarouselKey.left.rawValue]) == nil)
        #expect(KeyCommandAddress(propertyList: ["carouselController": 1, "carouselKey": "left"]) == nil)
    }
}
