#if canImport(ObjectiveC) && canImport(QuartzCore)
import ObjectiveC
@_spi(Plumbing) import CarouselCore

/// The layout switches of one collection view (`LayoutSwitch` tokens), kept on the view as an
/// associated object, so that only the latest of overlapping animated switches does the arrival
/// work, on UIKit and AppKit alike.
@MainActor
@_spi(Plumbing) public final class LayoutSwitchRecord {
    /// The view's switches.
    public var state = LayoutSwitch()

    private init() {}

    private static var key: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(LayoutSwitchRecord.self as AnyObject).toOpaque())
    }

    /// The record kept on `view`, made on first use.
    public static func record(for view: AnyObject) -> LayoutSwitchRecord {
        if let existing = objc_getAssociatedObject(view, key) as? LayoutSwitchRecord { return existing }
        let record = LayoutSwitchRecord()
        objc_setAssociatedObject(view, key, record, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return record
    }
}
#endif
