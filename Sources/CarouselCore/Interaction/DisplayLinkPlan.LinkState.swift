extension DisplayLinkPlan {
    /// The display link a platform's frame driver runs, as the core keeps it: whether one runs, of
    /// which kind, at which frame-rate range; and what each of the driver's calls must do to it.
    ///
    /// The driver (UIKit's `CADisplayLink`; AppKit's `NSView.displayLink(target:selector:)` on
    /// macOS 14, else `CVDisplayLink`) asks at each call and carries out the ``Step`` it gets:
    /// starting a link when none runs, handing the running link a new range only when the range
    /// changed, and re-tying a link that fires on one display's refreshes when the view's display
    /// changes. One link runs at a time: a running link is kept (never a second one started) until
    /// ``stop()``.
    public struct LinkState: Hashable, Sendable {
        /// How a running link paces its frames.
        public enum Kind: Hashable, Sendable {
            /// It follows its view's display and takes a frame-rate range itself (`CADisplayLink`).
            case followsView
            /// It fires on every refresh of one display and takes no rate (`CVDisplayLink`): the
            /// range is honoured by a refresh stride (``DisplayLinkPlan/refreshStride(for:refreshRate:)``),
            /// and the link is tied again to the view's display when that display changes.
            case firesOnOneDisplay
        }

        /// What the driver does to the platform's link.
        public enum Step: Hashable, Sendable {
            /// Nothing: the running link already has this range, or nothing runs.
            case none
            /// Start a link (the kind the platform can make; report it with ``didStart(_:frameRate:)``) and
            /// give it this range.
            case start(FrameRateRange)
            /// Give the running link this range (a link on one display: tie it to the view's
            /// display now and set its stride for the range).
            case apply(FrameRateRange)
        }

        /// The running link's kind; `nil` when none runs.
        public private(set) var kind: Kind?
        /// The range the running link was last given; `nil` when none runs.
        public private(set) var range: FrameRateRange?

        /// No link runs.
        public init() {}

        /// Whether a link runs.
        public var isRunning: Bool { kind != nil }

        /// The driver is asked to run frames at `frameRate`: start a link when none runs, else
        /// give the running one the range when it changed.
        public mutating func start(frameRate: FrameRateRange) -> Step {
            guard kind != nil else { return .start(frameRate) }
            guard frameRate != range else { return .none }
            range = frameRate
            return .apply(frameRate)
        }

        /// The link a ``Step/start(_:)`` started: its kind, or `nil` when the platform could make
        /// none (nothing runs; the next ``start(frameRate:)`` tries again), and the range the step
        /// carried.
        public mutating func didStart(_ started: Kind?, frameRate: FrameRateRange) {
            kind = started
            range = started == nil ? nil : frameRate
        }

        /// The view's window moved to another screen (or the view to another window): the range a
        /// link on one display is tied again to the view's display with (its own); `nil` when
        /// nothing runs or the link follows its view by itself.
        public func rangeAfterDisplayChange() -> FrameRateRange? {
            guard kind == .firesOnOneDisplay else { return nil }
            return range
        }

        /// The driver stops its link: nothing runs.
        public mutating func stop() {
            self = LinkState()
        }
    }
}
