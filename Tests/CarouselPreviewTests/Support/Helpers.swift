@_spi(Plumbing) import CarouselCore
@_spi(Plumbing) import CarouselTestSupport
import Foundation

@_spi(Plumbing) @testable import CarouselPreview

/// Helpers shared by the preview tests (a support file, not tied to one source file).

/// Every match of a regular expression's first capture group in `text`.
func captures(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let ns = text as NSString
    return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map {
        ns.substring(with: $0.range(at: 1))
    }
}

/// The numbers in a comma- or space-separated list.
func numbers(in list: String) -> [Double] {
    list.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
}

/// The ``PreviewError`` `body` throws, or `nil` when it throws nothing (or something else).
func previewError(_ body: () throws -> Void) -> PreviewError? {
    do {
        try body()
        return nil
    } catch let error as PreviewError {
        return error
    } catch {
        return nil
    }
}

/// The result of the scene in a JSON scene file's text (one scene object), validated as the tool does.
func sceneResult(_ json: String) throws -> SceneResult {
    let (scenes, _) = try Scene.decodeScenes(from: Data(json.utf8))
    return SceneResult(scene: scenes[0])
}

/// The replay of the scene in `json`, which must have an interaction.
func replay(_ json: String) throws -> InteractionResult {
    guard let result = try sceneResult(json).interaction else { throw PreviewError("no interaction in the scene") }
    return result
}

/// The fling of the interaction format's example, on a carousel of 12 items of 200 pt in the
/// default 800×500 bounds: a 70 pt drag to the left (0.35 items for a linear carousel) and a
/// release at 1500 pt/s (7.5 items per second), then the events in `more` (`, {"at": …}`).
/// `fields` go into the scene (`, "scrollOffset": 5`), `settings` into the interaction
/// (`"until": 2, `).
func flingScene(_ type: String = "linear", fields: String = "", settings: String = "", more: String = "") -> String {
    """
    {"type": "\(type)"\(fields), "interaction": {\(settings)"events": [
      {"at": 0, "touchDown": [400, 250]}, {"at": 0.05, "dragTo": [330, 250]},
      {"at": 0.1, "touchUp": [-1500, 0]}\(more)]}}
    """
}

/// The model's placements that a layout pass in `bounds` (no insets, origin 0) hands out: those
/// that may be visible there (``LayoutQuery/mayBeVisible(_:in:origin:)``).
func visiblePlacements(_ model: CarouselModel, at scrollOffset: Double, toggle: Double = 0) -> [ItemPlacement] {
    let bounds = Rect2D(origin: .zero, size: model.configuration.bounds)
    return model.placements(at: scrollOffset, toggle: toggle).filter {
        LayoutQuery.mayBeVisible($0, in: bounds, origin: .zero)
    }
}

/// Whether two lists of placements draw the same: the same items in the same order with the same
/// z-index and flags, and numbers equal to `tolerance` (relative; the layout works in content
/// coordinates, hundreds of thousands of points out when wrapping, and moves centres back).
func drawSame(_ a: [ItemPlacement], _ b: [ItemPlacement], tolerance: Double = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { p, q in
        p.index == q.index && p.zIndex == q.zIndex && p.isHidden == q.isHidden && p.isPlaceholder == q.isPlaceholder
            && approx(p.offset, q.offset, tolerance) && approx(p.alpha, q.alpha, tolerance)
            && approx(p.center.x, q.center.x, tolerance) && approx(p.center.y, q.center.y, tolerance)
            && p.size == q.size && approx(p.transform, q.transform, tolerance)
    }
}
