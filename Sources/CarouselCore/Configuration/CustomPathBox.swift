/// An optional custom path with the equality ``LayoutSettings`` gives it, so that the settings'
/// equality and hashing are synthesized: both absent, or equal values of one `Equatable` type.
/// Any other pair is different, a path of a non-`Equatable` type even from itself (a layout then
/// rebuilds once when it is handed one). Hashing combines the path's type only, which equal
/// boxes share.
struct CustomPathBox: Hashable, Sendable {
    /// The app's path.
    let path: (any CarouselPath)?

    init(_ path: (any CarouselPath)?) { self.path = path }

    static func == (lhs: CustomPathBox, rhs: CustomPathBox) -> Bool {
        switch (lhs.path, rhs.path) {
        case (nil, nil): true
        case (let a?, let b?): isKnownEqual(a, b)
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path.map { ObjectIdentifier(type(of: $0)) })
    }

    /// Whether `a` and `b` are of one dynamic type, `Equatable`, and equal. The types must match
    /// exactly (not a subclass): equality stays symmetric and agrees with the hash.
    private static func isKnownEqual(_ a: any CarouselPath, _ b: any CarouselPath) -> Bool {
        guard type(of: a) == type(of: b), let a = a as? any Equatable else { return false }
        return a.isEqual(toAny: b)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self) == self }
}
