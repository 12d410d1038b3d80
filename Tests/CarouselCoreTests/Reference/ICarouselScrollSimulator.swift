import Foundation

/// A literal, step-by-step transcription of iCarousel 1.8.3's scrolling state machine
/// (`didPan:`, `startDecelerating`, `step`, `didScroll`, `scrollByOffset:duration:`,
/// `scrollToOffset:`, `scrollByNumberOfItems:`, `scrollToItemAtIndex:`, autoscroll, the Cover Flow 2
/// toggle), driven by a fake 60 Hz clock.
///
/// It exists to check the closed-form ``ScrollPhysics`` against iCarousel's own loop. It shares no
/// code with the library: every method below follows the Objective-C line by line, including
/// its quirks (the seam of `clampedOffset:`, `_startVelocity = 0` on hitting a bounce limit, the
/// autoscroll sign). Only the iOS code paths are transcribed (no macOS mouse handling).
struct ICarouselScrollSimulator {
    // Constants (iCarousel.m).
    static let scrollDurationConstant = 0.4
    static let decelerateThreshold = 0.1
    static let scrollSpeedThreshold = 2.0
    static let scrollDistanceThreshold = 0.1
    static let decelerationMultiplier = 30.0
    static let floatErrorMargin = 0.000001
    static let minToggleDuration = 0.2
    static let maxToggleDuration = 0.4
    static let timerInterval = 1.0 / 60.0

    // Properties.
    var numberOfItems: Int
    var wrapEnabled: Bool
    var itemWidth: Double = 200
    var offsetMultiplier: Double = 1
    var decelerationRate = 0.95
    var bounces = true
    var bounceDistance = 1.0
    var stopAtItemBoundary = true
    var scrollToItemBoundary = true
    var pagingEnabled = false
    var scrollSpeed = 1.0
    /// iCarousel's sign: positive moves toward *smaller* offsets.
    var autoscroll = 0.0

    // Private state.
    var scrollOffset = 0.0
    var previousScrollOffset = 0.0
    var previousItemIndex = 0
    var startOffset = 0.0
    var endOffset = 0.0
    var startVelocity = 0.0
    var startTime = 0.0
    var scrollDuration = 0.0
    var lastTime = 0.0
    var scrolling = false
    var decelerating = false
    var dragging = false
    var didDrag = false
    var previousTranslation = 0.0
    var toggle = 0.0
    var toggleTime = 0.0
    var timerRunning = false

    /// The fake `CACurrentMediaTime()`.
    var now = 0.0
    /// `carouselCurrentItemIndexDidChange:` calls: (time, new index).
    var indexChanges: [(time: Double, index: Int)] = []
    /// `_scrollOffset` after every `step`.
    var offsetsAfterSteps: [Double] = []

    init(numberOfItems: Int, wrapEnabled: Bool) {
        self.numberOfItems = numberOfItems
        self.wrapEnabled = wrapEnabled
    }

    // MARK: Scrolling helpers

    func clampedIndex(_ index: Int) -> Int {
        if numberOfItems == 0 { return -1 }
        if wrapEnabled {
            return Int(Double(index) - floor(Double(index) / Double(numberOfItems)) * Double(numberOfItems))
        }
        return min(max(0, index), max(0, numberOfItems - 1))
    }

    func clampedOffset(_ offset: Double) -> Double {
        if numberOfItems == 0 { return -1 }
        if wrapEnabled { return offset - floor(offset / Double(numberOfItems)) * Double(numberOfItems) }
        return min(max(0, offset), max(0, Double(numberOfItems) - 1))
    }

    var currentItemIndex: Int { clampedIndex(Int(round(scrollOffset))) }

    func minScrollDistance(fromIndex: Int, toIndex: Int) -> Int {
        let direct = toIndex - fromIndex
        if wrapEnabled {
            var wrapped = min(toIndex, fromIndex) + numberOfItems - max(toIndex, fromIndex)
            if fromIndex < toIndex { wrapped = -wrapped }
            return abs(direct) <= abs(wrapped) ? direct : wrapped
        }
        return direct
    }

    func minScrollDistance(fromOffset: Double, toOffset: Double) -> Double {
        let direct = toOffset - fromOffset
        if wrapEnabled {
            var wrapped = min(toOffset, fromOffset) + Double(numberOfItems) - max(toOffset, fromOffset)
            if fromOffset < toOffset { wrapped = -wrapped }
            return fabs(direct) <= fabs(wrapped) ? direct : wrapped
        }
        return direct
    }

    // MARK: Public scrolling API

    mutating func setScrollOffset(_ offset: Double) {
        scrolling = false
        decelerating = false
        startOffset = offset
        endOffset = offset
        if fabs(scrollOffset - offset) > 0 {
            scrollOffset = offset
            didScroll()
        }
    }

