#if canImport(CoreGraphics)
import CoreGraphics
import Foundation
@_spi(Plumbing) import CarouselCore

/// What UIKit's and AppKit's `CarouselCollectionViewLayout` have in common: the same properties,
/// queries and scrolling calls, written once over the core's `LayoutDriver`.
///
/// Both layouts conform; an app uses these members on either layout by their names
/// (`layout.type = .coverFlow`, `layout.currentIndexPath`). Every property forwards to
/// ``settings``, one `Equatable` value; a change that lays items out differently invalidates the
/// layout (inside `performBatchUpdates(_:)` it animates).
///
/// Lengths are in points; `centerOffset` and `viewpointOffset` are x right, y down. Index paths
/// are (section, item); the items of all sections form one carousel, numbered in order by their
/// *global index*.
///
/// The decisions are the core's (`LayoutShell`); this protocol's extension only converts them
/// to and from CoreGraphics types.
@MainActor
@dynamicMemberLookup
public protocol CarouselLayout: AnyObject {
    /// Creates a linear layout with iCarousel's defaults. ``init(type:)`` and ``init(settings:)``
    /// call it first, so a subclass with its own designated initializer writes `required init()` too.
    init()

    /// The layout as the core drives it (plumbing: the layout itself).
    @_spi(Plumbing) var shell: any LayoutShell { get }
}

@_spi(Plumbing) extension CarouselLayout where Self: LayoutShell {
    /// The layout itself: a layout that is its own shell (UIKit's and AppKit's).
    public var shell: any LayoutShell { self }
}

// MARK: Creating a Layout

extension CarouselLayout {
    /// Creates a layout of the given type: ``init()`` (iCarousel's defaults, or what a subclass's
    /// `init()` sets up), then ``type``.
    public init(type: CarouselType) {
        self.init()
        self.type = type
    }

    /// Creates a layout with these settings: ``init()``, then ``settings`` (every setting; what a
    /// subclass's `init()` set up besides its settings stays).
    public init(settings: LayoutSettings) {
        self.init()
        self.settings = settings
    }
}

// MARK: Settings

extension CarouselLayout {
    /// Every setting as one value. Setting it invalidates the layout when items are laid out
    /// differently (``/CarouselCore/LayoutSettings/changesGeometry(comparedWith:)``), once.
    public var settings: LayoutSettings {
        get { shell.driver.settings }
        set { shell.changeSettings(to: newValue) }
    }

