import Testing

/// The time limit every suite of this target runs under: a minute per test where Swift Testing's
/// time limits exist (macOS 13, iOS 16, tvOS 16, visionOS and later, and Linux), so a test stuck in
/// a run loop or an event-tracking loop fails on its own instead of using up the hosted job's time;
/// before those versions, a comment saying there is none.
var suiteTimeLimit: any SuiteTrait {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return TimeLimitTrait.timeLimit(.minutes(1))
    }
    return Comment(rawValue: "No time limit before macOS 13, iOS 16 and tvOS 16")
}
