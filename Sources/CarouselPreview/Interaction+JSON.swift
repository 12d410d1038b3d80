@_spi(Plumbing) import CarouselCore

/// The scene file's `interaction` object.
///
/// ```json
/// "interaction": {"layoutDirection": "leftToRight", "frameRate": 60, "until": 6.0,
///                 "events": [{"at": 0, "touchDown": [400, 250]}, {"at": 0.05, "dragTo": [330, 250]},
///                            {"at": 0.1, "touchUp": [-1500, 0]}, {"at": 2, "scrollTo": 7, "animated": true}]}
/// ```
///
/// Every field is optional. Each event has `at` (seconds, ≥ 0, not before the previous event's)
/// and exactly one kind (``Interaction/eventKinds``); `animated` goes only with `scrollTo` and
/// `scrollBy`; `phase`, `momentum` (`none`, `mayBegin`, `began`, `changed`, `stationary`,
/// `ended`, `cancelled`; default `none`) and `precise` (default false) only with `wheel`:
/// `{"at": 0.1, "wheel": [-12, 0], "phase": "changed", "precise": true}`, `{"at": 1, "key": "right"}`,
/// `{"at": 2, "focus": "right"}` (a focus move), `{"at": 2, "focused": false}` (focus enters on the
/// current item with `true`, leaves with `false`), `{"at": 2, "focusItem": 4}`, `{"at": 3, "activate": true}`,
/// `{"at": 1, "insets": [91, 0, 34, 0]}` (the scroll view's adjusted content insets, top, left,
/// bottom, right, in points: four finite numbers), `{"at": 1, "layout": "grid"}` (`grid` or
/// `carousel`: an animated switch), `{"at": 2, "delegate": "proxy"}` (`proxy`, `app` or `controller`);
/// `focusBehavior` (`currentItem`, `visibleItems`, `none`; default `currentItem`) sets which items take focus. Unknown fields and kinds, non-finite numbers, events out of order or past `until`
/// are errors that name the field (`scene.interaction.events[3]: …`).
extension Interaction {
    /// The fields of the `interaction` object.
    public static let fieldNames = ["layoutDirection", "frameRate", "until", "focusBehavior", "events"]

    /// The event kinds, one per event: `touchDown`, `dragTo`, `touchUp`, `scrollTo`, `scrollBy`,
    /// `autoscroll`, `automaticSliding`, `numberOfItems`, `insert`, `delete`, `bounds`, `insets`, `voiceOver`, `reduceMotion`,
    /// `inWindow`, `key`, `wheel`, `focus`, `focused`, `focusItem`, `activate`, `layout`, `delegate`.
    public static let eventKinds = [
        "touchDown", "dragTo", "touchUp", "scrollTo", "scrollBy", "autoscroll", "automaticSliding", "numberOfItems",
        "insert",
        "delete", "bounds", "insets", "voiceOver", "reduceMotion", "inWindow", "key", "wheel", "focus", "focused",
        "focusItem",
        "activate", "layout", "delegate",
    ]

    /// The fields an event may have besides its kind: `at`; `animated` with `scrollTo` and
    /// `scrollBy`; `phase`, `momentum` and `precise` with `wheel`.
    public static let eventFieldNames = ["at", "animated", "phase", "momentum", "precise"]

    /// The fields that go only with `wheel`.
    static let wheelFieldNames = ["phase", "momentum", "precise"]

