extension DisplayLinkPlan {
    /// The frame-rate ranges a display link has been asked for: a link is asked again only when the
    /// range changes (asking a running `CADisplayLink` for the same range again is wasted work on
    /// every engine answer that restarts frames), and a new link is always asked once.
    public struct RateRequests: Hashable, Sendable {
        /// The range the current link was last asked for; `nil` before it was asked.
        public private(set) var asked: FrameRateRange?

        /// A new link, asked for nothing yet.
        public init() {}

        /// The link runs on with `range`: the range to ask of it now, `nil` when it was asked for
        /// that range already.
        public mutating func ask(_ range: FrameRateRange) -> FrameRateRange? {
            guard range != asked else { return nil }
            asked = range
            return range
        }
    }
}
