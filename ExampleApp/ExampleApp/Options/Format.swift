import Foundation

/// How the options panel shows numbers: localized, with units where they help.
@available(iOS 16.0, *)
enum Format {
    /// Two decimals ("0.25").
    static func decimal(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(2)))
    }

    /// A whole number ("12").
    static func integer(_ value: Double) -> String {
        value.formatted(.number.precision(.fractionLength(0)))
    }

    /// Points ("120 pt").
    static func points(_ value: Double) -> String {
        "\(value.formatted(.number.precision(.fractionLength(0)))) pt"
    }

    /// Seconds ("0.40 s").
    static func seconds(_ value: Double) -> String {
        "\(value.formatted(.number.precision(.fractionLength(2)))) s"
    }

    /// A value in radians shown in degrees ("90°").
    static func degrees(_ radians: Double) -> String {
        "\((radians * 180 / .pi).formatted(.number.precision(.fractionLength(0))))°"
    }

    /// Items per second ("1.5 items/s").
    static func itemsPerSecond(_ value: Double) -> String {
        "\(value.formatted(.number.precision(.fractionLength(1)))) items/s"
    }

    /// A perspective term as an eye distance ("−1/500"), or "flat" for 0.
    static func perspective(_ m34: Double) -> String {
        guard m34 < 0 else { return "flat" }
        return "−1/\((-1 / m34).formatted(.number.precision(.fractionLength(0))))"
    }

    /// A value that may be infinite ("−∞", "∞") or finite (two decimals).
    static func unbounded(_ value: Double) -> String {
        value.isInfinite ? (value < 0 ? "−∞" : "∞") : decimal(value)
    }
}
