#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
/// Whether two values are known to be equal: `a`'s type is `Equatable` and `b` is an equal value
/// of it. `false` when that cannot be known (a non-`Equatable` type, or different types).
func isKnownEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
#endif
