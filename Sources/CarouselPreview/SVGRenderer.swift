@_spi(Plumbing) import CarouselCore

/// Draws a ``SceneResult`` as an SVG picture, the way Core Animation would draw the carousel.
///
/// The canvas is the scene's bounds (after an interaction, its bounds at the end). Each item is the quad of its four projected corners
/// (``ItemPlacement/projectedCorners``), filled with a colour per index and outlined, at the item's
/// alpha. Items are painted back to front by ``ItemPlacement/zIndex``; hidden back faces are left
/// out, and so are items with a corner at or behind the eye (Core Animation clips those; a quad
/// cannot show that). Each item carries its index as a label centred on its projected centre and
/// drawn in the item's own plane: the label's affine map takes the item's centre, right-edge midpoint
/// and bottom-edge midpoint to their projections, so labels shrink, turn and mirror with their items
/// (labels squeezed below ``minimumLabelExtent`` are left out). Placeholders are pale and dashed.
///
/// A scene with a ``Scene/fling`` is drawn at rest (``shownResult(_:)``): an SVG cannot animate the
/// core's frames, and where the fling lands is what a still picture of it should answer. That
/// picture is the last frame of the HTML animation; the caption names the fling and says
/// "shown at rest". The JSON result keeps the start state plus the resting offset and trajectory.
/// A scene with an ``Scene/interaction`` is drawn as the replay ends (``InteractionResult/endScene(of:)``:
/// its items, bounds, offset and toggle then), captioned "shown at the end": the items are the
/// layout's visible attributes then (``InteractionResult/endFrame``), as the collection view shows them.
public enum SVGRenderer {
    /// One picture for one scene.
    public static func render(_ result: SceneResult) -> String {
        let size = shownResult(result).scene.configuration.bounds
        var out = header(width: size.width, height: size.height)
        out += body(result, id: "s0")
        out += "</svg>\n"
        return out
    }

    /// One picture for several scenes, stacked top to bottom (a scene file holding an array).
    public static func render(_ results: [SceneResult]) -> String {
        if results.count == 1 { return render(results[0]) }
        let sizes = results.map { shownResult($0).scene.configuration.bounds }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +)
        var out = header(width: width, height: height)
        var y = 0.0
        for (i, (result, size)) in zip(results, sizes).enumerated() {
            out +=
                "<svg x=\"0\" y=\"\(num(y))\" width=\"\(num(size.width))\" height=\"\(num(size.height))\""
                + " viewBox=\"0 0 \(num(size.width)) \(num(size.height))\" overflow=\"hidden\">\n"
            out += body(result, id: "s\(i)")
            out += "</svg>\n"
            y += size.height
        }
        out += "</svg>\n"
        return out
    }

    /// The result the picture shows for `result`: the result itself, for a scene with a fling the
    /// scene at rest (``FlingResult/restingScene(of:)``), for one with an interaction the end of
    /// its replay with the layout's items then.
    public static func shownResult(_ result: SceneResult) -> SceneResult {
        if let interaction = result.interaction {
            return SceneResult(
                scene: interaction.endScene(of: result.scene), shownItems: interaction.endFrame.items,
                center: interaction.endCenter(of: result.scene))
        }
        guard let fling = result.fling else { return result }
        return SceneResult(scene: fling.restingScene(of: result.scene))
    }

    /// The picture's caption: ``RenderStyle/caption(for:)``, with " (shown at rest)" after a fling
    /// and " (shown at the end)" after an interaction.
    public static func caption(for result: SceneResult) -> String {
        if result.interaction != nil { return RenderStyle.caption(for: result) + " (shown at the end)" }
        return RenderStyle.caption(for: result) + (result.fling == nil ? "" : " (shown at rest)")
    }

    /// The items that appear in the picture, back to front: not hidden, alpha above 0, all four
    /// corners in front of the eye.
    public static func drawnItems(_ result: SceneResult) -> [(item: ItemPlacement, corners: [Point2D])] {
        result.itemsBackToFront.compactMap { item in
            guard !item.isHidden, item.alpha > 0, let corners = item.projectedCorners else { return nil }
            return (item, corners)
        }
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

    private static func body(_ given: SceneResult, id: String) -> String {
        let caption = RenderStyle.escaped(caption(for: given))
        let result = shownResult(given)
        let size = result.scene.configuration.bounds
        let w = num(size.width)
        let h = num(size.height)
        var out = "<title>\(caption)</title>\n"
        out +=
            "<defs><linearGradient id=\"\(id)-bg\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
            + "<stop offset=\"0\" stop-color=\"\(RenderStyle.backgroundTop)\"/>"
            + "<stop offset=\"1\" stop-color=\"\(RenderStyle.backgroundBottom)\"/></linearGradient></defs>\n"
        out += "<rect class=\"background\" width=\"\(w)\" height=\"\(h)\" fill=\"url(#\(id)-bg)\"/>\n"
        // Guides through the point items are centred on (bounds centre plus centerOffset).
        let c = result.center
        out +=
            "<g class=\"guides\" stroke=\"\(RenderStyle.guideColor)\" stroke-width=\"1\" stroke-dasharray=\"4 6\">"
            + "<line x1=\"0\" y1=\"\(num(c.y))\" x2=\"\(w)\" y2=\"\(num(c.y))\"/>"
            + "<line x1=\"\(num(c.x))\" y1=\"0\" x2=\"\(num(c.x))\" y2=\"\(h)\"/></g>\n"
        for (item, corners) in drawnItems(result) {
            out += itemElement(item, corners: corners)
        }
        out +=
            "<text class=\"caption\" x=\"10\" y=\"\(num(size.height - 10))\" font-size=\"12\""
            + " fill=\"\(RenderStyle.captionColor)\">\(caption)</text>\n"
        return out
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
