/// Which items the platform's focus system (the Siri Remote on tvOS, a hardware keyboard on iPad
/// and Mac Catalyst, Full Keyboard Access, Switch Control) may land on.
///
/// Cards overlap and are turned and set in depth by their 3D transforms, which the focus system's
/// geometric search does not see (`UIView.frame` is undefined under a transform), so it cannot
/// tell which card lies left of another. The engine decides instead: moves along the scroll axis turn the
/// carousel (``InteractionInput/focusMove(_:)``) and focus follows when it rests.
public enum FocusBehavior: String, CaseIterable, Hashable, Sendable {
    /// Only the centred item takes focus, and entering the carousel lands on it (the default). A
    /// move along the axis turns the carousel one item; focus follows when the motion ends.
    case currentItem
    /// Every item the user can see (``ItemPlacement/isPerceivable``) takes focus, so a pointer or
    /// the focus system may land on a side card; it then scrolls to the centre (when
    /// ``InteractionSettings/centersFocusedItem``). Moves along the axis go one item from the
    /// focused one.
    case visibleItems
    /// No item takes focus: focus moves are not the carousel's.
    case none
}