    mutating func scrollByOffset(_ offset: Double, duration: Double) {
        if duration > 0 {
            decelerating = false
            scrolling = true
            startTime = now
            startOffset = scrollOffset
            scrollDuration = duration
            endOffset = startOffset + offset
            if !wrapEnabled { endOffset = clampedOffset(endOffset) }
            startAnimation()
        } else {
            setScrollOffset(scrollOffset + offset)
        }
    }

    mutating func scrollToOffset(_ offset: Double, duration: Double) {
        scrollByOffset(minScrollDistance(fromOffset: scrollOffset, toOffset: offset), duration: duration)
    }

    mutating func scrollByNumberOfItems(_ itemCount: Int, duration: Double) {
        if duration > 0 {
            var offset = 0.0
            if itemCount > 0 {
                offset = (floor(scrollOffset) + Double(itemCount)) - scrollOffset
            } else if itemCount < 0 {
                offset = (ceil(scrollOffset) + Double(itemCount)) - scrollOffset
            } else {
                offset = round(scrollOffset) - scrollOffset
            }
            scrollByOffset(offset, duration: duration)
        } else {
            setScrollOffset(Double(clampedIndex(previousItemIndex + itemCount)))
        }
    }

    mutating func scrollToItemAtIndex(_ index: Int, duration: Double) {
        scrollToOffset(Double(index), duration: duration)
    }

    mutating func scrollToItemAtIndex(_ index: Int, animated: Bool) {
        scrollToItemAtIndex(index, duration: animated ? Self.scrollDurationConstant : 0)
    }

    // MARK: Animation

    mutating func startAnimation() { timerRunning = true }
    mutating func stopAnimation() { timerRunning = false }

    func decelerationDistance() -> Double {
        let acceleration = -startVelocity * Self.decelerationMultiplier * (1.0 - decelerationRate)
        return -pow(startVelocity, 2.0) / (2.0 * acceleration)
    }

    func shouldDecelerate() -> Bool {
        fabs(startVelocity) > Self.scrollSpeedThreshold && fabs(decelerationDistance()) > Self.decelerateThreshold
    }

    func shouldScroll() -> Bool {
        fabs(startVelocity) > Self.scrollSpeedThreshold
            && fabs(scrollOffset - Double(currentItemIndex)) > Self.scrollDistanceThreshold
    }

    mutating func startDecelerating() {
        var distance = decelerationDistance()
        startOffset = scrollOffset
        endOffset = startOffset + distance
        if pagingEnabled {
            endOffset = distance > 0 ? ceil(startOffset) : floor(startOffset)
        } else if stopAtItemBoundary {
            endOffset = distance > 0 ? ceil(endOffset) : floor(endOffset)
        }
        if !wrapEnabled {
            if bounces {
                endOffset = max(-bounceDistance, min(Double(numberOfItems) - 1.0 + bounceDistance, endOffset))
            } else {
                endOffset = clampedOffset(endOffset)
            }
        }
        distance = endOffset - startOffset
        startTime = now
        scrollDuration = fabs(distance) / fabs(0.5 * startVelocity)
        if distance != 0 {
            decelerating = true
            startAnimation()
        }
    }

    static func easeInOut(_ time: Double) -> Double {
        time < 0.5 ? 0.5 * pow(time * 2.0, 3.0) : 0.5 * pow(time * 2.0 - 2.0, 3.0) + 1.0
    }

    mutating func step() {
        let currentTime = now
        var delta = currentTime - lastTime
        lastTime = currentTime

        if scrolling && !dragging {
            let time = min(1.0, (currentTime - startTime) / scrollDuration)
            delta = Self.easeInOut(time)
            scrollOffset = startOffset + (endOffset - startOffset) * delta
            didScroll()
            if time >= 1.0 { scrolling = false }
        } else if decelerating {
            let time = min(scrollDuration, currentTime - startTime)
            let acceleration = -startVelocity / scrollDuration
            let distance = startVelocity * time + 0.5 * acceleration * pow(time, 2.0)
            scrollOffset = startOffset + distance
            didScroll()
            if fabs(time - scrollDuration) < Self.floatErrorMargin {
                decelerating = false
                if (scrollToItemBoundary || fabs(scrollOffset - clampedOffset(scrollOffset)) > Self.floatErrorMargin)
                    && autoscroll == 0
                {
                    if fabs(scrollOffset - Double(currentItemIndex)) < Self.floatErrorMargin {
                        scrollToItemAtIndex(currentItemIndex, duration: 0.01)
                    } else {
                        scrollToItemAtIndex(currentItemIndex, animated: true)
                    }
                } else {
                    var difference = round(scrollOffset) - scrollOffset
                    if difference > 0.5 {
                        difference = difference - 1.0
                    } else if difference < -0.5 {
                        difference = 1.0 + difference
                    }
                    toggleTime = currentTime - Self.maxToggleDuration * fabs(difference)
                    toggle = max(-1.0, min(1.0, -difference))
                }
            }
        } else if autoscroll != 0 && !dragging {
            setScrollOffset(clampedOffset(scrollOffset - delta * autoscroll))
        } else if fabs(toggle) > Self.floatErrorMargin {
            var toggleDuration = startVelocity != 0 ? min(1.0, max(0.0, 1.0 / fabs(startVelocity))) : 1.0
            toggleDuration = Self.minToggleDuration + (Self.maxToggleDuration - Self.minToggleDuration) * toggleDuration
            let time = min(1.0, (currentTime - toggleTime) / toggleDuration)
            delta = Self.easeInOut(time)
            toggle = toggle < 0 ? (delta - 1.0) : (1.0 - delta)
            didScroll()
        } else if autoscroll == 0 {
            stopAnimation()
        }
        offsetsAfterSteps.append(scrollOffset)
    }

