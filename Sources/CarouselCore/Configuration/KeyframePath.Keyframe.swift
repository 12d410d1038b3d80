extension KeyframePath {
    /// Where an item at one offset sits and how it looks: one stop of a ``KeyframePath``.
    ///
    /// In a scene file a keyframe is `{"offset": -2, "x": -330, "y": 70, "rotation": -0.35,
    /// "scale": 0.6, "alpha": 0.6}`; every field but `offset` is optional and takes the default
    /// below.
    public struct Keyframe: Hashable, Sendable, Codable {
        /// The item offset this keyframe describes, in items from the focus (negative toward
        /// leading). Finite, within ±``KeyframePath/maximumMagnitude``.
        public var offset: Double
        /// The item's centre relative to the carousel's focus, in points (x right, y down; default
        /// `.zero`). Each coordinate within ±``KeyframePath/maximumMagnitude``.
        public var position: Point2D
        /// Movement toward the viewer along z, in points (positive is nearer, drawn larger and on
        /// top; default 0). Within ±``KeyframePath/maximumMagnitude``.
        public var depth: Double
        /// Turn in the screen plane about the item's centre, in radians (positive is clockwise on
        /// screen, as `CATransform3DRotate` about z with y down; default 0). Within
        /// ±``KeyframePath/maximumAngle``.
        public var rotation: Double
        /// Turn about the vertical axis through the item's centre, in radians, as Cover Flow's
        /// side items turn (positive moves the right edge away from the viewer; default 0).
        /// Within ±``KeyframePath/maximumAngle``.
        public var tilt: Double
        /// Uniform scale in the screen plane (default 1), in [0, ``KeyframePath/maximumScale``].
        public var scale: Double
        /// Opacity in [0, 1] (default 1).
        public var alpha: Double

        /// Creates a keyframe; every field but the offset has a neutral default.
        public init(
            offset: Double, position: Point2D = .zero, depth: Double = 0, rotation: Double = 0, tilt: Double = 0,
            scale: Double = 1, alpha: Double = 1
        ) {
            self.offset = offset
            self.position = position
            self.depth = depth
            self.rotation = rotation
            self.tilt = tilt
            self.scale = scale
            self.alpha = alpha
        }

        /// The names of the fields, as scene files and `carousel-preview --keyframes` spell them.
        public static let fieldNames = ["offset", "x", "y", "depth", "rotation", "tilt", "scale", "alpha"]

        /// These values at another offset.
        func moved(to offset: Double) -> Keyframe {
            var values = self
            values.offset = offset
            return values
        }

        /// The values a `fraction` of the way to `next` (0 is `self`, 1 is `next`; outside [0, 1]
        /// continues the line), labelled with `offset`.
        func interpolated(to next: Keyframe, fraction t: Double, at offset: Double) -> Keyframe {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Keyframe(
                offset: offset,
                position: Point2D(x: mix(position.x, next.position.x), y: mix(position.y, next.position.y)),
                depth: mix(depth, next.depth), rotation: mix(rotation, next.rotation), tilt: mix(tilt, next.tilt),
                scale: mix(scale, next.scale), alpha: mix(alpha, next.alpha))
        }

        /// Checks each field's range; `index` names the keyframe in the message.
        func validate(index: Int) throws(InvalidKeyframes) {
            let m = KeyframePath.maximumMagnitude
            let a = KeyframePath.maximumAngle
            let checks: [(String, Double, ClosedRange<Double>)] = [
                ("offset", offset, -m...m), ("x", position.x, -m...m), ("y", position.y, -m...m),
                ("depth", depth, -m...m), ("rotation", rotation, -a...a), ("tilt", tilt, -a...a),
                ("scale", scale, 0...KeyframePath.maximumScale), ("alpha", alpha, 0...1),
            ]
            for (name, value, range) in checks where !range.contains(value) {
                // NaN fails `contains` too.
                throw InvalidKeyframes(
                    "keyframes[\(index)].\(name): expected a number in "
                        + "[\(Self.text(range.lowerBound)), \(Self.text(range.upperBound))], got \(Self.text(value))")
            }
        }

        /// A number as messages show it: whole numbers without a fraction (`1000`, not `1000.0`).
        static func text(_ value: Double) -> String {
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return String(value)
        }

        // MARK: Codable

        private enum CodingKeys: String, CodingKey {
            case offset, x, y, depth, rotation, tilt, scale, alpha
        }

        /// Reads a keyframe object; every field but `offset` is optional.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                offset: try c.decode(Double.self, forKey: .offset),
                position: Point2D(
                    x: try c.decodeIfPresent(Double.self, forKey: .x) ?? 0,
                    y: try c.decodeIfPresent(Double.self, forKey: .y) ?? 0),
                depth: try c.decodeIfPresent(Double.self, forKey: .depth) ?? 0,
                rotation: try c.decodeIfPresent(Double.self, forKey: .rotation) ?? 0,
                tilt: try c.decodeIfPresent(Double.self, forKey: .tilt) ?? 0,
                scale: try c.decodeIfPresent(Double.self, forKey: .scale) ?? 1,
                alpha: try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
        }

        /// Writes every field, the defaults included.
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(offset, forKey: .offset)
            try c.encode(position.x, forKey: .x)
            try c.encode(position.y, forKey: .y)
            try c.encode(depth, forKey: .depth)
            try c.encode(rotation, forKey: .rotation)
            try c.encode(tilt, forKey: .tilt)
            try c.encode(scale, forKey: .scale)
            try c.encode(alpha, forKey: .alpha)
        }
    }
}
