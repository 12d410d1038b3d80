/// Which of two spellings of one delegate call a controller asks the app's delegate: the current
/// one, the older one it replaced (deprecated, still answered by older apps), or neither.
///
/// The current spelling wins when the delegate answers both, as the platform itself calls none of
/// the older calls once a delegate answers their replacements (UIKit's context-menu calls of iOS 16).
@_spi(Plumbing) public enum DelegateSpelling: Hashable, Sendable {
    /// The current call.
    case current
    /// The older call.
    case legacy
    /// Neither: the delegate is not asked.
    case none

    /// The spelling to ask.
    /// - Parameters:
    ///   - respondsToCurrent: the delegate responds to the current call's selector.
    ///   - respondsToLegacy: the delegate responds to the older call's selector.
    public init(respondsToCurrent: Bool, respondsToLegacy: Bool) {
        self = respondsToCurrent ? .current : respondsToLegacy ? .legacy : .none
    }
}
