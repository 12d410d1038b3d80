import CarouselCore

/// Draws a ``SceneResult`` as an HTML page that a browser renders in 3D.
///
/// Each item is an absolutely positioned box of the item's size whose centre sits at
/// ``ItemPlacement/center``, with `transform-origin` at its centre (Core Animation's centred anchor)
/// and `transform: matrix3d(…)` holding the item's transform. CSS `matrix3d(a1, b1, c1, d1, a2, …, d4)`
/// lists the column-vector matrix column by column; that matrix is the transpose of
/// `CATransform3D`'s row-vector matrix, so its columns are `CATransform3D`'s rows and the sixteen
/// arguments are simply `m11, m12, m13, m14, m21, …, m44`: translation lands in the 13th–15th
/// arguments and the perspective `m34` in the 12th, as CSS expects. The perspective is part of each
/// item's matrix, so the scene needs no CSS `perspective`, and it is not `preserve-3d`: like layers
/// in a plain `CALayer`, items are painted in `z-index` order (the core's ``ItemPlacement/zIndex``).
/// Opacity is the item's alpha; hidden back faces get `visibility: hidden`.
public enum HTMLRenderer {
    /// One page for one or more scenes (a scene file holding an array), one after another.
    public static func render(_ results: [SceneResult]) -> String {
        let title = results.count == 1 ? RenderStyle.caption(for: results[0]) : "\(results.count) scenes"
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>carousel-preview: \(RenderStyle.escaped(title))</title>
            <style>
            body { margin: 0; padding: 24px; background: #2a2f3a; color: #d9dee8;
                   font: 13px -apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, sans-serif; }
            .scene { position: relative; overflow: hidden; margin: 0 0 8px;
                     background: linear-gradient(\(RenderStyle.backgroundTop), \(RenderStyle.backgroundBottom)); }
            .item { position: absolute; box-sizing: border-box; display: flex; align-items: center;
                    justify-content: center; border: \(RenderStyle.decimal(RenderStyle.strokeWidth))px solid;
                    transform-origin: 50% 50% 0; font-weight: bold; color: \(RenderStyle.labelColor); }
            .placeholder { border-style: dashed; color: \(RenderStyle.placeholderLabel); }
            .caption { margin: 0 0 24px; }
            </style>
            </head>
            <body>

            """
        for result in results {
            out += scene(result)
        }
        out += "</body>\n</html>\n"
        return out
    }

    /// One page for one scene.
    public static func render(_ result: SceneResult) -> String { render([result]) }

    /// The CSS `matrix3d(…)` function for a transform: its sixteen fields in `m11…m44` order.
    public static func matrix3d(_ t: Transform3D) -> String {
        "matrix3d(" + t.rowMajor.map { RenderStyle.decimal($0, places: 12) }.joined(separator: ", ") + ")"
    }

    /// The inline CSS for one item: box position and size (centre at ``ItemPlacement/center``),
    /// transform, z-index, opacity, visibility and colours.
    public static func style(for item: ItemPlacement) -> String {
        let left = item.center.x - item.size.width / 2, top = item.center.y - item.size.height / 2
        let fill = item.isPlaceholder ? RenderStyle.placeholderFill : RenderStyle.fill(forIndex: item.index)
        let stroke = item.isPlaceholder ? RenderStyle.placeholderStroke : RenderStyle.stroke(forIndex: item.index)
        var css = [
            "left: \(px(left))", "top: \(px(top))", "width: \(px(item.size.width))", "height: \(px(item.size.height))",
            "transform: \(matrix3d(item.transform))", "z-index: \(item.zIndex)",
            "opacity: \(RenderStyle.decimal(item.alpha, places: 4))",
            "background: \(fill)", "border-color: \(stroke)",
            "font-size: \(px(RenderStyle.labelFontSize(for: item.size)))",
        ]
        if item.isHidden { css.append("visibility: hidden") }
        return css.joined(separator: "; ")
    }

    // MARK: Pieces

    private static func px(_ v: Double) -> String { RenderStyle.decimal(v, places: 3) + "px" }

    private static func scene(_ result: SceneResult) -> String {
        let size = result.scene.bounds
        var out = "<div class=\"scene\" style=\"width: \(px(size.width)); height: \(px(size.height))\">\n"
        for item in result.items {
            let kind = item.isPlaceholder ? "item placeholder" : "item"
            out += "  <div class=\"\(kind)\" data-index=\"\(item.index)\" style=\"\(style(for: item))\">\(item.index)</div>\n"
        }
        out += "</div>\n"
        out += "<p class=\"caption\">\(RenderStyle.escaped(RenderStyle.caption(for: result)))</p>\n"
        return out
    }
}
