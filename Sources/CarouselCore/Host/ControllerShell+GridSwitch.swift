import Foundation

extension ControllerShell {
    /// `setGridLayout(_:animated:anchor:completion:)` begins a switch on a platform that makes it
    /// itself (AppKit). To another layout (a grid), the controller gives up charge keeping `kept`
    /// (``layoutSwitchWillBegin(centering:)``) and answers the item to centre there once that
    /// layout is in place: `kept`. To a carousel layout nothing begins here and the answer is
    /// `nil`: the carousel keeps its item itself (its `prepareForTransition(from:)`) and its
    /// controller takes charge when it is shown.
    public func gridSwitchWillBegin(toCarousel: Bool, keeping kept: IndexPath?) -> IndexPath? {
        guard !toCarousel else { return nil }
        layoutSwitchWillBegin(centering: kept)
        return kept
    }

    /// A switch's completion came (``gridSwitchWillBegin(toCarousel:keeping:)``): the arrival work
    /// (``layoutSwitchDidComplete(isLatest:)``) when it went to another layout, which does it only
    /// for the latest switch (`isLatest`, ``LayoutSwitch/complete(_:)``); nothing for a switch to a
    /// carousel, which began nothing.
    public func gridSwitchDidEnd(toCarousel: Bool, isLatest: Bool) {
        guard !toCarousel else { return }
        _ = layoutSwitchDidComplete(isLatest: isLatest)
    }
}
