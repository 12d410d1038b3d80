@_spi(Plumbing) import CarouselCore

/// One carousel to preview: the core's configuration plus what only the previewer needs (the
/// scroll offset to show, Cover Flow 2's toggle, a fling or an interaction to replay).
///
/// The configuration takes the previewer's defaults (``defaultConfiguration(for:)``): 12 items,
/// 200×200 pt items, 800×500 pt bounds, and the core's defaults for everything else (perspective
/// −1/500, no offsets, iCarousel's options and scrolling). Lengths are in points, offsets in
/// items. A scene holds only validated values (``ArgumentParser/flags`` and scene files check
/// them); the core resolves the per-type defaults and sanitizes the rest.
public struct Scene: Hashable, Sendable {
    /// The carousel as the core sees it. Scene files and flags set its fields by name
    /// (``ArgumentParser/flags``).
    public var configuration: CarouselConfiguration
    /// The scroll offset to show, in items, before clamping (default 0).
    public var scrollOffset = 0.0
    /// Cover Flow 2's toggle, an input to placement; the core clamps it to [−1, 1] (default 0).
    public var toggle = 0.0
    /// A release to animate from ``scrollOffset`` with the configuration's scroll settings
    /// (default `nil`: a still picture).
    public var fling: Fling?
    /// Inputs to replay through the core's interaction engine from ``scrollOffset`` (default
    /// `nil`). A scene has a fling or an interaction, not both.
    public var interaction: Interaction?

    /// Creates a scene of `type` with every other field at its default.
    public init(type: CarouselType) {
        configuration = Self.defaultConfiguration(for: type)
    }

    /// The previewer's configuration for `type`: 12 items of 200×200 pt in 800×500 pt bounds,
    /// the core's defaults for the rest.
    public static func defaultConfiguration(for type: CarouselType) -> CarouselConfiguration {
        CarouselConfiguration(
            type: type, numberOfItems: 12, itemSize: Size2D(width: 200, height: 200),
            bounds: Size2D(width: 800, height: 500))
    }

    /// The resolved core model for ``configuration``; placements take ``toggle``.
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
            throw PreviewError(
                "\(path): 'interaction' and 'fling' don't go together (a scene replays one or the other)")
        }
        if toggle != 0 {
            throw PreviewError(
                "\(path): 'interaction' and 'toggle' don't go together (the engine drives Cover Flow 2's toggle, starting from 0)"
            )
        }
        try interaction.validate(numberOfItems: configuration.numberOfItems, path: path + ".interaction")
    }
}

// MARK: - Names

extension Scene {
    /// The carousel type called `name`: a ``CarouselType`` raw value (`"coverFlow"`), spelt exactly.
    ///
    /// - Throws: ``PreviewError`` suggesting the nearest name when one is near
    ///   (``PreviewError/didYouMean(_:among:)``: `coverflow`, `cover_flow`, `coverFlw` and
    ///   iCarousel's `iCarouselTypeCoverFlow` all get "did you mean coverFlow?"; FSPagerView's
    ///   transformer names get their pager type, ``pagerType(forFSPagerViewName:)``), else naming
    ///   the known types.
    public static func type(named name: String) throws(PreviewError) -> CarouselType {
        if let exact = CarouselType(rawValue: name) { return exact }
        let known = CarouselType.allCases.map(\.rawValue)
        var suggestion = PreviewError.didYouMean(name, among: known)
        if let pager = pagerType(forFSPagerViewName: name), suggestion.isEmpty || isQualifiedFSPagerViewName(name) {
            suggestion = " (did you mean \(pager.rawValue)?)"
            // `.coverFlow`, `.linear`: Swift's spelling of iCarousel's type as much as FSPagerView's.
            if name.hasPrefix("."), let own = CarouselType(rawValue: String(name.dropFirst())) {
                suggestion = " (did you mean \(own.rawValue)? FSPagerView's \(name) is \(pager.rawValue))"
            }
        } else if name.hasPrefix("."), let own = CarouselType(rawValue: String(name.dropFirst())) {
            suggestion = " (did you mean \(own.rawValue)?)"
        }
        guard suggestion.isEmpty else {
            throw PreviewError("unknown carousel type \(SceneLimits.quoted(name))\(suggestion)")
        }
        throw PreviewError(
            "unknown carousel type \(SceneLimits.quoted(name)) (known types: \(known.joined(separator: ", ")))")
    }

    /// The pager type for one of FSPagerView's transformer names (`FSPagerViewTransformerType`'s
    /// cases), spelt in any case, with or without `_`, `-`, spaces, a leading `.` or the
    /// `FSPagerViewTransformerType.` prefix: `crossFading`, `ferris wheel`, `.cubic` and
    /// `FSPagerViewTransformerType.coverFlow` give ``CarouselType/pagerCrossFading``,
    /// ``CarouselType/pagerFerrisWheel``, ``CarouselType/pagerCubic`` and
    /// ``CarouselType/pagerCoverFlow``. `nil` for other names.
    ///
    /// A bare `coverFlow` or `linear` is iCarousel's type of that name, so only the qualified
    /// spellings suggest the pager's for those two.
    public static func pagerType(forFSPagerViewName name: String) -> CarouselType? {
        guard name.count <= 100 else { return nil }
        let key = fsPagerViewKey(name)
        return CarouselType.pagerTypes.first { fsPagerViewKey(String($0.rawValue.dropFirst("pager".count))) == key }
    }

    /// Whether `name` carries FSPagerView's enum prefix (`FSPagerViewTransformerType.…`) or a
    /// leading `.`, so it names FSPagerView's transformer rather than an iCarousel type.
    private static func isQualifiedFSPagerViewName(_ name: String) -> Bool {
        let lowered = name.lowercased().filter { $0 != " " }
        return lowered.hasPrefix("fspagerviewtransformertype") || lowered.hasPrefix(".")
    }

    /// `name` lower-cased without `_`, `-`, spaces, dots and FSPagerView's enum prefix.
    private static func fsPagerViewKey(_ name: String) -> String {
        var text = name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " && $0 != "." }
        let prefix = "fspagerviewtransformertype"
        if text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        return text
    }

    /// Sets the option called `name` (any name ``CarouselOptions/set(_:to:)`` accepts) to `value`;
    /// booleans are passed as 1 and 0.
    ///
    /// - Throws: ``PreviewError`` when the name is unknown or the value is not finite.
    public mutating func setOption(_ name: String, to value: Double) throws(PreviewError) {
        guard value.isFinite else {
            throw PreviewError("option \(SceneLimits.quoted(name)) needs a finite number, got \(value)")
        }
        guard configuration.options.set(name, to: value) else {
            throw PreviewError(CarouselOptions.unknownOptionMessage(name))
        }
    }
}
