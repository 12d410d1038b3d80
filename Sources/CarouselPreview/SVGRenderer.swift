@_spi(Plumbing) import CarouselCore

/// Draws a ``SceneResult`` as an SVG picture, the way Core Animation would draw the carousel.
///
/// The carousel's area is the scene's bounds (for a replay, the largest bounds it has). Each item
/// is the quad of its four projected corners (``ItemPlacement/projectedCorners``), filled with a
/// colour per index and outlined, at the item's alpha. Items are painted back to front by
/// ``ItemPlacement/zIndex``; hidden back faces are left out, and so are items with a corner at or
/// behind the eye (Core Animation clips those; a quad cannot show that). Each item carries its
/// index as a label centred on its projected centre and drawn in the item's own plane: the label's
/// affine map takes the item's centre, right-edge midpoint and bottom-edge midpoint to their
/// projections, so labels shrink, turn and mirror with their items (labels squeezed below
/// ``minimumLabelExtent`` are left out). Placeholders are pale and dashed. Whatever reaches past
/// the bounds is clipped to them, as a view that clips to its bounds shows it.
///
/// ## The caption band
///
/// The caption sits in a band of its own below the carousel's area, so it never covers a card:
/// the picture is the bounds' width and the bounds' height plus ``captionBandHeight(lines:)``. The
/// caption is wrapped to the picture's width at spaces (a line never starts with a space; the
/// parts of a caption are joined by ` · `, and a line may start with `· `), with each line's width
/// estimated from per-character widths of a Helvetica-like face (``captionWidth(_:)``); after
/// ``maximumCaptionLines`` lines, or when a single word is wider than a line, the text is cut with
/// "…". The picture's `<title>` keeps the whole caption. Without its band (`showsCaption` false,
/// `--no-caption`), the picture is the bounds alone, for a gallery of pictures side by side.
///
/// ## Motion
///
/// A scene with a ``Scene/fling`` or an ``Scene/interaction`` is an animated picture that plays
/// the motion in a loop, with SMIL and no script, so it plays wherever SVG animation does (browsers,
/// and images embedded with `<img>`, as a repository's README shows them). Its frames are the ones
/// the HTML page plays (the core's placements for a fling, the simulated collection view's items
/// for a replay), thinned to at most ``SVGAnimation/maximumFrameRate`` frames a second, and further
/// when the frames would draw more than ``SceneLimits/maximumAnimatedCards`` cards in all
/// (``SVGAnimation``). The picture is a flip-book: one `<g>` per frame holding that frame's items
/// back to front (and the finger's circle during a replayed touch), made visible for its own time
/// slot by an `<animate attributeName="visibility" calcMode="discrete" repeatCount="indefinite">`
/// whose `keyTimes` (fractions of the loop, ascending in [0, 1]) switch it on and off. Whole frames
/// rather than interpolated shapes keep the paint order right as cards pass one another (SVG
/// cannot reorder elements while it plays) and keep each label in its card's plane (SMIL cannot
/// interpolate a matrix). Colours come from a `<style>` of classes, coordinates have one decimal,
/// and the label's `dy` is folded into its matrix, to keep files small. A viewer without animation
/// shows the last frame: where the fling rests, or where the replay ends. The caption is
/// ``RenderStyle/caption(for:)`` followed by "(loops every T s)", where T is
/// ``SVGAnimation/duration``, or by "(drawn at N frames a second; loops every T s)" when the
/// picture draws fewer frames a second than the motion ticks (a replay's caption says its tick
/// rate: "ticks at 60 Hz"). A scene without motion, or whose motion is a single frame (a replay
/// without events), is a still picture with no animation elements and no loop in its caption.
public enum SVGRenderer {
    /// One picture for one scene; `showsCaption` false leaves out the caption band.
    public static func render(_ result: SceneResult, showsCaption: Bool = true) -> String {
        render([result], showsCaption: showsCaption)
    }

