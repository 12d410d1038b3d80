@_spi(Plumbing) import CarouselCore

/// The valid values of the scene's fields, shared by the command-line flags and scene files.
///
/// The policy: every input is accepted as meaningful, clamped as the core documents (the scroll
/// offset to the carousel's ends, a fling's velocity to ±10⁶ items/s, a deceleration rate above
/// 0.999 to 0.999), or refused with one line naming the field, the value (shortened to
/// ``PreviewError/maximumQuotedLength`` characters) and the valid range. Numbers must be finite.
///
/// A run is bounded too: a scene file holds at most ``maximumSceneCount`` scenes, whose replays
/// and flings run at most ``maximumTickCount`` ticks together (past either, the run is refused
/// with one line naming the limit), and an animated SVG draws at most ``maximumAnimatedCards``
/// cards in all its frames (a longer motion is drawn at a lower frame rate, which its caption
/// states).
public enum SceneLimits {
    /// A valid range: a test and how messages state it.
    public struct Limit: Sendable {
        /// The range in words, after "expected" ("a number in [-1, 1]").
        public let expected: String
        let contains: @Sendable (Double) -> Bool

        init(_ expected: String, _ contains: @escaping @Sendable (Double) -> Bool) {
            self.expected = expected
            self.contains = contains
        }
    }

    /// The perspective term m34 = −1/d, for an eye d ≥ 1 pt in front of the screen (iCarousel's
    /// −1/500 puts it 500 pt away); 0 is a flat, orthographic picture. A positive m34 would put
    /// the eye behind the screen and draw the carousel inside out.
    public static let perspective = Limit("a number in [-1, 0] (m34 = -1/eye distance in points; 0 is flat)") {
        $0 >= -1 && $0 <= 0
    }

    /// Cover Flow 2's toggle, the flip of the centre item: −1 to 1, as iCarousel keeps it.
    public static let toggle = Limit("a number in [-1, 1]") { $0 >= -1 && $0 <= 1 }

    /// iCarousel's deceleration rate, the fraction of velocity kept per 1/60 s: [0, 1); a rate of
    /// 1 or more would never stop. Rates above ``ScrollSettings/maximumDecelerationRate`` (0.999)
    /// act as 0.999.
    public static let decelerationRate = Limit("a number in [0, 1) (above 0.999 acts as 0.999)") { $0 >= 0 && $0 < 1 }

    /// How far past an end a carousel may bounce, in items: ≥ 0 (0 means no bounce).
    public static let bounceDistance = Limit("a number ≥ 0 (items; 0 means no bounce)") { $0 >= 0 }

    /// Each side of the carousel's bounds and of its items, in points: at least 1 pt (an empty or
    /// sub-point view or item draws an empty picture). Also the spacing width (`itemWidth`), whose
    /// 0 the core reads as the default. A replay's `bounds` event is not held to it: a view may be
    /// resized to nothing while it plays, and the picture keeps the largest bounds of the replay.
    public static let side = Limit("a number ≥ 1 (points)") { $0 >= 1 }

    /// The options with a narrower range than any finite number.
    public static let options: [String: Limit] = [
        "visibleItems": Limit("a number ≥ 0 (item slots)") { $0 >= 0 },
        "fadeMinAlpha": Limit("a number in [0, 1] (an alpha)") { $0 >= 0 && $0 <= 1 },
    ]

    /// The options that are booleans (``CarouselOptions``' `Bool?` properties): `wrap`,
    /// `showBackfaces`, `centersWhenFewer`. They take true or false (or 1 or 0); the others take
    /// numbers, never booleans.
    public static let booleanOptions: Set<String> = {
        Set(
            Mirror(reflecting: CarouselOptions()).children.compactMap {
                type(of: $0.value) == Bool?.self ? $0.label : nil
            })
    }()

    /// The most cards an animated SVG draws in all its frames together: 12 000, so a picture stays
    /// under about 2 MB (a card is about 170 bytes; the gallery's pictures draw 450 to 1 450).
    ///
    /// A motion that would draw more (a 60 s autoscroll, a long replay of many cards) is drawn at a
    /// lower frame rate: its ticks are thinned evenly, the first and last kept
    /// (``SVGAnimation/thinned(_:rate:maximumCards:)``), and the caption says the frames drawn a
    /// second. A picture of several animated scenes gives each an equal share.
    public static let maximumAnimatedCards = 12_000

