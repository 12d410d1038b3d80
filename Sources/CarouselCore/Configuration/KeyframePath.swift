/// A custom path described by keyframes: at chosen offsets, where an item sits and how it is turned,
/// scaled and faded, interpolated linearly in between.
///
/// A keyframe path is data, not code: the same value comes from Swift, from a scene file's
/// `customPath` field and from `carousel-preview --keyframes`, so a path can be tried without
/// writing Swift. Use it as the layout's `customPath` (the type must be ``CarouselType/custom``):
///
/// ```swift
/// layout.type = .custom
/// layout.customPath = try KeyframePath([
///     .init(offset: -2, position: Point2D(x: -330, y: 70), rotation: -0.35, scale: 0.6, alpha: 0.6),
///     .init(offset: 0, position: Point2D(x: 0, y: -20), scale: 1.1),
///     .init(offset: 2, position: Point2D(x: 330, y: 70), rotation: 0.35, scale: 0.6, alpha: 0.6),
/// ])
/// ```
///
/// **Between keyframes** every field is interpolated linearly in the offset (angles too, without
/// wrapping round). **Beyond the first and last keyframe** ``beyondEnds`` decides: ``Ends/extend``
/// (the default) continues the position, depth and angles along the end segment, so two keyframes
/// make an endless line; ``Ends/hold`` keeps the end keyframe's values, so outer items pile up
/// there. Scale and alpha always hold their end values. One keyframe places every item alike.
///
/// An item's centre is the carousel's focus plus the interpolated ``Keyframe/position``; its
/// transform is the base transform (perspective and viewpoint) moved by ``Keyframe/depth``, turned
/// by ``Keyframe/rotation`` and ``Keyframe/tilt`` and scaled by ``Keyframe/scale``. The path sets
/// every item's alpha itself, so the carousel's fade options do not apply; items are drawn in
/// depth order as with any type.
///
/// The initializer refuses what could not be drawn (see ``InvalidKeyframes``). Evaluating the path
/// at an offset is O(log ``maximumKeyframeCount``) and allocates nothing.
public struct KeyframePath: CarouselPath, Hashable, Codable {
    /// The most keyframes a path may have.
    public static let maximumKeyframeCount = 64
    /// The smallest step between neighbouring keyframes' offsets, in items: closer keyframes would
    /// make the slope of an extended end unbounded.
    public static let minimumOffsetStep = 0.001
    /// The largest magnitude of an offset, a position coordinate or a depth (points and items),
    /// ``CarouselConfiguration/maximumLength``.
    public static let maximumMagnitude = CarouselConfiguration.maximumLength
    /// The largest magnitude of an angle, in radians (about 159 turns).
    public static let maximumAngle = 1000.0
    /// The largest scale.
    public static let maximumScale = 1000.0

    /// What happens beyond the first and last keyframe.
    public enum Ends: String, Hashable, Sendable, Codable, CaseIterable {
        /// The position, depth and angles continue along the end segment (default).
        case extend
        /// Every value stays at the end keyframe's.
        case hold
    }

    /// The keyframes, by increasing offset.
    public let keyframes: [Keyframe]
    /// What happens beyond the first and last keyframe (default ``Ends/extend``).
    public let beyondEnds: Ends

    /// Creates a path from keyframes given by increasing offset.
    ///
    /// - Throws: ``InvalidKeyframes`` with one line naming the keyframe and field when there are no
    ///   keyframes or more than ``maximumKeyframeCount``, a number is not finite or out of its
    ///   range, or the offsets do not increase by at least ``minimumOffsetStep``. Nothing is
    ///   reordered or clamped silently.
    public init(_ keyframes: [Keyframe], beyondEnds: Ends = .extend) throws(InvalidKeyframes) {
        try Self.validate(keyframes)
        self.keyframes = keyframes
        self.beyondEnds = beyondEnds
    }

    // MARK: Evaluating

