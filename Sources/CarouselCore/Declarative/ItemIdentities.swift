/// The identities of a declarative carousel's data, in order, each with a stable token.
///
/// A SwiftUI `Carousel` (or any adapter fed whole collections) hands its data's identities here on
/// every view update. The type keeps what the collection view needs from them:
///
/// - **Unique identities.** A diffable data source traps on a repeated identifier; a repeat after
///   the first occurrence is dropped and reported (``Update/droppedPositions``), never shown.
/// - **Tokens.** Every identity gets an `Int` token when it first appears and keeps it while it
///   stays in the data, so the data source can be keyed by a `Sendable`, cheaply hashed value
///   whatever the app's identity type. An identity that leaves and comes back gets a new token.
/// - **What changed.** ``update(_:contentChanged:)`` says whether the order or the set of
///   identities changed, so the adapter applies a snapshot (which animates insertions, deletions
///   and moves) only then, and which surviving items' contents changed, so it re-renders only
///   those cards in place.
///
/// Lookups are O(1); an update is O(n) in the data's count (it runs per view update, never per
/// frame).
@_spi(Plumbing) public struct ItemIdentities<ID: Hashable> {
    /// The identities in order, without repeats.
    public private(set) var ids: [ID] = []
    /// The token of each identity, parallel to ``ids``.
    public private(set) var tokens: [Int] = []
    private var indexByID: [ID: Int] = [:]
    private var indexByToken: [Int: Int] = [:]
    private var nextToken = 0

    /// No identities.
    public init() {}

    /// The number of (unique) identities.
    public var count: Int { ids.count }

    /// The index of an identity, `nil` if it is not in the data.
    public func index(of id: ID) -> Int? { indexByID[id] }

    /// The index of a token, `nil` if no identity in the data has it.
    public func index(ofToken token: Int) -> Int? { indexByToken[token] }

    /// The identity at an index, `nil` out of range (−1, iCarousel's "no item", included).
    public func id(at index: Int) -> ID? {
        ids.indices.contains(index) ? ids[index] : nil
    }

    /// The token of an identity, `nil` if it is not in the data.
    public func token(of id: ID) -> Int? { indexByID[id].map { tokens[$0] } }

    /// What one ``update(_:contentChanged:)`` found.
    public struct Update: Hashable, Sendable {
        /// Whether the identities differ from before, in membership or order.
        public var identitiesChanged = false
        /// Tokens of items present before and after whose contents changed, in the new order.
        public var changedTokens: [Int] = []
        /// Positions in the given sequence dropped because their identity appeared earlier.
        public var droppedPositions: [Int] = []
    }

    /// Replaces the identities with `newIDs`.
    ///
    /// - Parameters:
    ///   - newIDs: the data's identities in order; repeats are dropped (the first occurrence stays).
    ///   - contentChanged: asked once for each identity present before and after, with its old
    ///     index and its position in `newIDs`: whether its contents changed. An adapter that cannot
    ///     compare contents answers `true`.
    public mutating func update<S: Sequence<ID>>(
        _ newIDs: S, contentChanged: (_ oldIndex: Int, _ newPosition: Int) -> Bool = { _, _ in false }
    ) -> Update {
        var update = Update()
        let oldIDs = ids
        let oldTokens = tokens
        let oldIndexByID = indexByID
        var ids: [ID] = []
        var tokens: [Int] = []
        var indexByID: [ID: Int] = [:]
        ids.reserveCapacity(oldIDs.count)
        tokens.reserveCapacity(oldIDs.count)
        indexByID.reserveCapacity(oldIDs.count)
        for (position, id) in newIDs.enumerated() {
            guard indexByID[id] == nil else {
                update.droppedPositions.append(position)
                continue
            }
            let token: Int
            if let old = oldIndexByID[id] {
                token = oldTokens[old]
                if contentChanged(old, position) { update.changedTokens.append(token) }
            } else {
                token = nextToken
                nextToken += 1
            }
            indexByID[id] = ids.count
            ids.append(id)
            tokens.append(token)
        }
        update.identitiesChanged = ids != oldIDs
        self.ids = ids
        self.tokens = tokens
        self.indexByID = indexByID
        indexByToken = Dictionary(uniqueKeysWithValues: tokens.enumerated().map { ($1, $0) })
        return update
    }
}

extension ItemIdentities: Sendable where ID: Sendable {}
extension ItemIdentities: Equatable {
    /// Equal when the identities and their tokens are (the next token to hand out is not compared).
    public static func == (a: ItemIdentities, b: ItemIdentities) -> Bool {
        a.ids == b.ids && a.tokens == b.tokens
    }
}
