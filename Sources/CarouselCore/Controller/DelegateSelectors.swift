/// Which delegate methods a platform controller says it responds to (`responds(to:)`), by
/// Objective-C selector name.
///
/// UIKit reads which methods its delegate answers when the delegate is set, and installs features
/// for some of them: a delegate answering the context-menu calls gets long-press menus on every
/// cell, one answering `performPrimaryActionForItemAt` changes how a tap selects. The controller
/// implements those calls only to redirect them to the card drawn on top, so it answers them only
/// when the app's delegate answers the call (or, for a menu's previews, the menu itself):
/// ``controllerAnswers(_:controllerImplements:targetResponds:)`` says exactly what is forwarded.
@_spi(Plumbing) public enum DelegateSelectors {
    /// Each call the controller answers only for an app that answers one of the listed calls.
    static let answeredOnlyFor: [String: [String]] = [
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:": menus,
        "collectionView:contextMenuConfiguration:highlightPreviewForItemAtIndexPath:": menus,
        "collectionView:contextMenuConfiguration:dismissalPreviewForItemAtIndexPath:": menus,
        "collectionView:performPrimaryActionForItemAtIndexPath:": [
            "collectionView:performPrimaryActionForItemAtIndexPath:"
        ],
    ]

    /// The app's menu calls, iOS 16's and iOS 13's: a menu the controller retargets needs one.
    static let menus = [
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
    ]

    /// Whether the controller says it responds to the call named `selector`.
    /// - Parameters:
    ///   - controllerImplements: the controller's class implements it.
    ///   - targetResponds: whether the object it forwards to (the app's delegate) responds to a
    ///     call, by name.
    /// - Returns: a call the controller implements, unless it is one it answers only for an app
    ///   that answers it (``answeredOnlyFor``) and the app does not; any other call, when the app's
    ///   delegate answers it (it is forwarded).
    public static func controllerAnswers(
        _ selector: String, controllerImplements: Bool, targetResponds: (String) -> Bool
    ) -> Bool {
        guard controllerImplements else { return targetResponds(selector) }
        return answeredOnlyFor[selector].map { $0.contains(where: targetResponds) } ?? true
    }
}