    /// The keyframe values at `offset`, interpolated, or extended or held beyond the ends; the
    /// result's ``Keyframe/offset`` is `offset`. A non-finite offset counts as 0.
    public func values(atOffset offset: Double) -> Keyframe {
        let x = offset.isFinite ? offset : 0
        let count = keyframes.count
        let first = keyframes[0]
        let last = keyframes[count - 1]
        if count == 1 { return first.moved(to: x) }
        if x <= first.offset { return beyond(first, toward: keyframes[1], at: x) }
        if x >= last.offset { return beyond(last, toward: keyframes[count - 2], at: x) }
        // The last keyframe at or before x: first.offset <= x < last.offset, so 0 <= lo < count - 1.
        var lo = 0
        var hi = count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if keyframes[mid].offset <= x { lo = mid } else { hi = mid }
        }
        let a = keyframes[lo]
        let b = keyframes[lo + 1]
        return a.interpolated(to: b, fraction: (x - a.offset) / (b.offset - a.offset), at: x)
    }

    /// The values beyond an end keyframe `end`, whose neighbour is `inner`.
    private func beyond(_ end: Keyframe, toward inner: Keyframe, at x: Double) -> Keyframe {
        guard beyondEnds == .extend else { return end.moved(to: x) }
        // The end segment's line, continued: fraction 0 at `end`, 1 at `inner`.
        var values = end.interpolated(to: inner, fraction: (x - end.offset) / (inner.offset - end.offset), at: x)
        values.scale = end.scale
        values.alpha = end.alpha
        return values
    }

    // MARK: CarouselPath

    /// The interpolated ``Keyframe/position`` at `offset`, in points from the focus.
    public func position(forOffset offset: Double, in context: CarouselPathContext) -> Point2D {
        values(atOffset: offset).position
    }

    /// `baseTransform` moved by the interpolated depth, turned by its rotation and tilt, and scaled.
    public func transform(forOffset offset: Double, baseTransform: Transform3D, in context: CarouselPathContext)
        -> Transform3D
    {
        let v = values(atOffset: offset)
        var transform = baseTransform
        if v.depth != 0 { transform = transform.translated(x: 0, y: 0, z: v.depth) }
        if v.rotation != 0 { transform = transform.rotated(angle: v.rotation, x: 0, y: 0, z: 1) }
        if v.tilt != 0 { transform = transform.rotated(angle: v.tilt, x: 0, y: 1, z: 0) }
        if v.scale != 1 { transform = transform.scaled(x: v.scale, y: v.scale, z: 1) }
        return transform
    }

    /// The interpolated ``Keyframe/alpha`` at `offset`, in [0, 1]; never `nil`, so fade options do not apply.
    public func alpha(forOffset offset: Double, in context: CarouselPathContext) -> Double? {
        values(atOffset: offset).alpha
    }

    // MARK: Validation

    /// Checks every rule of ``init(_:beyondEnds:)``.
    private static func validate(_ keyframes: [Keyframe]) throws(InvalidKeyframes) {
        guard !keyframes.isEmpty else {
            throw InvalidKeyframes("a keyframe path needs at least one keyframe")
        }
        guard keyframes.count <= maximumKeyframeCount else {
            throw InvalidKeyframes(
                "a keyframe path has at most \(maximumKeyframeCount) keyframes, got \(keyframes.count)")
        }
        for (i, keyframe) in keyframes.enumerated() {
            try keyframe.validate(index: i)
            if i > 0 {
                let previous = keyframes[i - 1].offset
                // Within rounding: 0.01 − 0.009 is 0.000999… in binary.
                guard keyframe.offset - previous >= minimumOffsetStep * (1 - 1e-6) else {
                    throw InvalidKeyframes(
                        "keyframes[\(i)].offset: expected more than keyframes[\(i - 1)].offset "
                            + "(\(Keyframe.text(previous))) by at least \(Keyframe.text(minimumOffsetStep)), "
                            + "got \(Keyframe.text(keyframe.offset)) (offsets must increase)")
                }
            }
        }
    }
}

extension KeyframePath {
    /// Why keyframes were refused: one line naming the keyframe, the field, the value and the
    /// valid range (`keyframes[2].scale: expected a number in [0, 1000], got -1`).
    public struct InvalidKeyframes: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line.
        public let message: String

        /// Creates the error with its line.
        public init(_ message: String) {
            self.message = message
        }

        /// The ``message``.
        public var description: String { message }
    }
}

// MARK: - Codable

extension KeyframePath {
    private enum CodingKeys: String, CodingKey {
        case keyframes, beyondEnds
    }

    /// Reads `{"keyframes": [...], "beyondEnds": "extend"}` (`beyondEnds` optional) and validates
    /// it as ``init(_:beyondEnds:)`` does; a refusal is a `DecodingError.dataCorrupted` carrying
    /// the ``InvalidKeyframes`` line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let keyframes = try container.decode([Keyframe].self, forKey: .keyframes)
        let ends = try container.decodeIfPresent(Ends.self, forKey: .beyondEnds) ?? .extend
        do {
            try self.init(keyframes, beyondEnds: ends)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: container.codingPath, debugDescription: error.message))
        }
    }

    /// Writes `{"keyframes": [...], "beyondEnds": ...}`, every field of every keyframe included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyframes, forKey: .keyframes)
        try container.encode(beyondEnds, forKey: .beyondEnds)
    }
}
