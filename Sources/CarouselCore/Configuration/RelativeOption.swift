/// An option stated as a function of the default the carousel's type would give it, as iCarousel's
/// `carousel:valueForOption:withDefault:` returning `value * 1.1` or `value + 2` did.
///
/// Set one per option in ``CarouselOptions/relative``. The default it starts from is the one
/// ``CarouselModel`` resolves for the current type, item count and size, so the option follows
/// every change of those; it is resolved once per model (once per change of settings, item count or
/// size), never per item or per frame.
///
/// ```swift
/// var options = CarouselOptions()
/// options.relative.spacing = .times(1.1)   // Cover Flow: 0.275; linear: 1.1
/// options.relative.count = .plus(2)        // two more items on a rotary's circle
/// options.relative.radius = .custom { $0 * 1.5 + 10 }
/// ```
///
/// The result is used as if the app had set it, so it is sanitized as the option documents (a
/// non-finite result takes the default). A plain value of the same option wins over a relative one.
///
/// Equality and hashing: ``times(_:)`` and ``plus(_:)`` compare by value; ``custom(_:)`` compares
/// by identity (two rules are equal only when made by one call of ``custom(_:)``), so a layout
/// handed a new closure rebuilds once. Prefer `times` and `plus` where they say it.
public enum RelativeOption: Hashable, Sendable, CustomStringConvertible {
    /// The default multiplied by a factor (`.times(1.1)`: iCarousel's `value * 1.1`).
    case times(Double)
    /// The default plus an amount, which may be negative (`.plus(2)`: iCarousel's `value + 2`).
    case plus(Double)
    /// Any function of the default (see ``Rule``).
    case rule(Rule)

    /// A function of the default, compared by identity.
    public struct Rule: Hashable, Sendable {
        private let box: Box

        /// A rule computing the option from its default.
        public init(_ transform: @escaping @Sendable (Double) -> Double) { box = Box(transform) }

        /// The option for a default.
        public func callAsFunction(_ value: Double) -> Double { box.transform(value) }

        /// Whether both were made by one call: rules compare by identity.
        public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.box === rhs.box }
        /// Hashes the rule's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(box)) }

        private final class Box: Sendable {
            let transform: @Sendable (Double) -> Double
            init(_ transform: @escaping @Sendable (Double) -> Double) { self.transform = transform }
        }
    }

    /// Any function of the default: `.custom { $0 * 1.5 + 10 }`. Compared by identity (see
    /// ``RelativeOption``).
    public static func custom(_ transform: @escaping @Sendable (Double) -> Double) -> RelativeOption {
        .rule(Rule(transform))
    }

    /// The option for a default. May be non-finite: the model then takes the default, as it does
    /// for a non-finite plain value.
    public func value(forDefault value: Double) -> Double {
        switch self {
        case .times(let factor): value * factor
        case .plus(let amount): value + amount
        case .rule(let rule): rule(value)
        }
    }

    /// `×1.1`, `+2`, `-2`, or `custom` for a rule.
    public var description: String {
        switch self {
        case .times(let factor): "×\(factor)"
        case .plus(let amount): amount < 0 ? "\(amount)" : "+\(amount)"
        case .rule: "custom"
        }
    }
}
