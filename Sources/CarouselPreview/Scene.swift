import CarouselCore

/// One carousel to preview: a configuration plus the scroll offset to show it at.
///
/// The fields and defaults are the scene-file fields of `carousel-preview` (`numberOfItems` 12,
/// item 200×200 pt, bounds 800×500 pt, perspective −1/500, everything else zero, off or iCarousel's
/// default). Lengths are in points, offsets in items. A scene holds only validated values; the
/// core resolves the per-type defaults and sanitizes the rest.
public struct Scene: Hashable, Sendable {
    /// The carousel type.
    public var type: CarouselType
    /// The number of items (≥ 0, default 12).
    public var numberOfItems: Int = 12
    /// iCarousel's placeholders, split on both sides of the items (≥ 0, default 0).
    public var numberOfPlaceholders: Int = 0
    /// The size of each item's view (default 200×200).
    public var itemSize = Size2D(width: 200, height: 200)
    /// The spacing width of one item; `nil` (or 0) means the item's width, or height when vertical.
    public var itemWidth: Double?
    /// The carousel's bounds and the picture's size (default 800×500).
    public var bounds = Size2D(width: 800, height: 500)
    /// Whether the carousel scrolls vertically (default `false`).
    public var isVertical = false
    /// The perspective term `m34` (default −1/500).
    public var perspective = CarouselConfiguration.defaultPerspective
    /// Moves the carousel's centre within its bounds (points, y down).
    public var contentOffset = Point2D.zero
    /// Moves the eye relative to the carousel (points, y down).
    public var viewpointOffset = Point2D.zero
    /// iCarousel's options, set by name through ``CarouselOptions/set(_:to:)``.
    public var options = CarouselOptions()
    /// The scroll offset to show, in items, before clamping (default 0).
    public var scrollOffset = 0.0
    /// Cover Flow 2's toggle; the core clamps it to [−1, 1] (default 0).
    public var toggle = 0.0
    /// Scrolling behaviour with iCarousel's defaults; its bounce limits decide the resting clamp.
    public var physics = ScrollSettings()
    /// A release to animate from ``scrollOffset`` with ``physics`` (default `nil`: a still picture).
    public var fling: Fling?
    /// The direction a horizontal carousel runs in (default left to right; right to left mirrors
    /// it, ``CarouselConfiguration/layoutDirection``). Scene files set it in the `interaction`.
    public var layoutDirection = LayoutDirection.leftToRight
    /// Inputs to replay through the core's interaction engine from ``scrollOffset`` (default
    /// `nil`). A scene has a fling or an interaction, not both.
    public var interaction: Interaction?

    /// Creates a scene of `type` with every other field at its default.
    public init(type: CarouselType) {
        self.type = type
    }

    /// The core configuration this scene describes.
    public var configuration: CarouselConfiguration {
        CarouselConfiguration(
            type: type, options: options, numberOfItems: numberOfItems,
            numberOfPlaceholders: numberOfPlaceholders, itemSize: itemSize, itemWidth: itemWidth,
            bounds: bounds, isVertical: isVertical, perspective: perspective,
            contentOffset: contentOffset, viewpointOffset: viewpointOffset,
            scroll: physics, layoutDirection: layoutDirection)
    }

    /// The resolved core model for ``configuration``.
    public var model: CarouselModel { CarouselModel(configuration) }

    /// Checks what a scene file's fields cannot check one by one, after command-line flags have
    /// changed the scene: an interaction goes with neither a fling nor a Cover Flow 2 toggle (the
    /// engine drives the toggle, from 0), and its events fit the items
    /// (``Interaction/validate(numberOfItems:path:)``).
    ///
    /// - Parameter path: how errors name the scene (`"scene[2]"`).
    /// - Throws: ``PreviewError`` naming the field.
    public func validate(path: String = "scene") throws(PreviewError) {
        guard let interaction else { return }
        if fling != nil {
            throw PreviewError("\(path): 'interaction' and 'fling' don't go together (a scene replays one or the other)")
        }
        if toggle != 0 {
            throw PreviewError("\(path): 'interaction' and 'toggle' don't go together (the engine drives Cover Flow 2's toggle, starting from 0)")
        }
        try interaction.validate(numberOfItems: numberOfItems, path: path + ".interaction")
    }
}

// MARK: - Names

extension Scene {
    /// The carousel type called `name`: a ``CarouselType`` raw value (`"coverFlow"`), or, failing
    /// that, one whose raw value matches ignoring case (`"coverflow"`).
    ///
    /// - Throws: ``PreviewError`` naming the known types when nothing matches.
    public static func type(named name: String) throws(PreviewError) -> CarouselType {
        if let exact = CarouselType(rawValue: name) { return exact }
        let lowered = name.lowercased()
        if let loose = CarouselType.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            return loose
        }
        let known = CarouselType.allCases.map(\.rawValue).joined(separator: ", ")
        throw PreviewError("unknown carousel type '\(name)' (known types: \(known))")
    }

    /// Sets the option called `name` (any name ``CarouselOptions/set(_:to:)`` accepts) to `value`;
    /// booleans are passed as 1 and 0.
    ///
    /// - Throws: ``PreviewError`` when the name is unknown or the value is not finite.
    public mutating func setOption(_ name: String, to value: Double) throws(PreviewError) {
        guard value.isFinite else {
            throw PreviewError("option '\(name)' needs a finite number, got \(value)")
        }
        guard options.set(name, to: value) else {
            throw PreviewError("unknown option '\(name)' (known options: \(CarouselOptions.names.joined(separator: ", ")))")
        }
    }
}