    /// Any setting of ``settings`` by its name (`layout.displayLimit`), each documented on
    /// ``/CarouselCore/LayoutSettings``: a setting added to `LayoutSettings` is a layout property at once. The
    /// named properties below take precedence (sizes, offsets and points in CoreGraphics types).
    /// Setting one sets ``settings``: it invalidates the layout when items are laid out differently.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LayoutSettings, Value>) -> Value {
        get { settings[keyPath: keyPath] }
        set { settings[keyPath: keyPath] = newValue }
    }

    /// The size of every item, in points (default 200 × 200). Reading it gives the size in use: a
    /// fractional ``/CarouselCore/LayoutSettings/itemSizing`` resolved against the last pass's
    /// usable bounds (the bounds after the adjusted content insets; before the first pass, the
    /// default 800 × 500 bounds). Setting it fixes both axes, so `layout.itemSize.width = w` on a
    /// fractional size fixes the height at its resolved value too: change one axis of a fractional
    /// size through `layout.itemSizing` instead (`layout.itemSizing.width = .points(w)`).
    public var itemSize: CGSize {
        get { CGSize(shell.driver.resolvedItemSize) }
        set { settings.itemSize = Size2D(newValue) }
    }
    /// The spacing width of one item in points (iCarousel's `carouselItemWidth:`); `nil` means the
    /// item's width (its height when vertical).
    public var itemWidth: CGFloat? {
        get { settings.itemWidth.map { CGFloat($0) } }
        set { settings.itemWidth = newValue.map { Double($0) } }
    }
    /// The perspective term `m34` (iCarousel's `perspective`, default −1/500).
    public var perspective: CGFloat {
        get { CGFloat(settings.perspective) }
        set { settings.perspective = Double(newValue) }
    }
    /// Moves the carousel's centre within the view (iCarousel's `contentOffset`; not the scroll
    /// view's content offset), in points.
    public var centerOffset: CGSize {
        get { CGSize(width: settings.centerOffset.x, height: settings.centerOffset.y) }
        set { settings.centerOffset = Point2D(x: Double(newValue.width), y: Double(newValue.height)) }
    }
    /// Moves the eye relative to the carousel (iCarousel's `viewpointOffset`), in points.
    public var viewpointOffset: CGSize {
        get { CGSize(width: settings.viewpointOffset.x, height: settings.viewpointOffset.y) }
        set { settings.viewpointOffset = Point2D(x: Double(newValue.width), y: Double(newValue.height)) }
    }
    /// Where offset 0 sits, as a fraction of the usable area (`nil`: the middle).
    public var focusPoint: CGPoint? {
        get { settings.focusPoint.map { CGPoint($0) } }
        set { settings.focusPoint = newValue.map { Point2D($0) } }
    }

    // Named properties for the settings that existed before dynamic member lookup: code inside a
    // subclass or an extension reads them without `self.`, which dynamic members do not allow.
    /// The carousel type (iCarousel's `type`).
    public var type: CarouselType {
        get { settings.type }
        set { settings.type = newValue }
    }
    /// iCarousel's options; `nil` entries take the type's defaults.
    public var options: CarouselOptions {
        get { settings.options }
        set { settings.options = newValue }
    }
    /// Whether the carousel scrolls vertically (iCarousel's `vertical`). See ``orientation``.
    public var isVertical: Bool {
        get { settings.isVertical }
        set { settings.isVertical = newValue }
    }
    /// The scroll axis; `nil` (the default) lets ``isVertical`` and the type decide (the conveyor
    /// belt is vertical, everything else horizontal).
    public var orientation: CarouselOrientation? {
        get { settings.orientation }
        set { settings.orientation = newValue }
    }
    /// The most item slots shown at once (`nil`: no cap beyond the type's own).
    public var displayLimit: Int? {
        get { settings.displayLimit }
        set { settings.displayLimit = newValue }
    }
    /// The path for ``/CarouselCore/CarouselType/custom``.
    public var customPath: (any CarouselPath)? {
        get { settings.customPath }
        set { settings.customPath = newValue }
    }
    /// iCarousel's scrolling properties: deceleration rate, bounce, paging, item boundaries, scroll speed.
    public var scrollSettings: ScrollSettings {
        get { settings.scrollSettings }
        set { settings.scrollSettings = newValue }
    }
    /// Whether a horizontal carousel runs right to left under a right-to-left layout direction
    /// (default `true`).
    public var flipsForRightToLeftLanguages: Bool {
        get { settings.flipsForRightToLeftLanguages }
        set { settings.flipsForRightToLeftLanguages = newValue }
    }
    /// How a release comes to rest (default: iCarousel's motion, animated by the
    /// `CarouselController`; without a controller, iCarousel's resting place reached with the
    /// scroll view's own deceleration).
    public var releaseStyle: ReleaseStyle {
        get { settings.releaseStyle }
        set { settings.releaseStyle = newValue }
    }

    /// Cover Flow 2's flip state in [−1, 1] (iCarousel's `toggle`). The controller drives it as
    /// iCarousel does; set it yourself only without one. Other types ignore it.
    ///
    /// Animation state, not a setting: a change re-places the items without rebuilding the model.
    public var coverFlowToggle: CGFloat {
        get { CGFloat(shell.driver.state.toggle) }
        set { shell.changeToggle(to: Double(newValue)) }
    }

    /// The item to keep in view when the collection view switches to this layout; `nil` (the
    /// default) keeps the item nearest the centre of the old layout's visible area, or the old
    /// carousel's current item. Read once by the next switch, then cleared. An index path that
    /// does not exist is ignored.
    public var transitionAnchor: IndexPath? {
        get { shell.driver.transitionAnchor }
        set { shell.driver.transitionAnchor = newValue }
    }

    /// Everything the core lays out with, besides the collection view's size and item counts (as
    /// of the last pass's layout direction).
    public var configuration: CarouselConfiguration {
        settings.configuration(isRightToLeft: shell.driver.state.configuration.layoutDirection == .rightToLeft)
    }
}

// MARK: State

extension CarouselLayout {
    /// The carousel's scroll offset in items as shown (iCarousel's `scrollOffset`): folded into
    /// [0, n) when wrapping, within the bounce range otherwise; 0 with no items.
    public var scrollOffset: CGFloat { CGFloat(shell.shownScrollOffset) }