    /// Reads an `interaction` object.
    ///
    /// - Parameter path: how errors name it (`"scene.interaction"`).
    /// - Returns: the interaction and its layout direction (`nil` when not given), which belongs
    ///   to the scene (``CarouselConfiguration/layoutDirection`` of ``Scene/configuration``; the
    ///   scene's own `layoutDirection` field says the same, and the two must agree).
    /// - Throws: ``PreviewError`` naming the field.
    public static func decode(_ json: JSONValue, path: String) throws(PreviewError)
        -> (interaction: Interaction, layoutDirection: LayoutDirection?)
    {
        guard case .object(let members) = json else {
            throw PreviewError("\(path): expected an object like {\"events\": [...]}, got \(json.kindDescription)")
        }
        for (key, _) in members where !fieldNames.contains(key) {
            throw PreviewError(
                "\(path): unknown field \(SceneLimits.quoted(key)) (known fields: \(fieldNames.joined(separator: ", ")))"
            )
        }
        let field = FieldReader(object: json, path: path)
        var interaction = Interaction()
        let direction = try ValueKind<LayoutDirection>.layoutDirection.read(field, "layoutDirection")
        if let behavior: FocusBehavior = try field.named("focusBehavior") { interaction.focusBehavior = behavior }
        if let rate = try field.number("frameRate") {
            guard rate.isFinite, frameRateRange.contains(rate) else {
                throw PreviewError(
                    "\(path).frameRate: expected ticks per second in \(JSONValue.numberText(frameRateRange.lowerBound))...\(JSONValue.numberText(frameRateRange.upperBound)), got \(JSONValue.numberText(rate))"
                )
            }
            interaction.frameRate = rate
        }
        if let until = try field.number("until") {
            guard until.isFinite, until > 0, until <= maximumDuration else {
                throw PreviewError(
                    "\(path).until: expected seconds in (0, \(JSONValue.numberText(maximumDuration))] (a replay lasts at most \(JSONValue.numberText(maximumDuration)) s), got \(JSONValue.numberText(until))"
                )
            }
            interaction.until = until
        }
        if let eventsValue = json["events"] {
            guard case .array(let elements) = eventsValue else {
                throw PreviewError("\(path).events: expected an array of events, got \(eventsValue.kindDescription)")
            }
            interaction.events.reserveCapacity(elements.count)
            for (i, element) in elements.enumerated() {
                let here = "\(path).events[\(i)]"
                let event = try Self.event(from: element, path: here)
                if let previous = interaction.events.last, event.time < previous.time {
                    throw PreviewError(
                        "\(here): at \(JSONValue.numberText(event.time)) is before the previous event's \(JSONValue.numberText(previous.time)) (events must be in time order)"
                    )
                }
                let end = interaction.until ?? maximumDuration
                if event.time > end {
                    let what =
                        interaction.until == nil
                        ? "the longest replay, \(JSONValue.numberText(end)) s" : "until (\(JSONValue.numberText(end)))"
                    throw PreviewError("\(here): at \(JSONValue.numberText(event.time)) is after \(what)")
                }
                interaction.events.append(event)
            }
        }
        return (interaction, direction)
    }

