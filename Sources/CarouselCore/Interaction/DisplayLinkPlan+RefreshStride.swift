extension DisplayLinkPlan {
    /// The longest stride ``refreshStride(for:refreshRate:)`` answers: one frame in 16 refreshes.
    public static let maximumRefreshStride = 16

    /// How many display refreshes pass between two frames a display link delivers, for a link that
    /// fires on every refresh and cannot be asked for a rate (`CVDisplayLink`): the frame-rate
    /// plan honoured by skipping refreshes.
    ///
    /// A stride `n` gives `refreshRate / n` frames per second. Among the strides whose rate lies
    /// within the range (0.5 fps of slack at each end, for displays that run at 59.94 Hz or
    /// 119.88 Hz), the one nearest the preferred rate wins, the faster on a tie; when none lies
    /// within it, the fastest that does not exceed the maximum (a 144 Hz display with an 80–120 fps
    /// animation gets every second refresh, 72 fps; a 60 Hz display gets every refresh for any
    /// range). An unknown refresh rate (0, negative, NaN or infinite: `CVDisplayLink` reports an
    /// indefinite period for some displays) gives 1: every refresh.
    /// - Parameters:
    ///   - range: the frame rates asked for (``frameRateRange(for:pointsPerSecond:)``).
    ///   - refreshRate: the display's refresh rate in hertz.
    /// - Returns: a stride in 1…``maximumRefreshStride``.
    /// - Complexity: O(``maximumRefreshStride``), no allocation; run when the link starts, its plan
    ///   changes or its display changes, not per frame.
    public static func refreshStride(for range: FrameRateRange, refreshRate: Double) -> Int {
        guard refreshRate.isFinite, refreshRate > 0 else { return 1 }
        let slack = 0.5
        let minimum = range.minimum.isFinite ? range.minimum : 0
        let maximum = range.maximum.isFinite && range.maximum > 0 ? range.maximum : refreshRate
        let preferred = range.preferred.isFinite ? min(max(range.preferred, minimum), maximum) : maximum
        var best = 0
        var bestDistance = Double.infinity
        var fastestWithinMaximum: Int?
        for stride in 1...maximumRefreshStride {
            let rate = refreshRate / Double(stride)
            guard rate <= maximum + slack else { continue }
            if fastestWithinMaximum == nil { fastestWithinMaximum = stride }
            guard rate >= minimum - slack else { break }
            let distance = abs(rate - preferred)
            if distance < bestDistance { (best, bestDistance) = (stride, distance) }
        }
        return best > 0 ? best : fastestWithinMaximum ?? maximumRefreshStride
    }
}
