/// What a carousel's key command carries to find its controller and key again (UIKit's
/// `UIKeyCommand.propertyList`): commands travel the responder chain and carry only a property list.
@_spi(Plumbing) public struct KeyCommandAddress: Hashable, Sendable {
    /// The property-list entry naming the controller.
    static let ownerKey = "carouselController"
    /// The property-list entry naming the key.
    static let keyKey = "carouselKey"

    /// The controller's name.
    public var owner: String
    /// The key the command stands for.
    public var key: CarouselKey

    /// The address of `key`'s command of the controller named `owner`.
    public init(owner: String, key: CarouselKey) {
        self.owner = owner
        self.key = key
    }

    /// The address a command's property list carries; `nil` for a list that is not a carousel
    /// command's (another command's, or one naming no known key).
    public init?(propertyList: Any?) {
        guard let list = propertyList as? [String: String], let owner = list[Self.ownerKey],
            let key = list[Self.keyKey].flatMap(CarouselKey.init(rawValue:))
        else { return nil }
        self.init(owner: owner, key: key)
    }

    /// The property list a command carries.
    public var propertyList: [String: String] { [Self.ownerKey: owner, Self.keyKey: key.rawValue] }
}
