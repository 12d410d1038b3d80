import CarouselCore
import Testing
@testable import CarouselPreview

@Suite("HTMLRenderer")
struct HTMLRendererTests {
    /// A CSS `matrix3d` as CSS reads it: column-major, applied to column vectors. Returns the
    /// homogeneous image of `(x, y, z, 1)`.
    private func cssApply(_ args: [Double], _ p: (Double, Double, Double)) -> [Double] {
        let v = [p.0, p.1, p.2, 1]
        return (0..<4).map { row in (0..<4).reduce(0) { $0 + args[$1 * 4 + row] * v[$1] } }
    }

    @Test("matrix3d lists m11…m44 in row order, which is CSS's column-major order")
    func matrix3dOrder() {
        let t = Transform3D(rowMajor: (1...16).map(Double.init))
        #expect(HTMLRenderer.matrix3d(t) == "matrix3d(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)")
        // Translation lands in CSS's 13th–15th arguments and perspective in the 12th.
        let moved = Transform3D.perspective(-0.002).translated(x: 30, y: -40, z: 50)
        let args = numbers(in: captures(#"matrix3d\(([^)]*)\)"#, in: HTMLRenderer.matrix3d(moved))[0])
        #expect(args[11] == -0.002 && args[12] == 30 && args[13] == -40 && args[14] == 50)
    }

    @Test("CSS reading of matrix3d maps points exactly as the core's row-vector transform",
          arguments: CarouselType.allCases)
    func cssAgreesWithCore(type: CarouselType) throws {
        var scene = Scene(type: type)
        scene.scrollOffset = 2.3
        for item in SceneResult(scene: scene).items {
            let css = numbers(in: captures(#"matrix3d\(([^)]*)\)"#, in: HTMLRenderer.matrix3d(item.transform))[0])
            #expect(css.count == 16)
            for p in [(100.0, -100.0, 0.0), (-100, 100, 0), (0, 0, 0), (37, 12, 5)] {
                let a = cssApply(css, p)
                let b = item.transform.apply(x: p.0, y: p.1, z: p.2)
                // 12 decimals in the CSS text: agreement to ~1e−9 relative on point coordinates.
                #expect(approx(a[0], b.x, 1e-9) && approx(a[1], b.y, 1e-9) && approx(a[2], b.z, 1e-9)
                        && approx(a[3], b.w, 1e-9), "\(type) item \(item.index)")
            }
        }
    }

    @Test("each item is a box centred on its placement centre with z-index, opacity and visibility")
    func itemStyle() throws {
        var scene = Scene(type: .cylinder)
        scene.scrollOffset = 3
        scene.options.showBackfaces = false
        scene.contentOffset = Point2D(x: 10, y: 20)
        let result = SceneResult(scene: scene)
        let html = HTMLRenderer.render(result)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<div class="scene" style="width: 800px; height: 500px">"#))
        let divs = captures(#"(<div class="item[^>]*>)"#, in: html)
        #expect(divs.count == result.items.count)
        for (div, item) in zip(divs, result.items) {
            #expect(div.contains("data-index=\"\(item.index)\""))
            // Centre (400 + 10, 250 + 20) minus half the 200×200 item.
            #expect(div.contains("left: 310px; top: 170px; width: 200px; height: 200px"))
            #expect(div.contains("transform: \(HTMLRenderer.matrix3d(item.transform))"))
            #expect(div.contains("z-index: \(item.zIndex);"))
            #expect(div.contains("opacity: \(RenderStyle.decimal(item.alpha, places: 4))"))
            #expect(div.contains("visibility: hidden") == item.isHidden)
        }
        let anyHidden = result.items.contains { $0.isHidden }
        #expect(anyHidden, "the fixture must include hidden items")
        #expect(html.contains("transform-origin: 50% 50% 0"))
        #expect(!html.contains("preserve-3d"))
    }

    @Test("placeholders get their own class; several scenes follow one another")
    func placeholdersAndScenes() {
        var a = Scene(type: .linear)
        a.numberOfPlaceholders = 2
        let html = HTMLRenderer.render([SceneResult(scene: a), SceneResult(scene: Scene(type: .wheel))])
        #expect(captures(#"<div class="item placeholder" data-index="(-?\d+)""#, in: html) == ["-1"])
        #expect(captures(#"(<div class="scene")"#, in: html).count == 2)
        #expect(html.contains("<title>carousel-preview: 2 scenes</title>"))
    }
}
