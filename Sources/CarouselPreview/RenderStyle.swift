@_spi(Plumbing) import CarouselCore
import Foundation

/// The look shared by the SVG and HTML pictures: item colours, label size, number text, captions.
///
/// Nothing here decides where an item goes; positions, transforms, opacity and order all come from
/// the core through ``SceneResult``.
public enum RenderStyle {
    /// The golden angle in degrees: successive indexes get hues this far apart, so neighbours and
    /// near-neighbours never share a colour.
    static let hueStep = 137.507_764
    /// Background gradient, top and bottom.
    static let backgroundTop = "#fbfcfe", backgroundBottom = "#e7ebf2"
    /// Guide lines through the carousel's centre and caption text.
    static let guideColor = "#c5ccd8", captionColor = "#5f6a7d"
    /// The band below the carousel that holds an SVG picture's caption.
    static let captionBandColor = "#dde2ea"
    /// Placeholder fill, edge and label.
    static let placeholderFill = "#f4f6fa", placeholderStroke = "#9aa3b2", placeholderLabel = "#8a93a3"
    /// The finger circle of a replayed interaction: a translucent fill and a dark edge.
    static let fingerFill = "rgba(255, 255, 255, 0.6)", fingerStroke = "#2b3a55"
    /// Item label colour.
    static let labelColor = "#1c2230"
    /// Edge width in points.
    static let strokeWidth = 2.0
    /// The label's font size as a fraction of the item's smaller side.
    static let labelScale = 0.34

    /// The fill of item `index` as `#rrggbb`: a light, saturated colour whose hue advances by the
    /// golden angle per index (index 0 is a warm red-orange).
    public static func fill(forIndex index: Int) -> String {
        hex(hue: hue(forIndex: index), saturation: 0.68, lightness: 0.68)
    }

    /// The edge colour of item `index`: the fill's hue, darker.
    public static func stroke(forIndex index: Int) -> String {
        hex(hue: hue(forIndex: index), saturation: 0.55, lightness: 0.36)
    }

    /// The hue in degrees [0, 360) for `index` (negative placeholder indexes included).
    static func hue(forIndex index: Int) -> Double {
        let raw = (Double(index % 1_000_003) * hueStep + 12).truncatingRemainder(dividingBy: 360)
        return raw < 0 ? raw + 360 : raw
    }