    /// One picture for several scenes, stacked top to bottom (a scene file holding an array), each
    /// with its caption band unless `showsCaption` is false. The animated scenes share
    /// ``SceneLimits/maximumAnimatedCards`` equally.
    public static func render(_ results: [SceneResult], showsCaption: Bool = true) -> String {
        let animated = results.filter { $0.fling != nil || $0.interaction != nil }.count
        let share = SceneLimits.maximumAnimatedCards / max(1, animated)
        let panels = results.map { Panel($0, maximumCards: share, showsCaption: showsCaption) }
        if panels.count == 1 {
            let panel = panels[0]
            return header(width: panel.size.width, height: panel.height) + body(panel, id: "s0") + "</svg>\n"
        }
        let width = panels.map(\.size.width).max() ?? 0
        let height = panels.map(\.height).reduce(0, +)
        var out = header(width: width, height: height)
        var y = 0.0
        for (i, panel) in panels.enumerated() {
            out +=
                "<svg x=\"0\" y=\"\(num(y))\" width=\"\(num(panel.size.width))\" height=\"\(num(panel.height))\""
                + " viewBox=\"0 0 \(num(panel.size.width)) \(num(panel.height))\" overflow=\"hidden\">\n"
            out += body(panel, id: "s\(i)")
            out += "</svg>\n"
            y += panel.height
        }
        out += "</svg>\n"
        return out
    }

    /// The picture's caption: ``RenderStyle/caption(for:)``, followed for a fling or an interaction
    /// by " (loops every T s)", T the loop's length in seconds (``SVGAnimation/duration``); when
    /// the picture draws fewer frames a second than the motion ticks, by " (drawn at N frames a
    /// second; loops every T s)", N the frames drawn a second (``SVGAnimation/frameRate``).
    public static func caption(for result: SceneResult) -> String {
        caption(for: result, animation: SVGAnimation(result))
    }

    static func caption(for result: SceneResult, animation: SVGAnimation?) -> String {
        let text = RenderStyle.caption(for: result)
        guard let animation else { return text }
        let loop = "loops every \(RenderStyle.decimal(animation.duration, places: 2)) s"
        guard abs(animation.frameRate - animation.tickRate) > 1e-9 else { return text + " (\(loop))" }
        return text + " (drawn at \(RenderStyle.decimal(animation.frameRate, places: 1)) frames a second; \(loop))"
    }

    // MARK: Caption band

    /// The caption's font size, points.
    static let captionFontSize = 12.0
    /// The distance between caption baselines, points.
    static let captionLineHeight = 16.0
    /// The space left of and right of the caption, points.
    static let captionMargin = 10.0
    /// The most caption lines; the rest of the text is cut with "…".
    public static let maximumCaptionLines = 3

    /// The height of the band below the carousel holding `lines` caption lines, points: a line
    /// height per line plus 8 points under the last baseline for descenders (24 points for one line).
    public static func captionBandHeight(lines: Int) -> Double {
        Double(max(1, lines)) * captionLineHeight + 8
    }

    /// The estimated width of `text` set in the 12 pt caption font, points: per character, the
    /// advance of a Helvetica-like face, rounded up (narrow punctuation and i, l, t, f, r, j about
    /// 0.3 em; m and w 0.85 em; capitals 0.72 em; arrows and ellipses 1 em; anything else 0.58 em,
    /// a little more than Helvetica's digits and lower case).
    public static func captionWidth(_ text: String) -> Double {
        text.reduce(0.0) { width, ch in
            let em: Double
            switch ch {
            case " ", "·", ".", ",", ":", ";", "'", "(", ")", "[", "]", "|", "!", "i", "l", "j", "t", "f", "r", "I":
                em = 0.3
            case "m", "w", "M", "W", "@", "%": em = 0.85
            case "→", "…", "×", "≤", "≥": em = 1
            case "A"..."Z": em = 0.72
            default: em = 0.58
            }
            return width + em * captionFontSize
        }
    }

