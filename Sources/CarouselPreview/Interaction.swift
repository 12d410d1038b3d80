@_spi(Plumbing) import CarouselCore

/// A scripted interaction to replay through the core's ``InteractionEngine``: timed touches,
/// keys, scroll-wheel and trackpad events, focus moves, programmatic scrolls, autoscroll, data, size
/// and inset changes and environment changes.
///
/// Scene files spell it `"interaction": {"frameRate": 60, "until": 6, "events": [...]}` (see
/// `Interaction+JSON.swift`); ``InteractionReplay`` runs it and ``InteractionResult`` holds what
/// the engine answered. Times are seconds from 0, points are in the carousel view's coordinates
/// (origin top-left, within the scene's `bounds`, never mirrored), velocities are the finger's in
/// points per second (negative x while the finger moves left). The interaction's
/// `layoutDirection` is the scene's (``CarouselConfiguration/layoutDirection`` of ``Scene/configuration``).
public struct Interaction: Hashable, Sendable {
    /// Display ticks per second (default 60, within ``frameRateRange``).
    public var frameRate = 60.0
    /// How long to run, seconds in (0, ``maximumDuration``]; `nil` (the default) runs until the
    /// engine asks for no more frames after the last event (nothing can change after that), and
    /// never past ``maximumDuration``.
    public var until: Double?
    /// The inputs, in time order.
    public var events: [Event] = []
    /// Which items take focus (default ``FocusBehavior/currentItem``).
    public var focusBehavior = FocusBehavior.currentItem

    /// An interaction with `events` and the other fields at their defaults.
    public init(events: [Event] = [], frameRate: Double = 60, until: Double? = nil) {
        self.events = events
        self.frameRate = frameRate
        self.until = until
    }

    /// The frame rates accepted, ticks per second: from one a second up to twice ProMotion's 120.
    public static let frameRateRange = 1.0...240.0
    /// The longest replay, seconds: 60 s at the highest rate is 14 401 frames.
    public static let maximumDuration = 60.0
    /// How long a batch update (`insert`, `delete`) animates, seconds. The replay's assumption:
    /// UIKit's `performBatchUpdates` animation lasts about 0.3 s, and nothing in a scene says
    /// otherwise. The engine neither settles nor recentres before it ends.
    public static let batchUpdateDuration = 0.3

    /// One input at a time.
    public struct Event: Hashable, Sendable {
        /// Seconds from the start of the replay (≥ 0).
        public var time: Double
        /// What happens.
        public var action: Action

        /// `action` at `time` seconds.
        public init(at time: Double, _ action: Action) {
            self.time = time
            self.action = action
        }
    }

    /// The kinds of input. Each maps to one ``InteractionInput`` (or, for data changes, a new
    /// model and ``InteractionInput/modelChanged(_:scrollOffset:change:)``).
    public enum Action: Hashable, Sendable {
        /// A finger comes down at a view point (`touchDown: [x, y]`).
        case touchDown(Point2D)
        /// The finger moves to a view point; the first move begins a drag (`dragTo: [x, y]`).
        case dragTo(Point2D)
        /// The finger lifts moving at a velocity, points per second (`touchUp: [vx, vy]`). Without
        /// a drag since the touch-down it is a tap, which the replay confirms as a selection.
        case touchUp(velocity: Point2D)
        /// An item to the centre, animated over ``ScrollPhysics/scrollDuration`` or at once
        /// (`scrollTo: index`, `animated`, default true).
        case scrollTo(Int, animated: Bool)
        /// A number of items from the current one (`scrollBy: items`, `animated`).
        case scrollBy(Int, animated: Bool)
        /// Autoscroll in items per second, positive toward higher indexes; 0 stops (`autoscroll: v`).
        case autoscroll(Double)
        /// Page-by-page automatic sliding every so many seconds; 0 stops it
        /// (`automaticSliding: seconds`; ``InteractionInput/automaticSliding(interval:)``).
        case automaticSliding(Double)
        /// The data is reloaded with this many items (`numberOfItems: n`).
        case numberOfItems(Int)
        /// An animated batch update inserting items at these indexes (after the update), ascending.
        case insert([Int])
        /// An animated batch update deleting the items at these indexes (before the update), ascending.
        case delete([Int])
        /// The view is resized (`bounds: [w, h]`).
        case bounds(Size2D)
        /// The scroll view's adjusted content insets become these, in points (`insets: [top, left,
        /// bottom, right]`): a navigation bar, the safe area, a keyboard, as one value. The usable
        /// area shrinks by them; the current item stays.
        case insets(top: Double, left: Double, bottom: Double, right: Double)
        /// VoiceOver starts or stops.
        case voiceOver(Bool)
        /// Reduce Motion is turned on or off.
        case reduceMotion(Bool)
        /// The carousel enters or leaves its window.
        case inWindow(Bool)
        /// A key press (`key: "left"`; ``CarouselKey``'s names).
        case key(CarouselKey)
        /// A scroll-wheel or trackpad event (`wheel: [dx, dy]` in `scrollingDeltaX/Y`'s units and
        /// signs, with `phase`, `momentum` and `precise`; ``ScrollWheelEvent``).
        case wheel(ScrollWheelEvent)
        /// The focus system asks to move focus from the carousel's focused item (`focus: "left"`;
        /// ``FocusHeading``'s names). The carousel takes focus first if it does not hold it.
        case focus(FocusHeading)
        /// Focus enters the carousel on its preferred item (`focused: true`: the current one) or
        /// leaves it (`focused: false`).
        case focused(Bool)
        /// Focus lands on this item (`focusItem: i`; a pointer or the focus system choosing a
        /// visible card with ``FocusBehavior/visibleItems``).
        case focusItem(Int)
        /// The remote's Select button, Return or Space on the focused item (`activate: true`).
        case activate
        /// An animated switch to a grid or back to the carousel, through the path of
        /// `setGridLayout` / `setCarouselLayout` (`layout: "grid"`, `layout: "carousel"`).
        case layout(LayoutKind)
        /// Who the collection view's delegate is from now on (`delegate: "proxy"`, `"app"`,
        /// `"controller"`).
        case delegate(DelegateKind)

