/// The scroll view's switches a carousel controller changes while it is in charge, as one value:
/// read from the platform before the first change, restored whenever another layout is in charge
/// or the controller no longer receives the scroll view's callbacks.
///
/// Each platform maps the fields it has (UIKit: paging, indicators, focus switches, keyboard
/// scrolling, content-touch delay and the pan's scroll types; AppKit: scrollers and elasticity) and leaves the others as it read them.
@_spi(Plumbing) public struct ScrollViewSettings: Hashable, Sendable {
    /// Which pointer scrolls the scroll view's own pan takes, mirroring `UIScrollTypeMask`'s bits.
    public struct ScrollTypes: OptionSet, Hashable, Sendable {
        /// `UIScrollTypeMask`'s raw value.
        public var rawValue: Int
        /// Creates scroll types from `UIScrollTypeMask`'s raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Trackpad scrolling (`UIScrollTypeMask.continuous`, bit 0).
        public static let continuous = ScrollTypes(rawValue: 1 << 0)
        /// Mouse-wheel ticks (`UIScrollTypeMask.discrete`, bit 1).
        public static let discrete = ScrollTypes(rawValue: 1 << 1)
    }

    /// How far a scroll view rubber-bands past its ends (`NSScrollView.Elasticity`).
    public enum Elasticity: Hashable, Sendable {
        /// The system decides (AppKit's default).
        case automatic
        /// No rubber-banding.
        case none
        /// Always rubber-bands.
        case allowed
    }

    /// UIScrollView's `isPagingEnabled`.
    public var isPagingEnabled = false
    /// The horizontal scroll indicator (UIKit) or scroller (AppKit) is shown.
    public var showsHorizontalIndicator = true
    /// The vertical scroll indicator (UIKit) or scroller (AppKit) is shown.
    public var showsVerticalIndicator = true
    /// UICollectionView's `selectionFollowsFocus`.
    public var selectionFollowsFocus = false
    /// UICollectionView's `allowsFocus`.
    public var allowsFocus = true
    /// UIView's `focusGroupIdentifier`.
    public var focusGroupIdentifier: String?
    /// UICollectionView's `remembersLastFocusedIndexPath`.
    public var remembersLastFocusedIndexPath = false
    /// The pan gesture recognizer's `allowedScrollTypesMask`.
    public var scrollTypes: ScrollTypes = []
    /// The touch types the pan takes (`UIGestureRecognizer.allowedTouchTypes`, `UITouch.TouchType`
    /// raw values, sorted); `nil` where the platform has none to set.
    public var touchTypes: [Int]?
    /// UIScrollView's `allowsKeyboardScrolling` (iPadOS 17 and Mac Catalyst 17 and later): Page
    /// Up, Page Down, Home, End and the arrows scroll the content by points.
    public var allowsKeyboardScrolling = true
    /// UIScrollView's `delaysContentTouches` (default `true`): whether the scroll view holds a
    /// touch back from the content (a card's controls) until it knows the touch is not a drag.
    /// The carousel leaves the app's value: turning it off would keep every drag that begins on
    /// a `UIButton` with the button (`touchesShouldCancel(in:)` answers `false` for any
    /// `UIControl`), so cards that are buttons could no longer be swiped.
    public var delaysContentTouches = true
    /// NSScrollView's `horizontalScrollElasticity`.
    public var horizontalElasticity = Elasticity.automatic
    /// NSScrollView's `verticalScrollElasticity`.
    public var verticalElasticity = Elasticity.automatic

    /// `UITouch.TouchType.indirect`'s raw value: on tvOS the carousel's pan takes the Siri
    /// Remote's surface only while it is in charge.
    public static let indirectTouchType = 1

    /// Settings with the platforms' defaults.
    public init() {}

    /// These settings as the carousel needs them: no paging (the engine snaps), no indicators (the
    /// content is a strip much longer than what is shown), no rubber-banding (the engine bounces),
    /// focus as `focusBehavior` says in one focus group named `focusGroup` (Tab enters on the
    /// current card and leaves the carousel whole), focus returning to the preferred item rather
    /// than the last focused one, no selection following focus, the pan taking trackpad scrolls
    /// only (the carousel turns the mouse wheel's ticks into whole items itself) and, where it has
    /// touch types (tvOS), the remote's indirect touches only, and no keyboard scrolling of the
    /// scroll view's own (the carousel's keys move whole items; UIScrollView's would move the
    /// strip by points, and End would jump to the end of a wrapping carousel's long strip), and
    /// content touches not delayed: a slider, switch or stepper in a card gets its touch at once
    /// and, UIScrollView's `touchesShouldCancel(in:)` answering `false` for a `UIControl` by
    /// default, keeps the drag it begins (the carousel does not scroll), without a subclass.
    public func forCarousel(focusBehavior: FocusBehavior, focusGroup: String) -> ScrollViewSettings {
        var settings = self
        settings.isPagingEnabled = false
        settings.showsHorizontalIndicator = false
        settings.showsVerticalIndicator = false
        settings.selectionFollowsFocus = false
        settings.allowsFocus = focusBehavior != .none
        settings.focusGroupIdentifier = focusGroup
        settings.remembersLastFocusedIndexPath = false
        settings.scrollTypes = .continuous
        if settings.touchTypes != nil { settings.touchTypes = [Self.indirectTouchType] }
        settings.allowsKeyboardScrolling = false
        settings.horizontalElasticity = .none
        settings.verticalElasticity = .none
        return settings
    }

    /// The settings to give back when the carousel hands over: these (the ones found when it took
    /// charge), except each field the app changed meanwhile (`current` differs from what the
    /// carousel `applied`), which keeps the app's value.
    public func handedBack(applied: ScrollViewSettings, current: ScrollViewSettings) -> ScrollViewSettings {
        var result = self
        func keep<Value: Equatable>(_ field: WritableKeyPath<ScrollViewSettings, Value>) {
            if current[keyPath: field] != applied[keyPath: field] { result[keyPath: field] = current[keyPath: field] }
        }
        keep(\.isPagingEnabled)
        keep(\.showsHorizontalIndicator)
        keep(\.showsVerticalIndicator)
        keep(\.selectionFollowsFocus)
        keep(\.allowsFocus)
        keep(\.focusGroupIdentifier)
        keep(\.remembersLastFocusedIndexPath)
        keep(\.scrollTypes)
        keep(\.touchTypes)
        keep(\.allowsKeyboardScrolling)
        keep(\.delaysContentTouches)
        keep(\.horizontalElasticity)
        keep(\.verticalElasticity)
        return result
    }
}
