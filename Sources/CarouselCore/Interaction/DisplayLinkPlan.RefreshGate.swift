extension DisplayLinkPlan {
    /// Which refreshes of a link that fires on every refresh (`CVDisplayLink`, on its own thread)
    /// become frames: one in each ``stride``, and none while the last one is still on its way to
    /// the main thread, so frames never queue up behind a busy main thread.
    ///
    /// A value: the platform keeps it behind a lock, since the link's thread claims and the main
    /// thread releases and sets the stride.
    public struct RefreshGate: Hashable, Sendable {
        /// Deliver one refresh in this many: at least 1 (a smaller value is taken as 1).
        public var stride: Int {
            get { storedStride }
            set { storedStride = max(1, newValue) }
        }
        private var storedStride = 1
        /// Refreshes counted since the last one delivered.
        private var refreshes = 0
        /// Whether a delivered refresh has not been released yet.
        public private(set) var isPending = false

        /// A gate that delivers every refresh.
        public init() {}

        /// Counts a refresh and says whether it is delivered: the ``stride``-th since the last one
        /// delivered, unless that one is still pending (then it is dropped, and the next refresh
        /// is delivered once it is released).
        public mutating func claim() -> Bool {
            refreshes += 1
            guard refreshes >= storedStride, !isPending else { return false }
            refreshes = 0
            isPending = true
            return true
        }

        /// The delivered refresh reached the main thread: the next may be delivered.
        public mutating func release() {
            isPending = false
        }
    }

    /// A display's refresh rate in hertz from its nominal refresh period (`CVTime`: `timeValue`
    /// units of `1 / timeScale` seconds); 0, which ``refreshStride(for:refreshRate:)`` takes as
    /// unknown, when the period is indefinite (`CVTimeFlags.isIndefinite`, reported for some
    /// displays) or not positive.
    public static func refreshRate(periodValue: Int64, timeScale: Int32, isIndefinite: Bool) -> Double {
        guard !isIndefinite, periodValue > 0, timeScale > 0 else { return 0 }
        return Double(timeScale) / Double(periodValue)
    }
}