    /// The most cards a run draws: 450 000, summed over its scenes, each drawing its picture's
    /// cards (each counting ``stillCardWeight``), a fling's cards at every trajectory sample after
    /// the first and a replay's cards at every tick (ticks × cards on screen). Every tick the tick
    /// bound allows of 30 cards on screen (iCarousel's most slots) fits. It bounds the time, the
    /// memory and the bytes written of any run (far below 1 GB of memory; Docs/PREVIEWER.md has the
    /// measurements); a refusal names the number to lower (the cards on screen, or the ticks).
    public static let maximumDrawnCards = 450_000

    /// What a card of a still picture counts toward ``maximumDrawnCards``: 4, since each is written
    /// in full (its transform, corners and label; about 4 times the bytes of a card in a motion's
    /// frame).
    public static let stillCardWeight = 4

    /// The most scenes a scene file holds: 64 (the gallery's files hold one). More is refused.
    public static let maximumSceneCount = 64

    /// The most ticks the replays and flings of one run take together: 14 400, one 60 s replay at
    /// 240 Hz (``Interaction/maximumDuration`` at the top of ``Interaction/frameRateRange``), so
    /// any one scene fits. A replay of T s at R Hz takes T × R ticks; a fling, its trajectory's
    /// samples after the first (at most ``Fling/maximumSampleCount`` − 1). Scenes are run in order
    /// and the run is refused as soon as their ticks pass the limit, so a run computes at most
    /// twice the limit before it stops.
    public static let maximumTickCount = 14_400

    /// The fling velocity cap, in items per second (``ScrollPhysics/maximumVelocity``): faster
    /// releases are limited to it.
    public static let maximumVelocity = ScrollPhysics.maximumVelocity

    /// `value` when `limit` contains it.
    ///
    /// - Parameters:
    ///   - name: the field or flag (`scene.toggle`, `--toggle`).
    ///   - text: the value as given, for the message (default: the number).
    /// - Throws: ``PreviewError`` "NAME: expected RANGE, got VALUE".
    static func check(_ value: Double, _ limit: Limit, _ name: String, text: String? = nil) throws(PreviewError)
        -> Double
    {
        guard value.isFinite, limit.contains(value) else {
            throw PreviewError(
                "\(name): expected \(limit.expected), got \(text.map(quoted) ?? JSONValue.numberText(value))")
        }
        return value
    }

    /// A value as given, shortened and in quotes when it came from text (`'5'`).
    static func quoted(_ text: String) -> String {
        "'\(PreviewError.shortened(text))'"
    }

    /// A relative value for an option (``RelativeOption/parse(_:field:shown:)``): the option must
    /// be numeric. Its operand is not range-checked: the core sanitizes the result as it does a
    /// plain value of the option.
    ///
    /// - Parameters:
    ///   - commandLinePrefix: put before an unknown-option message (`--option: `, `scene.options: `).
    static func relativeOption(
        _ name: String, text: String, shown: String? = nil, where field: String, commandLinePrefix: String
    ) throws(PreviewError) -> RelativeOption {
        guard CarouselOptions.names.contains(name) else {
            throw PreviewError(commandLinePrefix + CarouselOptions.unknownOptionMessage(name))
        }
        guard RelativeOptions.Key(rawValue: name) != nil else {
            throw PreviewError(
                "\(field): a boolean option has no relative value; expected true or false (or 1 or 0), got \(shown ?? quoted(text))"
            )
        }
        return try RelativeOption.parse(text, field: field, shown: shown)
    }

    /// A value for an option, checked against the option's kind and range.
    ///
    /// - Parameters:
    ///   - name: the option's name (one of ``CarouselOptions/names``).
    ///   - number: the value as a number (booleans pass `nil` here and set `boolean`).
    ///   - shown: the value as messages show it (`'0.5'` from a flag, `0.5` from a file).
    ///   - where: how the message names it (`--option wrap`, `scene.options.wrap`).
    /// - Returns: the value to store (booleans as 1 and 0).
    static func option(
        _ name: String, number: Double?, boolean: Bool?, shown: String, where field: String
    ) throws(PreviewError) -> Double {
        guard CarouselOptions.names.contains(name) else {
            throw PreviewError(CarouselOptions.unknownOptionMessage(name))
        }
        if booleanOptions.contains(name) {
            if let boolean { return boolean ? 1 : 0 }
            if let number, number == 0 || number == 1 { return number }
            throw PreviewError("\(field): expected true or false (or 1 or 0), got \(shown)")
        }
        guard let number, boolean == nil else {
            throw PreviewError("\(field): expected a number, got \(shown)")
        }
        guard number.isFinite else { throw PreviewError("\(field): expected a finite number, got \(shown)") }
        if let limit = options[name], !limit.contains(number) {
            throw PreviewError("\(field): expected \(limit.expected), got \(shown)")
        }
        return number
    }
}