    /// `caption` wrapped into lines of estimated width (``captionWidth(_:)``) at most `width` minus
    /// the margins, at spaces, keeping each ` · ` with the part after it; at most
    /// ``maximumCaptionLines`` lines, the last ending in " …" after its last whole word that leaves
    /// room when text was left out. A word wider than a line is cut with "…".
    public static func captionLines(_ caption: String, width: Double) -> [String] {
        let available = width - 2 * captionMargin
        var words: [String] = []
        for word in caption.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            // "·" joins the word after it, so a line never ends with a separator.
            if words.last == "·" { words[words.count - 1] += " " + word } else { words.append(word) }
        }
        var lines: [String] = []
        var line = ""
        var index = 0
        while index < words.count {
            let word = fitted(words[index], width: available)
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || captionWidth(candidate) <= available {
                line = candidate
                index += 1
                continue
            }
            lines.append(line)
            line = ""
            if lines.count == maximumCaptionLines { break }
        }
        if !line.isEmpty, lines.count < maximumCaptionLines {
            lines.append(line)
        } else if index < words.count || !line.isEmpty, var last = lines.popLast() {
            // Text was left out: end the last line with "…", dropping whole words to make room
            // (characters only when one word is left).
            while captionWidth(last + " …") > available, let space = last.lastIndex(of: " ") {
                last = String(last[..<space])
            }
            while !last.isEmpty, captionWidth(last + " …") > available { last.removeLast() }
            lines.append(last + " …")
        }
        return lines
    }

    /// `word` cut to fit `width` with a trailing "…" when it is wider.
    private static func fitted(_ word: String, width: Double) -> String {
        guard captionWidth(word) > width else { return word }
        var cut = word
        while !cut.isEmpty, captionWidth(cut + "…") > width { cut.removeLast() }
        return cut + "…"
    }

    /// One scene's part of the picture: what it shows and how tall it is.
    struct Panel {
        let result: SceneResult
        let animation: SVGAnimation?
        /// The carousel's area (the bounds; the largest bounds of a replay).
        let size: Size2D
        let caption: String
        /// The caption's lines in the band; empty when the picture has no band.
        let lines: [String]
        /// The area's height plus the caption band's, if it has one.
        var height: Double { size.height + (lines.isEmpty ? 0 : captionBandHeight(lines: lines.count)) }

        init(_ result: SceneResult, maximumCards: Int, showsCaption: Bool = true) {
            self.result = result
            animation = SVGAnimation(result, maximumCards: maximumCards)
            size = animation?.size ?? result.scene.configuration.bounds
            caption = SVGRenderer.caption(for: result, animation: animation)
            lines = showsCaption ? captionLines(caption, width: size.width) : []
        }
    }

    /// The items that appear in the picture, back to front: not hidden, alpha above 0, all four
    /// corners in front of the eye.
    public static func drawnItems(_ result: SceneResult) -> [(item: ItemPlacement, corners: [Point2D])] {
        result.itemsBackToFront.compactMap { item in drawnCorners(of: item).map { (item, $0) } }
    }

    /// An item's projected corners when the picture draws it (not hidden, alpha above 0, all four
    /// corners in front of the eye); `nil` otherwise.
    static func drawnCorners(of item: ItemPlacement) -> [Point2D]? {
        guard !item.isHidden, item.alpha > 0 else { return nil }
        return item.projectedCorners
    }

    /// The label's SVG `matrix(a b c d e f)` in item points: the affine map through the projections
    /// of the item's centre, right-edge midpoint and bottom-edge midpoint (via
    /// ``Transform3D/project(x:y:z:)``), or `nil` when the item has no area or a point is behind the eye.
    public static func labelMatrix(for item: ItemPlacement) -> [Double]? {
        let hw = item.size.width / 2
        let hh = item.size.height / 2
        guard hw > 0, hh > 0,
            let p0 = item.transform.project(x: 0, y: 0),
            let px = item.transform.project(x: hw, y: 0),
            let py = item.transform.project(x: 0, y: hh)
        else { return nil }
        let m = [
            (px.x - p0.x) / hw, (px.y - p0.y) / hw, (py.x - p0.x) / hh, (py.y - p0.y) / hh,
            item.center.x + p0.x, item.center.y + p0.y,
        ]
        return m.allSatisfy(\.isFinite) ? m : nil
    }

    /// The smallest glyph extent worth drawing, in viewport points: narrower labels (items seen
    /// nearly edge-on) would be unreadable slivers, and SVG renderers place such squeezed text unreliably.
    static let minimumLabelExtent = 10.0

    /// Whether a label drawn with `matrix` on an item of `size` is at least ``minimumLabelExtent``
    /// wide and high on screen.
    static func isLabelLegible(_ matrix: [Double], size: Size2D) -> Bool {
        let font = RenderStyle.labelFontSize(for: size)
        let across = (matrix[0] * matrix[0] + matrix[1] * matrix[1]).squareRoot() * font
        let down = (matrix[2] * matrix[2] + matrix[3] * matrix[3]).squareRoot() * font
        return min(across, down) >= minimumLabelExtent
    }

    // MARK: Pieces

    private static func num(_ v: Double) -> String { RenderStyle.decimal(v, places: 2) }

    private static func header(width: Double, height: Double) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(num(width))\" height=\"\(num(height))\""
            + " viewBox=\"0 0 \(num(width)) \(num(height))\""
            + " font-family=\"Helvetica Neue, Helvetica, Arial, sans-serif\">\n"
    }

    private static func body(_ panel: Panel, id: String) -> String {
        let result = panel.result
        let size = panel.size
        let w = num(size.width)
        let h = num(size.height)
        var out = "<title>\(RenderStyle.escaped(panel.caption))</title>\n"
        out +=
            "<defs><linearGradient id=\"\(id)-bg\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            + "<stop offset=\"0\" stop-color=\"\(RenderStyle.backgroundTop)\"/>"
            + "<stop offset=\"1\" stop-color=\"\(RenderStyle.backgroundBottom)\"/></linearGradient>"
            + "<clipPath id=\"\(id)-clip\"><rect width=\"\(w)\" height=\"\(h)\"/></clipPath></defs>\n"
        out += "<rect class=\"background\" width=\"\(w)\" height=\"\(h)\" fill=\"url(#\(id)-bg)\"/>\n"
        // Guides through the point items are centred on (bounds centre plus centerOffset).
        let c = panel.animation?.center ?? result.center
        out +=
            "<g class=\"guides\" stroke=\"\(RenderStyle.guideColor)\" stroke-width=\"1\" stroke-dasharray=\"4 6\">"
            + "<line x1=\"0\" y1=\"\(num(c.y))\" x2=\"\(w)\" y2=\"\(num(c.y))\"/>"
            + "<line x1=\"\(num(c.x))\" y1=\"0\" x2=\"\(num(c.x))\" y2=\"\(h)\"/></g>\n"
        if let animation = panel.animation {
            out += animatedItems(animation, clip: "\(id)-clip")
        } else {
            out += "<g class=\"items\" clip-path=\"url(#\(id)-clip)\">\n"
            for (item, corners) in drawnItems(result) {
                out += itemElement(item, corners: corners)
            }
            out += "</g>\n"
        }
        // The caption band, below the carousel's area.
        guard !panel.lines.isEmpty else { return out }
        let band = captionBandHeight(lines: panel.lines.count)
        out +=
            "<rect class=\"caption-band\" y=\"\(h)\" width=\"\(w)\" height=\"\(num(band))\""
            + " fill=\"\(RenderStyle.captionBandColor)\"/>\n"
        out +=
            "<text class=\"caption\" font-size=\"\(num(captionFontSize))\" fill=\"\(RenderStyle.captionColor)\">"
        for (i, line) in panel.lines.enumerated() {
            let y = size.height + captionLineHeight * Double(i + 1)
            out += "<tspan x=\"\(num(captionMargin))\" y=\"\(num(y))\">\(RenderStyle.escaped(line))</tspan>"
        }
        out += "</text>\n"
        return out
    }

    // MARK: Motion

    /// The animated items: a `<style>` of colour classes, then one group per frame, each visible
    /// during its own slot of the loop (see the type's overview).
    private static func animatedItems(_ animation: SVGAnimation, clip: String) -> String {
        let colours = Set(animation.frames.flatMap { $0.shapes.filter { !$0.item.isPlaceholder }.map(\.colourIndex) })
        var out = "<style>"
        out +=
            ".p{fill:\(RenderStyle.placeholderFill);stroke:\(RenderStyle.placeholderStroke);stroke-dasharray:8 6}"
            + ".l{fill:\(RenderStyle.labelColor);font-weight:bold;text-anchor:middle}"
            + ".pl{fill:\(RenderStyle.placeholderLabel);font-weight:bold;text-anchor:middle}"
        for index in colours.sorted() {
            out +=
                ".\(colourClass(index)){fill:\(RenderStyle.fill(forIndex: index));stroke:\(RenderStyle.stroke(forIndex: index))}"
        }
        out += "</style>\n"
        // One label size for all (items of one size): set once, on the group.
        let fonts = Set(animation.frames.flatMap { $0.shapes.map { RenderStyle.labelFontSize(for: $0.item.size) } })
        let sharedFont = fonts.count == 1 ? fonts.first : nil
        out +=
            "<g class=\"frames\" clip-path=\"url(#\(clip))\" stroke-width=\"\(num(RenderStyle.strokeWidth))\""
            + " stroke-linejoin=\"round\""
            + (sharedFont.map { " font-size=\"\(RenderStyle.decimal($0, places: 1))\"" } ?? "")
            + ">\n"
        let times = frameSlots(animation)
        let dur = RenderStyle.decimal(animation.duration, places: 4) + "s"
        for (k, slot) in times.enumerated() {
            let frame = animation.frames[k]
            let isFallback = k == times.count - 1
            out += "<g class=\"frame\"" + (isFallback ? "" : " visibility=\"hidden\"") + ">"
            out += visibilityAnimation(start: slot.start, end: slot.end, duration: dur) + "\n"
            for shape in frame.shapes { out += animatedShape(shape, showsFontSize: sharedFont == nil) }
            if let touch = frame.touch { out += touchElement(touch) }
            out += "</g>\n"
        }
        out += "</g>\n"
        return out
    }

    /// Each frame's slot in the loop as fractions of ``SVGAnimation/duration``: from its time to the
    /// next frame's (the last to the end of the loop). A last frame whose slot would be empty (a
    /// replay that ends moving) is left out: the loop starts again there.
    static func frameSlots(_ animation: SVGAnimation) -> [(start: Double, end: Double)] {
        let total = animation.duration
        guard total > 0 else { return animation.frames.isEmpty ? [] : [(0, 1)] }
        var slots: [(start: Double, end: Double)] = []
        for (k, frame) in animation.frames.enumerated() {
            let start = frame.time / total
            let end = k + 1 < animation.frames.count ? animation.frames[k + 1].time / total : 1
            if end > start { slots.append((start, end)) }
        }
        return slots
    }

    /// The `<animate>` that shows a frame from `start` to `end` (fractions of the loop) and hides it
    /// otherwise, repeating forever.
    private static func visibilityAnimation(start: Double, end: Double, duration: String) -> String {
        func key(_ v: Double) -> String { RenderStyle.decimal(v, places: 5) }
        var values = ["visible"]
        var keys = ["0"]
        if start > 0 {
            values = ["hidden", "visible"]
            keys = ["0", key(start)]
        }
        if end < 1 {
            values.append("hidden")
            keys.append(key(end))
        }
        return "<animate attributeName=\"visibility\" values=\"\(values.joined(separator: ";"))\""
            + " keyTimes=\"\(keys.joined(separator: ";"))\" dur=\"\(duration)\" calcMode=\"discrete\""
            + " repeatCount=\"indefinite\"/>"
    }

    /// The CSS class of colour index `index` (`c3`, `cm2` for −2).
    static func colourClass(_ index: Int) -> String {
        index < 0 ? "cm\(-index)" : "c\(index)"
    }

    /// One item of a frame: its quad and its label, in a group carrying its opacity when below 1.
    /// - Parameter showsFontSize: whether the label states its font size (else the group does).
    private static func animatedShape(_ shape: SVGAnimation.Shape, showsFontSize: Bool) -> String {
        let item = shape.item
        func short(_ v: Double) -> String { RenderStyle.decimal(v, places: 1) }
        let points = shape.corners.map { short($0.x) + "," + short($0.y) }.joined(separator: " ")
        let kind = item.isPlaceholder ? "p" : colourClass(shape.colourIndex)
        var out = "<polygon class=\"\(kind)\" points=\"\(points)\"/>"
        if let m = labelMatrix(for: item), isLabelLegible(m, size: item.size) {
            // dy = 0.35 em, folded into the matrix: the text moves by (c, d) × dy.
            let font = RenderStyle.labelFontSize(for: item.size)
            let dy = 0.35 * font
            let matrix =
                m[0..<4].map { RenderStyle.decimal($0, places: 3) } + [
                    short(m[4] + m[2] * dy), short(m[5] + m[3] * dy),
                ]
            out +=
                "<text transform=\"matrix(\(matrix.joined(separator: " ")))\" class=\"\(item.isPlaceholder ? "pl" : "l")\""
                + (showsFontSize ? " font-size=\"\(short(font))\"" : "") + ">\(RenderStyle.escaped(shape.label))</text>"
        }
        if item.alpha < 1 { out = "<g opacity=\"\(RenderStyle.decimal(item.alpha))\">" + out + "</g>" }
        return out + "\n"
    }

    /// The finger's circle: radius ``InteractionAnimation/fingerRadius`` times its scale.
    private static func touchElement(_ touch: InteractionAnimation.Touch) -> String {
        "<circle class=\"finger\" cx=\"\(num(touch.center.x))\" cy=\"\(num(touch.center.y))\""
            + " r=\"\(num(InteractionAnimation.fingerRadius * touch.scale))\" fill=\"#ffffff\" fill-opacity=\"0.6\""
            + " stroke=\"\(RenderStyle.fingerStroke)\" opacity=\"\(RenderStyle.decimal(touch.opacity))\"/>\n"
    }

    private static func itemElement(_ item: ItemPlacement, corners: [Point2D]) -> String {
        let points = corners.map { num($0.x) + "," + num($0.y) }.joined(separator: " ")
        let fill = item.isPlaceholder ? RenderStyle.placeholderFill : RenderStyle.fill(forIndex: item.index)
        let stroke = item.isPlaceholder ? RenderStyle.placeholderStroke : RenderStyle.stroke(forIndex: item.index)
        let kind = item.isPlaceholder ? "item placeholder" : "item"
        var out = "<g class=\"\(kind)\" data-index=\"\(item.index)\" data-z=\"\(item.zIndex)\""
        if item.alpha < 1 { out += " opacity=\"\(RenderStyle.decimal(item.alpha))\"" }
        out += ">\n"
        out +=
            "  <polygon points=\"\(points)\" fill=\"\(fill)\" stroke=\"\(stroke)\""
            + " stroke-width=\"\(num(RenderStyle.strokeWidth))\" stroke-linejoin=\"round\""
            + (item.isPlaceholder ? " stroke-dasharray=\"8 6\"" : "") + "/>\n"
        if let m = labelMatrix(for: item), isLabelLegible(m, size: item.size) {
            let matrix = m.map { RenderStyle.decimal($0, places: 5) }.joined(separator: " ")
            let color = item.isPlaceholder ? RenderStyle.placeholderLabel : RenderStyle.labelColor
            out +=
                "  <text transform=\"matrix(\(matrix))\" text-anchor=\"middle\" dy=\"0.35em\""
                + " font-size=\"\(num(RenderStyle.labelFontSize(for: item.size)))\" font-weight=\"bold\""
                + " fill=\"\(color)\">\(item.index)</text>\n"
        }
        out += "</g>\n"
        return out
    }
}