    mutating func didScroll() {
        if wrapEnabled || !bounces {
            scrollOffset = clampedOffset(scrollOffset)
        } else {
            let lower = -bounceDistance
            let upper = max(Double(numberOfItems - 1), 0) + bounceDistance
            if scrollOffset < lower {
                scrollOffset = lower
                startVelocity = 0
            } else if scrollOffset > upper {
                scrollOffset = upper
                startVelocity = 0
            }
        }
        let difference = minScrollDistance(fromIndex: currentItemIndex, toIndex: previousItemIndex)
        if difference != 0 {
            toggleTime = now
            toggle = Double(max(-1, min(1, difference)))
            startAnimation()
        }
        if previousItemIndex != currentItemIndex {
            indexChanges.append((now, currentItemIndex))
        }
        previousScrollOffset = scrollOffset
        previousItemIndex = currentItemIndex
    }

    // MARK: Pan gesture (finger coordinates: translation and velocity follow the finger)

    mutating func panBegan(translation: Double = 0) {
        guard numberOfItems != 0 else { return }
        dragging = true
        scrolling = false
        decelerating = false
        previousTranslation = translation
    }

    mutating func panChanged(translation: Double, velocity: Double) {
        guard numberOfItems != 0 else { return }
        var factor = 1.0
        if !wrapEnabled && bounces {
            factor = 1.0 - min(fabs(scrollOffset - clampedOffset(scrollOffset)), bounceDistance) / bounceDistance
        }
        startVelocity = -velocity * factor * scrollSpeed / itemWidth
        scrollOffset -= (translation - previousTranslation) * factor * offsetMultiplier / itemWidth
        previousTranslation = translation
        didScroll()
    }

    mutating func panEnded() {
        guard numberOfItems != 0 else { return }
        dragging = false
        didDrag = true
        if shouldDecelerate() {
            didDrag = false
            startDecelerating()
        }
        if !decelerating {
            if (scrollToItemBoundary || fabs(scrollOffset - clampedOffset(scrollOffset)) > Self.floatErrorMargin)
                && autoscroll == 0
            {
                if fabs(scrollOffset - Double(currentItemIndex)) < Self.floatErrorMargin {
                    scrollToItemAtIndex(currentItemIndex, duration: 0.01)
                } else if shouldScroll() {
                    let direction = Int(startVelocity / fabs(startVelocity))
                    scrollToItemAtIndex(currentItemIndex + direction, animated: true)
                } else {
                    scrollToItemAtIndex(currentItemIndex, animated: true)
                }
            }
        }
    }

    // MARK: Driving the fake clock

    /// Puts the carousel at `offset` as iCarousel would hold it (through `didScroll`), at rest.
    mutating func place(at offset: Double) {
        scrollOffset = offset
        didScroll()
        previousItemIndex = currentItemIndex
        indexChanges = []
    }

    /// Releases a drag at the current offset with `_startVelocity = velocity` (items/s, iCarousel's
    /// sign: positive toward larger offsets), as the last `UIGestureRecognizerStateChanged` left it.
    mutating func release(velocity: Double) {
        dragging = true
        startVelocity = velocity
        panEnded()
    }

    /// Steps the 60 Hz timer (`now += 1/60`, counted from `base` to avoid drift) while it scrolls or
    /// decelerates, at most `maximumSteps` times. Returns the number of steps.
    @discardableResult
    mutating func runUntilIdle(maximumSteps: Int = 20_000) -> Int {
        let base = now
        var steps = 0
        while (scrolling || decelerating) && steps < maximumSteps {
            steps += 1
            now = base + Double(steps) * Self.timerInterval
            step()
        }
        return steps
    }

    /// Steps the timer `count` times regardless of state.
    mutating func run(steps count: Int) {
        guard count > 0 else { return }
        let base = now
        for k in 1...count {
            now = base + Double(k) * Self.timerInterval
            step()
        }
    }
}

/// The distance between two resting offsets, the short way round when wrapping `n` items.
func restingDistance(_ a: Double, _ b: Double, numberOfItems n: Int, wraps: Bool) -> Double {
    let d = abs(a - b)
    guard wraps, n > 0 else { return d }
    let r = d.truncatingRemainder(dividingBy: Double(n))
    return min(r, Double(n) - r)
}