    /// Reads one event object.
    static func event(from json: JSONValue, path: String) throws(PreviewError) -> Event {
        guard case .object(let members) = json else {
            throw PreviewError(
                "\(path): expected an event object like {\"at\": 0, \"touchDown\": [400, 250]}, got \(json.kindDescription)"
            )
        }
        var kinds: [String] = []
        for (key, _) in members where !eventFieldNames.contains(key) {
            guard eventKinds.contains(key) else {
                throw PreviewError(
                    "\(path): unknown event kind or field \(SceneLimits.quoted(key)) (known kinds: \(eventKinds.joined(separator: ", ")); fields: \(eventFieldNames.joined(separator: ", ")))"
                )
            }
            kinds.append(key)
        }
        guard kinds.count == 1, let kind = kinds.first else {
            let got = kinds.isEmpty ? "none" : "\(kinds.count): " + kinds.sorted().joined(separator: ", ")
            throw PreviewError(
                "\(path): expected exactly one event kind (\(eventKinds.joined(separator: ", "))), got \(got)")
        }
        let field = FieldReader(object: json, path: path)
        guard let time = try field.number("at") else {
            throw PreviewError("\(path): missing field 'at' (seconds from the start)")
        }
        guard time.isFinite, time >= 0 else {
            throw PreviewError("\(path).at: expected seconds ≥ 0, got \(JSONValue.numberText(time))")
        }
        let animated = try field.bool("animated")
        if animated != nil, kind != "scrollTo", kind != "scrollBy" {
            throw PreviewError("\(path).animated: only scrollTo and scrollBy take 'animated'")
        }
        if kind != "wheel", let extra = wheelFieldNames.first(where: { json[$0] != nil }) {
            throw PreviewError("\(path).\(extra): only wheel takes '\(extra)'")
        }
        let action: Action
        switch kind {
        case "touchDown": action = .touchDown(try finitePoint(field, kind, "[x, y]"))
        case "dragTo": action = .dragTo(try finitePoint(field, kind, "[x, y]"))
        case "touchUp": action = .touchUp(velocity: try finitePoint(field, kind, "[vx, vy] in points per second"))
        case "scrollTo": action = .scrollTo(try integer(field, kind, path: path), animated: animated ?? true)
        case "scrollBy": action = .scrollBy(try integer(field, kind, path: path), animated: animated ?? true)
        case "autoscroll":
            let speed = try field.number(kind) ?? 0
            guard speed.isFinite else {
                throw PreviewError("\(path).autoscroll: expected a finite number of items per second")
            }
            action = .autoscroll(speed)
        case "automaticSliding":
            let interval = try field.number(kind) ?? 0
            guard interval.isFinite, interval >= 0 else {
                throw PreviewError("\(path).automaticSliding: expected seconds ≥ 0 (0 stops it)")
            }
            action = .automaticSliding(interval)
        case "numberOfItems": action = .numberOfItems(try field.count(kind) ?? 0)
        case "insert": action = .insert(try indexes(json[kind], path: "\(path).\(kind)"))
        case "delete": action = .delete(try indexes(json[kind], path: "\(path).\(kind)"))
        case "bounds":
            guard let size = try field.size(kind), size.width.isFinite, size.height.isFinite else {
                throw PreviewError("\(path).bounds: expected [width, height] with finite numbers ≥ 0")
            }
            action = .bounds(size)
        case "insets":
            let v = try Self.insets(json[kind], path: "\(path).\(kind)")
            action = .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case "key":
            guard let key: CarouselKey = try field.named(kind) else { throw PreviewError("\(path).key: missing") }
            action = .key(key)
        case "wheel":
            let delta = try finitePoint(field, kind, "[dx, dy] as scrollingDeltaX and scrollingDeltaY")
            action = .wheel(
                ScrollWheelEvent(
                    delta: delta, phase: try wheelPhase(json, "phase", path: path),
                    momentumPhase: try wheelPhase(json, "momentum", path: path),
                    isPrecise: try field.bool("precise") ?? false))
        case "focus":
            guard let heading: FocusHeading = try field.named(kind) else {
                throw PreviewError("\(path).focus: missing")
            }
            action = .focus(heading)
        case "focused": action = .focused(try field.bool(kind) ?? false)
        case "focusItem":
            let index = try integer(field, kind, path: path)
            guard index >= 0 else { throw PreviewError("\(path).focusItem: expected an index ≥ 0, got \(index)") }
            action = .focusItem(index)
        case "activate":
            guard try field.bool(kind) == true else {
                throw PreviewError("\(path).activate: expected true (the Select button is pressed)")
            }
            action = .activate
        case "layout":
            guard let layout: LayoutKind = try field.named(kind) else { throw PreviewError("\(path).layout: missing") }
            action = .layout(layout)
        case "delegate":
            guard let delegate: DelegateKind = try field.named(kind) else {
                throw PreviewError("\(path).delegate: missing")
            }
            action = .delegate(delegate)
        case "voiceOver": action = .voiceOver(try field.bool(kind) ?? false)
        case "reduceMotion": action = .reduceMotion(try field.bool(kind) ?? false)
        default: action = .inWindow(try field.bool(kind) ?? true)  // "inWindow"
        }
        return Event(at: time, action)
    }

    // MARK: Values