    /// An HSL colour (hue in degrees, saturation and lightness in [0, 1]) as `#rrggbb`.
    static func hex(hue: Double, saturation s: Double, lightness l: Double) -> String {
        let c = (1 - abs(2 * l - 1)) * s
        let h = hue / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch h {
        case ..<1: (r, g, b) = (c, x, 0)
        case ..<2: (r, g, b) = (x, c, 0)
        case ..<3: (r, g, b) = (0, c, x)
        case ..<4: (r, g, b) = (0, x, c)
        case ..<5: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        let m = l - c / 2
        func byte(_ v: Double) -> Int { Int(((v + m) * 255).rounded()).clamped(0, 255) }
        return String(format: "#%02x%02x%02x", byte(r), byte(g), byte(b))
    }

    /// The label font size in item points for an item of `size`.
    static func labelFontSize(for size: Size2D) -> Double {
        max(1, min(size.width, size.height) * labelScale)
    }

    /// `value` rounded to `places` decimals without trailing zeros (`12`, `0.5`, `-3.25`); never
    /// `-0`, never exponent notation, so SVG, CSS and JavaScript all read it. Non-finite values give `0`.
    /// `places` is clamped to 0…30.
    ///
    /// The digits are C's `%.*f` (correctly rounded). The pictures print a few numbers per card per
    /// frame, so this is the renderers' inner loop: a value whose rounding is plain from its
    /// product with 10^places (below 10^12, not within 10^−4 of a half) is written from that whole
    /// number; any other goes through C's formatter.
    public static func decimal(_ value: Double, places: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let places = min(max(0, places), 30)
        if places <= 9 {
            let scaled = abs(value) * powersOfTen[places]
            let whole = scaled.rounded(.down)
            if scaled < 1e12, abs(scaled - whole - 0.5) > 1e-4 {
                let digits = UInt64(scaled - whole > 0.5 ? whole + 1 : whole)
                return decimal(digits: digits, places: places, isNegative: value < 0)
            }
        }
        // The longest text: a sign, 309 integer digits, the point and the decimals, and C's NUL.
        let capacity = 312 + places
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let written = withVaList([Int32(places), value]) { vsnprintf(buffer.baseAddress, capacity, "%.*f", $0) }
            var end = Int(min(max(0, written), Int32(capacity - 1)))
            let bytes = UnsafeRawBufferPointer(buffer).bindMemory(to: UInt8.self)
            if bytes[..<end].contains(UInt8(ascii: ".")) {
                while bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
                if bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            }
            if end == 2, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "0") { return "0" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        }
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

    /// `digits` × 10^−places as text without trailing zeros, `-` first when negative and not zero.
    private static func decimal(digits: UInt64, places: Int, isNegative: Bool) -> String {
        guard digits != 0 else { return "0" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            // Written from the end: the decimals without trailing zeros, the point, the integer part.
            var end = 24
            var rest = digits
            var place = 0
            var isTrailing = true
            while place < places {
                let digit = UInt8(rest % 10)
                rest /= 10
                place += 1
                if isTrailing, digit == 0 { continue }
                isTrailing = false
                end -= 1
                buffer[end] = UInt8(ascii: "0") + digit
            }
            if !isTrailing {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if isNegative {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }

    /// A one-line description of the scene for the picture's caption
    /// (`coverFlow · 12 items · scrollOffset 5.5`; with a fling, `… · fling 6 items/s → rests at 4`;
    /// right to left, `… · right to left`; with an interaction, `… · replays …`).
    ///
    /// The type is followed by the axis drawn, `(vertical)` or `(horizontal)`, when that is not the
    /// type's own (``CarouselType/defaultOrientation``): the axis is the configuration's
    /// ``CarouselConfiguration/resolvedOrientation``, so `vertical` with an explicit horizontal
    /// `orientation` is drawn, and captioned, as a horizontal carousel. "right to left" is said only
    /// of a horizontal carousel, the only kind it mirrors.
    public static func caption(for result: SceneResult) -> String {
        let scene = result.scene
        let configuration = scene.configuration
        // The axis drawn is the resolved one (an explicit orientation wins over `vertical`); it is
        // named when it is not the type's own.
        let axis = configuration.resolvedOrientation
        var parts = [configuration.type.rawValue + (axis == configuration.type.defaultOrientation ? "" : " (\(axis))")]
        // Without a path, custom items all sit at the centre: say so; a keyframe path is named.
        if configuration.type == .custom {
            if let path = configuration.customPath as? KeyframePath {
                parts[0] += " (\(path.keyframes.count) keyframe" + (path.keyframes.count == 1 ? ")" : "s)")
            } else if configuration.customPath == nil {
                parts[0] += " (no path: every item at the centre)"
            }
        }
        parts.append("\(configuration.numberOfItems) item" + (configuration.numberOfItems == 1 ? "" : "s"))
        if configuration.numberOfPlaceholders > 0 {
            // iCarousel hides placeholders while wrapping: say the number given is not drawn.
            let shown = scene.model.numberOfPlaceholdersShown
            parts.append(
                "\(configuration.numberOfPlaceholders) placeholders"
                    + (shown == configuration.numberOfPlaceholders
                        ? "" : shown == 0 ? " (none shown while wrapping)" : " (\(shown) shown)"))
        }
        parts.append("scrollOffset " + decimal(result.scrollOffset))
        if configuration.type == .coverFlow2 { parts.append("toggle " + decimal(scene.toggle)) }
        if let fling = result.fling {
            parts.append("fling " + decimal(fling.velocity) + " items/s → rests at " + decimal(fling.restingOffset))
        }
        if configuration.layoutDirection == .rightToLeft, axis == .horizontal { parts.append("right to left") }
        if let interaction = result.interaction { parts.append(caption(for: interaction)) }
        return parts.joined(separator: " · ")
    }

    /// What a replay did, for the caption: `replays touchDown, dragTo, touchUp over 0.817 s, ticks
    /// at 60 Hz → ends at 3 (item 3)`; the rate is the replay's display ticks a second
    /// (``Interaction/frameRate``), not how many frames a picture draws. Repeated kinds in a row are counted (`dragTo ×4`).
    static func caption(for result: InteractionResult) -> String {
        var runs: [(name: String, count: Int)] = []
        for event in result.interaction.events {
            let name = event.action.name
            if runs.last?.name == name { runs[runs.count - 1].count += 1 } else { runs.append((name, 1)) }
        }
        let shown = runs.prefix(8).map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }
        var inputs = runs.isEmpty ? "no inputs" : shown.joined(separator: ", ")
        if runs.count > shown.count { inputs += ", …" }
        let end = result.end
        var text =
            "replays \(inputs) over \(decimal(end.time)) s, ticks at \(decimal(result.interaction.frameRate)) Hz"
            + " → ends at \(decimal(end.scrollOffset)) (item \(end.currentItemIndex)"
        if end.numberOfItems != result.generations.first?.numberOfItems { text += " of \(end.numberOfItems)" }
        text += end.isAtRest ? ")" : ", still moving)"
        return text
    }

    /// `text` with XML's special characters escaped, for SVG and HTML text and attributes.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }
}

extension Comparable {
    /// `self` limited to `[lower, upper]`.
    func clamped(_ lower: Self, _ upper: Self) -> Self { min(max(self, lower), upper) }
}
