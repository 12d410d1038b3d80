import CarouselUIKit

/// The event log's wording for the scroll controller's events.
@available(iOS 16.0, *)
enum CarouselEventDescription {
    /// A short line for `event` (`nil` for the events the log shows otherwise).
    static func text(for event: InteractionEvent) -> String? {
        switch event {
        case .willBeginDragging: "will begin dragging"
        case .didEndDragging(let willDecelerate): willDecelerate ? "did end dragging, decelerating" : "did end dragging"
        case .willBeginDecelerating: "will begin decelerating"
        case .didEndDecelerating: "did end decelerating"
        case .willBeginScrollingAnimation: "will begin scrolling animation"
        case .didEndScrollingAnimation: "did end scrolling animation"
        case .didSelectItem(let index): "did select item \(index)"
        case .layoutDidSwitch(let index): "did switch layout, centring item \(index)"
        case .willComeToRest(let index): "will come to rest on item \(index)"
        case .currentItemDidChange, .focusDidChange, .announcement: nil
        }
    }
}
