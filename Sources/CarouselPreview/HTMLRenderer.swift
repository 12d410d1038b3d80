@_spi(Plumbing) import CarouselCore

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
///
/// ## Flings
///
/// A scene with a ``Scene/fling`` is animated: ``FlingAnimation`` precomputes the core's placements
/// for every 60 Hz frame, and the page embeds them as compact JSON (`<script type="application/json"
/// id="sN-frames">`, see ``framesJSON(_:center:)``) with one box per index that appears in any
/// frame, plus a small `requestAnimationFrame` player (``playerScript``) with a play / pause /
/// replay button and a loop switch. The player only picks the frame for the elapsed time and
/// copies its values into the boxes' styles; no geometry runs in JavaScript. All boxes sit at the
/// carousel's ``CarouselModel/center``; an item centred elsewhere (the shelf, custom paths) has
/// the difference folded into its matrix as a final translation, which projects to the same
/// place (``animatedTransform(_:center:)``). Without JavaScript the page shows the first frame.
/// The page stays self-contained: no external script, style or font.
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
            .finger { position: absolute; box-sizing: border-box; border-radius: 50%; pointer-events: none;
                      background: \(RenderStyle.fingerFill); border: 2px solid \(RenderStyle.fingerStroke);
                      z-index: 2147483647; }
            .caption { margin: 0 0 24px; }
            .player { margin: 0 0 6px; }
            .player button { font: inherit; min-width: 5.5em; margin-right: 10px; }
            .player .time { margin-left: 10px; font-variant-numeric: tabular-nums; }
            </style>
            </head>
            <body>

            """
        var animates = false
        for (i, result) in results.enumerated() {
            if let interaction = result.interaction {
                out += animatedScene(result, interaction: interaction, id: "s\(i)")
                animates = true
            } else if let fling = result.fling {
                out += animatedScene(result, fling: fling, id: "s\(i)")
                animates = true
            } else {
                out += scene(result)
            }
        }
        if animates { out += "<script>\n" + playerScript + "</script>\n" }
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
        let left = item.center.x - item.size.width / 2
        let top = item.center.y - item.size.height / 2
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
        let size = result.scene.configuration.bounds
        var out = "<div class=\"scene\" style=\"width: \(px(size.width)); height: \(px(size.height))\">\n"
        for item in result.items {
            let kind = item.isPlaceholder ? "item placeholder" : "item"
            out +=
                "  <div class=\"\(kind)\" data-index=\"\(item.index)\" style=\"\(style(for: item))\">\(item.index)</div>\n"
        }
        out += "</div>\n"
        out += "<p class=\"caption\">\(RenderStyle.escaped(RenderStyle.caption(for: result)))</p>\n"
        return out
    }

    // MARK: Flings

    /// How long the player holds the resting frame before it loops, in frames (0.6 s).
    public static let loopHoldFrames = 36

    /// An item's matrix for a box centred on `center` instead of on the item's own
    /// ``ItemPlacement/center``: the transform followed by a translation by the difference. In
    /// homogeneous coordinates that translation adds `d × w` before the perspective divide by `w`,
    /// so every point lands `d` further: exactly where the item's own box would put it.
    public static func animatedTransform(_ item: ItemPlacement, center: Point2D) -> Transform3D {
        let dx = item.center.x - center.x
        let dy = item.center.y - center.y
        guard dx != 0 || dy != 0 else { return item.transform }
        return item.transform.concatenating(.translation(x: dx, y: dy, z: 0))
    }

    /// The embedded frames: `{"frameRate": 60, "holdFrames": 36, "indexes": [i…], "frames": [[entry…]…]}`.
    ///
    /// `indexes` lists every index shown in any frame, in the order of the page's item boxes; a
    /// frame lists one entry per item it shows, `[slot, opacity, zIndex, hidden, m11, …, m44]`,
    /// where `slot` is the position in `indexes`, `hidden` is 1 for a back face turned away and the
    /// matrix is ``animatedTransform(_:center:)`` (6 decimals). Boxes missing from a frame are hidden.
    public static func framesJSON(_ animation: FlingAnimation, center: Point2D) -> String {
        framesJSON(PlayerData(animation, numberOfItems: Int.max), center: center)
    }

    /// The embedded frames of a replayed interaction: as for a fling (``framesJSON(_:center:)``),
    /// with `indexes` holding each box's index attribute (``InteractionAnimation/Box/index``) and
    /// one more key, `"touches"`: per frame `null` or `[left, top, opacity, scale]`, the finger
    /// circle's top-left corner in points (its centre minus ``InteractionAnimation/fingerRadius``),
    /// its opacity and its CSS scale.
    public static func framesJSON(_ animation: InteractionAnimation, center: Point2D) -> String {
        framesJSON(PlayerData(animation), center: center)
    }

    /// What the player needs, from a fling or an interaction.
    struct PlayerData {
        struct Box {
            var index: Int, label: String, colourIndex: Int, isPlaceholder: Bool
        }
        var frameRate: Double
        var boxes: [Box]
        /// Per frame, (slot, placement) pairs.
        var frames: [[(slot: Int, item: ItemPlacement)]]
        /// Per frame, the finger circle; `nil` for a fling.
        var touches: [InteractionAnimation.Touch?]?

        init(_ animation: FlingAnimation, numberOfItems: Int) {
            let slots = Dictionary(uniqueKeysWithValues: animation.indexes.enumerated().map { ($1, $0) })
            frameRate = Fling.frameRate
            boxes = animation.indexes.map {
                Box(index: $0, label: String($0), colourIndex: $0, isPlaceholder: $0 < 0 || $0 >= numberOfItems)
            }
            frames = animation.frames.map { frame in frame.items.map { (slots[$0.index] ?? 0, $0) } }
            touches = nil
        }

        init(_ animation: InteractionAnimation) {
            frameRate = animation.frameRate
            boxes = animation.boxes.map {
                Box(index: $0.index, label: $0.label, colourIndex: $0.colourIndex, isPlaceholder: $0.isPlaceholder)
            }
            frames = animation.frames.map { frame in frame.items.map { ($0.slot, $0.item) } }
            touches = animation.frames.map(\.touch)
        }
    }

    static func framesJSON(_ data: PlayerData, center: Point2D) -> String {
        var out =
            "{\"frameRate\": \(RenderStyle.decimal(data.frameRate, places: 6)), \"holdFrames\": \(loopHoldFrames), "
        out += "\"indexes\": [" + data.boxes.map { String($0.index) }.joined(separator: ",") + "],\n\"frames\": [\n"
        for (k, frame) in data.frames.enumerated() {
            let entries = frame.map { slot, item -> String in
                let head = [
                    String(slot), RenderStyle.decimal(item.alpha, places: 4),
                    String(item.zIndex), item.isHidden ? "1" : "0",
                ]
                let matrix = animatedTransform(item, center: center).rowMajor.map { RenderStyle.decimal($0, places: 6) }
                return "[" + (head + matrix).joined(separator: ",") + "]"
            }
            out += "[" + entries.joined(separator: ",") + "]" + (k + 1 < data.frames.count ? ",\n" : "\n")
        }
        out += "]"
        if let touches = data.touches {
            let r = InteractionAnimation.fingerRadius
            out +=
                ",\n\"touches\": ["
                + touches.map { touch -> String in
                    guard let t = touch else { return "null" }
                    let values = [t.center.x - r, t.center.y - r, t.opacity, t.scale]
                    return "[" + values.map { RenderStyle.decimal($0, places: 4) }.joined(separator: ",") + "]"
                }.joined(separator: ",") + "]"
        }
        out += "}"
        return out
    }

    /// A scene with a fling: one box per index in the animation, styled as the first frame, the
    /// player's controls, the caption and the frames.
    private static func animatedScene(_ result: SceneResult, fling: FlingResult, id: String) -> String {
        let model = result.scene.model
        let animation = FlingAnimation(scene: result.scene, fling: fling, model: model)
        let data = PlayerData(animation, numberOfItems: model.numberOfItems)
        return animatedScene(
            result, data: data, size: result.scene.configuration.bounds, center: model.center,
            itemSize: model.itemSize, id: id)
    }

    /// A scene with an interaction: one box per item shown, the finger circle, the player.
    private static func animatedScene(_ result: SceneResult, interaction: InteractionResult, id: String) -> String {
        let animation = InteractionAnimation(scene: result.scene, result: interaction)
        return animatedScene(
            result, data: PlayerData(animation), size: animation.size, center: animation.center,
            itemSize: result.scene.model.itemSize, id: id)
    }

    private static func animatedScene(
        _ result: SceneResult, data: PlayerData, size: Size2D, center: Point2D,
        itemSize: Size2D, id: String
    ) -> String {
        var first: [Int: ItemPlacement] = [:]
        for (slot, item) in data.frames.first ?? [] where first[slot] == nil { first[slot] = item }
        var out =
            "<div class=\"scene\" id=\"\(id)\" data-frames=\"\(id)-frames\""
            + " style=\"width: \(px(size.width)); height: \(px(size.height))\">\n"
        for (slot, box) in data.boxes.enumerated() {
            let fill = box.isPlaceholder ? RenderStyle.placeholderFill : RenderStyle.fill(forIndex: box.colourIndex)
            let stroke =
                box.isPlaceholder ? RenderStyle.placeholderStroke : RenderStyle.stroke(forIndex: box.colourIndex)
            var css = [
                "left: \(px(center.x - itemSize.width / 2))", "top: \(px(center.y - itemSize.height / 2))",
                "width: \(px(itemSize.width))", "height: \(px(itemSize.height))",
            ]
            if let item = first[slot] {
                css += [
                    "transform: \(matrix3d(animatedTransform(item, center: center)))", "z-index: \(item.zIndex)",
                    "opacity: \(RenderStyle.decimal(item.alpha, places: 4))",
                ]
                if item.isHidden { css.append("visibility: hidden") }
            } else {
                css.append("visibility: hidden")
            }
            css += [
                "background: \(fill)", "border-color: \(stroke)",
                "font-size: \(px(RenderStyle.labelFontSize(for: itemSize)))",
            ]
            let kind = box.isPlaceholder ? "item placeholder" : "item"
            out +=
                "  <div class=\"\(kind)\" data-index=\"\(box.index)\" style=\"\(css.joined(separator: "; "))\">"
                + "\(RenderStyle.escaped(box.label))</div>\n"
        }
        if let touches = data.touches {
            let r = InteractionAnimation.fingerRadius
            var css = ["width: \(px(2 * r))", "height: \(px(2 * r))"]
            if let t = touches.first ?? nil {
                css =
                    ["left: \(px(t.center.x - r))", "top: \(px(t.center.y - r))"] + css
                    + [
                        "opacity: \(RenderStyle.decimal(t.opacity, places: 4))",
                        "transform: scale(\(RenderStyle.decimal(t.scale, places: 4)))",
                    ]
            } else {
                css.append("visibility: hidden")
            }
            out += "  <div class=\"finger\" style=\"\(css.joined(separator: "; "))\"></div>\n"
        }
        out += "</div>\n"
        out +=
            "<div class=\"player\" data-scene=\"\(id)\"><button type=\"button\" class=\"play\">Play</button>"
            + "<label><input type=\"checkbox\" class=\"loop\" checked> loop</label>"
            + "<span class=\"time\">frame 1 / \(data.frames.count)</span></div>\n"
        out += "<p class=\"caption\">\(RenderStyle.escaped(RenderStyle.caption(for: result)))</p>\n"
        out +=
            "<script type=\"application/json\" id=\"\(id)-frames\">\n"
            + framesJSON(data, center: center) + "\n</script>\n"
        return out
    }

    /// The player, shared by every animated scene on the page. For each `.scene[data-frames]` it
    /// reads the frames, and on every animation frame shows frame `floor(elapsed × frameRate)`;
    /// at the end it holds the resting frame for `holdFrames` and starts again when "loop" is
    /// checked, or stops and offers "Replay". The button plays and pauses. It starts playing on
    /// load. `window.carouselPreviewPlayers` holds the players (for debugging and tests).
    public static let playerScript = """
        (function () {
          "use strict";
          function Player(scene, data, controls) {
            var self = this;
            this.data = data;
            this.items = scene.querySelectorAll(".item");
            this.finger = data.touches ? scene.querySelector(".finger") : null;
            this.button = controls.querySelector(".play");
            this.loop = controls.querySelector(".loop");
            this.time = controls.querySelector(".time");
            this.frame = 0;
            this.start = null;
            this.playing = false;
            this.ended = false;
            this.tick = function (now) { self.step(now); };
            this.button.addEventListener("click", function () { self.toggle(); });
          }
          Player.prototype.show = function (k) {
            var entries = this.data.frames[k], shown = [], i, e, style;
            for (i = 0; i < entries.length; i++) {
              e = entries[i];
              shown[e[0]] = true;
              style = this.items[e[0]].style;
              style.opacity = String(e[1]);
              style.zIndex = String(e[2]);
              style.visibility = e[3] ? "hidden" : "visible";
              style.transform = "matrix3d(" + e.slice(4).join(", ") + ")";
            }
            for (i = 0; i < this.items.length; i++) {
              if (!shown[i]) { this.items[i].style.visibility = "hidden"; }
            }
            if (this.finger) {
              var f = this.data.touches[k];
              style = this.finger.style;
              if (f) {
                style.left = f[0] + "px";
                style.top = f[1] + "px";
                style.opacity = String(f[2]);
                style.transform = "scale(" + f[3] + ")";
                style.visibility = "visible";
              } else {
                style.visibility = "hidden";
              }
            }
            this.frame = k;
            this.time.textContent = "frame " + (k + 1) + " / " + this.data.frames.length;
          };
          Player.prototype.play = function () {
            if (this.ended) { this.ended = false; this.show(0); }
            this.playing = true;
            this.start = null;
            this.button.textContent = "Pause";
            requestAnimationFrame(this.tick);
          };
          Player.prototype.pause = function () {
            this.playing = false;
            this.button.textContent = "Play";
          };
          Player.prototype.toggle = function () {
            if (this.playing) { this.pause(); } else { this.play(); }
          };
          Player.prototype.step = function (now) {
            if (!this.playing) { return; }
            var last = this.data.frames.length - 1;
            if (this.start === null) { this.start = now - this.frame * 1000 / this.data.frameRate; }
            var k = Math.floor((now - this.start) * this.data.frameRate / 1000);
            if (k >= last + this.data.holdFrames && this.loop.checked) {
              this.start = now;
              k = 0;
            }
            if (k >= last) {
              if (this.frame !== last) { this.show(last); }
              if (!this.loop.checked) {
                this.playing = false;
                this.ended = true;
                this.button.textContent = "Replay";
                return;
              }
            } else if (k !== this.frame) {
              this.show(k);
            }
            requestAnimationFrame(this.tick);
          };
          var players = [];
          var scenes = document.querySelectorAll(".scene[data-frames]");
          for (var i = 0; i < scenes.length; i++) {
            var scene = scenes[i];
            var data = JSON.parse(document.getElementById(scene.getAttribute("data-frames")).textContent);
            var controls = document.querySelector(".player[data-scene=\\"" + scene.id + "\\"]");
            var player = new Player(scene, data, controls);
            player.show(0);
            player.play();
            players.push(player);
          }
          window.carouselPreviewPlayers = players;
        })();

        """
}