    /// The scroll offset the content offset shows right now (continuous when wrapping), even
    /// between layout passes.
    public var liveScrollOffset: Double { shell.liveScrollOffsetNow }

    /// The number of items in all sections (as of the last pass).
    public var numberOfItems: Int { shell.driver.state.model.numberOfItems }

    /// The options as resolved for the type and size: each `nil` option reads as the value in use
    /// (``/CarouselCore/CarouselModel/resolvedOptions``), e.g. a rotary carousel's radius. It answers for the
    /// settings now, with the size and item count of the last layout pass: right after
    /// `layout.type = .coverFlow2` it reports Cover Flow 2's spacing, before any pass. Before the
    /// first pass there is no size yet: options that follow the size (a ring's radius, the shelf's
    /// spacing) are then those of an 800 × 500 pt view with no items.
    public var resolvedOptions: CarouselOptions { shell.driver.resolvedOptions() }

    /// The points between neighbouring items along the scroll axis (iCarousel's `itemWidth`):
    /// ``itemWidth`` when set, else the item's width (height when vertical); the conveyor belt and
    /// the shelf fix their own.
    public var resolvedItemWidth: CGFloat { CGFloat(shell.driver.state.model.itemWidth) }

    /// The item nearest the centre (iCarousel's `currentItemIndex`), `nil` with no items.
    public var currentIndexPath: IndexPath? { shell.currentItemIndexPath }

    /// The index path of a global item index (items of all sections in order), `nil` if out of range.
    public func indexPath(forGlobalIndex index: Int) -> IndexPath? { shell.driver.indexPath(forGlobalIndex: index) }

    /// The global item index of an index path, `nil` unless it names an item.
    public func globalIndex(for indexPath: IndexPath) -> Int? { shell.driver.globalIndex(for: indexPath) }

    /// The item drawn on top at a point in the collection view's content coordinates, `nil` if none
    /// (the core's hit test, which honours the 3D transforms and the drawing order).
    public func indexPathForTopmostItem(at point: CGPoint) -> IndexPath? {
        shell.driver.indexPathForTopmostItem(atContentPoint: Point2D(point))
    }

    /// The item's offset from the centre in items (0 for the current item, negative toward
    /// leading), `nil` if out of range.
    public func offset(forItemAt indexPath: IndexPath) -> CGFloat? {
        shell.driver.offset(forItemAt: indexPath).map { CGFloat($0) }
    }

    // MARK: Placeholders

    /// The supplementary element kind of the placeholders (``/CarouselCore/LayoutSettings/numberOfPlaceholders``):
    /// ``/CarouselCore/PlaceholderPosition/elementKind``, the same on UIKit and AppKit. Placeholder
    /// `k` is the supplementary view of this kind at (section 0, item `k`).
    nonisolated public static var elementKindPlaceholder: String { PlaceholderPosition.elementKind }

    /// Which placeholder a supplementary index path of kind ``elementKindPlaceholder`` names, and on
    /// which side of the items it sits, among the placeholders shown as of the last pass (none
    /// while wrapping); `nil` when it names none.
    public func placeholderPosition(at indexPath: IndexPath) -> PlaceholderPosition? {
        shell.driver.placeholderPosition(at: indexPath)
    }

    // MARK: Scrolling

    /// Moves the carousel to a scroll offset (items; continuous when wrapping) without animation,
    /// by moving the content offset. The controller calls it on every animation frame.
    public func setScrollOffset(_ scrollOffset: Double) { shell.moveCarousel(toScrollOffset: scrollOffset) }

    /// Moves the content offset to where it belongs while the collection view is idle (the middle
    /// of the strip when wrapping), invisibly. Returns whether it moved. Call only outside layout
    /// passes.
    @discardableResult
    public func recentre() -> Bool { shell.recentreContent() }

    /// Whether the layout is recentring the content offset now (scroll callbacks should ignore the move).
    public var isRecentring: Bool { shell.driver.isMovingContent }

    // MARK: What the controller reads

    /// The resolved model the controller's engine decides with (plumbing).
    @_spi(Plumbing) public var model: CarouselModel { shell.driver.state.model }

    /// Points of scrolling per item of scroll offset (plumbing).
    @_spi(Plumbing) public var pointsPerItem: Double { shell.driver.state.mapping.pointsPerItem }

    /// The usable area's top-left corner within the visible area: the insets' top-left (plumbing).
    @_spi(Plumbing) public var contentOrigin: Point2D { shell.driver.contentOrigin }

}
#endif