    /// A wheel event's `phase` or `momentum` (default `none`).
    private static func wheelPhase(_ json: JSONValue, _ key: String, path: String) throws(PreviewError)
        -> ScrollWheelEvent.Phase
    {
        try FieldReader(object: json, path: path).named(key) ?? ScrollWheelEvent.Phase.none
    }

    /// `[x, y]` with finite numbers.
    private static func finitePoint(_ field: FieldReader, _ key: String, _ what: String) throws(PreviewError) -> Point2D
    {
        guard let (x, y) = try field.pair(key, what: what) else {
            throw PreviewError("\(field.path).\(key): expected \(what)")
        }
        guard x.isFinite, y.isFinite else {
            throw PreviewError("\(field.path).\(key): expected finite numbers, \(what)")
        }
        return Point2D(x: x, y: y)
    }

    /// `[top, left, bottom, right]`: four finite numbers, points (returned in that order).
    private static func insets(_ json: JSONValue?, path: String) throws(PreviewError) -> [Double] {
        let expected = "expected [top, left, bottom, right], four finite numbers in points"
        guard case .array(let elements)? = json, elements.count == 4 else {
            throw PreviewError("\(path): \(expected), got \(json.map(Self.arrayDescription) ?? "nothing")")
        }
        var values: [Double] = []
        for element in elements {
            guard case .number(let d) = element else {
                throw PreviewError("\(path): \(expected), got \(element.briefDescription)")
            }
            guard d.isFinite else { throw PreviewError("\(path): \(expected), got a number that is not finite") }
            values.append(d)
        }
        return values
    }

    /// "an array of 3" for an array, else the value's brief description (for error messages).
    private static func arrayDescription(_ json: JSONValue) -> String {
        if case .array(let elements) = json { return "an array of \(elements.count)" }
        return json.briefDescription
    }

    /// A whole number within ±(2⁵³ − 1) (an index or an item count, possibly negative).
    private static func integer(_ field: FieldReader, _ key: String, path: String) throws(PreviewError) -> Int {
        let value = try field.number(key) ?? .nan
        if value.isFinite, value == value.rounded(), abs(value) > ArgumentParser.maximumCount {
            throw PreviewError(
                "\(path).\(key): \(JSONValue.numberText(value)) is too large (at most ±\(ArgumentParser.maximumCountText))"
            )
        }
        guard value.isFinite, value == value.rounded(), abs(value) <= ArgumentParser.maximumCount else {
            throw PreviewError("\(path).\(key): expected a whole number, got \(JSONValue.numberText(value))")
        }
        return Int(value)
    }

    /// A non-empty array of distinct whole numbers ≥ 0, returned ascending.
    private static func indexes(_ json: JSONValue?, path: String) throws(PreviewError) -> [Int] {
        guard case .array(let elements)? = json, !elements.isEmpty else {
            throw PreviewError(
                "\(path): expected a non-empty array of indexes, got \(json.map { $0 == .array([]) ? "an empty array" : $0.kindDescription } ?? "nothing")"
            )
        }
        var result: [Int] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            if case .number(let d) = element, d == d.rounded(), d > ArgumentParser.maximumCount {
                throw ArgumentParser.countTooLarge(JSONValue.numberText(d), path, quoting: false)
            }
            guard case .number(let d) = element, let index = ArgumentParser.count(from: d) else {
                throw PreviewError("\(path): expected whole numbers ≥ 0, got \(element.briefDescription)")
            }
            result.append(index)
        }
        result.sort()
        for (a, b) in zip(result, result.dropFirst()) where a == b {
            throw PreviewError("\(path): index \(a) appears twice")
        }
        return result
    }
}

extension JSONValue {
    /// A number's or a string's own text (`12`, `'up'`), else the kind (for error messages).
    var briefDescription: String {
        switch self {
        case .number(let d): JSONValue.numberText(d)
        case .string(let s): "'\(PreviewError.shortened(s))'"
        default: kindDescription
        }
    }
}