        /// The scene-file name of the kind (`"touchDown"`).
        public var name: String {
            switch self {
            case .touchDown: "touchDown"
            case .dragTo: "dragTo"
            case .touchUp: "touchUp"
            case .scrollTo: "scrollTo"
            case .scrollBy: "scrollBy"
            case .autoscroll: "autoscroll"
            case .automaticSliding: "automaticSliding"
            case .numberOfItems: "numberOfItems"
            case .insert: "insert"
            case .delete: "delete"
            case .bounds: "bounds"
            case .insets: "insets"
            case .voiceOver: "voiceOver"
            case .reduceMotion: "reduceMotion"
            case .inWindow: "inWindow"
            case .key: "key"
            case .wheel: "wheel"
            case .focus: "focus"
            case .focused: "focused"
            case .focusItem: "focusItem"
            case .activate: "activate"
            case .layout: "layout"
            case .delegate: "delegate"
            }
        }
    }

    /// The layout a `layout` event switches to.
    public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
        /// A flow layout of item-sized cells in rows across the scroll axis.
        case grid
        /// The scene's carousel.
        case carousel
    }

    /// Who a `delegate` event makes the collection view's delegate.
    public enum DelegateKind: String, CaseIterable, Hashable, Sendable {
        /// A forwarding object (a delegate proxy) that passes every call on to the controller.
        case proxy
        /// The app's own object, which forwards nothing to the controller.
        case app
        /// The controller itself again.
        case controller
    }

    /// The last event's time, or 0 without events.
    public var lastEventTime: Double { events.last?.time ?? 0 }

    /// Checks what depends on the scene: the touches make sense in order (a `dragTo` or `touchUp`
    /// needs a finger down, a `touchDown` none), and every index fits the items there are at that
    /// point (the scene's `numberOfItems`, then as `numberOfItems`, `insert` and `delete` change it).
    ///
    /// - Parameters:
    ///   - numberOfItems: the scene's item count at the start.
    ///   - path: how errors name the interaction (`"scene.interaction"`).
    /// - Throws: ``PreviewError`` naming the event (`scene.interaction.events[3]: …`).
    public func validate(numberOfItems: Int, path: String) throws(PreviewError) {
        var count = numberOfItems
        var isTouching = false
        for (i, event) in events.enumerated() {
            let here = "\(path).events[\(i)]"
            switch event.action {
            case .touchDown:
                if isTouching {
                    throw PreviewError("\(here): touchDown while a finger is already down (send touchUp first)")
                }
                isTouching = true
            case .dragTo, .touchUp:
                if !isTouching {
                    throw PreviewError("\(here): \(event.action.name) without a finger down (send touchDown first)")
                }
                if case .touchUp = event.action { isTouching = false }
            case .scrollTo(let index, _), .focusItem(let index):
                guard index >= 0, index < count else {
                    throw PreviewError(
                        "\(here): \(event.action.name) \(index) is out of range (\(Self.rangeText(count)))")
                }
            case .numberOfItems(let n):
                count = n
            case .insert(let indexes):
                let newCount = count + indexes.count
                if let bad = indexes.first(where: { $0 < 0 || $0 >= newCount }) {
                    throw PreviewError(
                        "\(here): insert index \(bad) is out of range (after inserting \(indexes.count) into \(count) items: \(Self.rangeText(newCount)))"
                    )
                }
                count = newCount
            case .delete(let indexes):
                if let bad = indexes.first(where: { $0 < 0 || $0 >= count }) {
                    throw PreviewError("\(here): delete index \(bad) is out of range (\(Self.rangeText(count)))")
                }
                count -= indexes.count
            case .scrollBy, .autoscroll, .automaticSliding, .bounds, .insets, .voiceOver, .reduceMotion, .inWindow,
                .key, .wheel, .focus,
                .focused, .activate, .layout, .delegate:
                break
            }
        }
    }

    /// "0...11" for 12 items, "no items" for none.
    private static func rangeText(_ count: Int) -> String {
        count > 0 ? "indexes 0...\(count - 1)" : "no items"
    }
}
