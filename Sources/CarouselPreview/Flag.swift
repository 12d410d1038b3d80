@_spi(Plumbing) import CarouselCore

/// One command-line flag of `carousel-preview`: a row of ``ArgumentParser/flags``.
///
/// A row declares everything about its flag once: the spellings, the value and how it is read and
/// checked (a ``ValueKind``), the help text, the scene-file field with the same meaning, and what
/// the flag changes. The table drives parsing (``ArgumentParser/parse(_:)``), `--help`
/// (``ArgumentParser/helpText``) and the scene-file fields it names (``Scene/init(json:path:)``).
public struct Flag: Sendable {
    /// The part of `--help` a flag is listed in, in this order.
    public enum Section: CaseIterable, Sendable {
        case scene, physics, fling, output

        /// The heading `--help` shows above the section's flags.
        var heading: String {
            switch self {
            case .scene: "Scene:"
            case .physics: "Physics (iCarousel's defaults; the bounce limits decide how the offset is clamped):"
            case .fling: "Fling (iCarousel's scroll model, with the physics above):"
            case .output: "Output:"
            }
        }
    }

    /// What a flag does once its value is read.
    enum Effect {
        /// Changes each scene (``Command/edits``).
        case edit(SceneEdit)
        /// Changes the command itself: its output, its scene file, help.
        case command(@Sendable (inout Command) throws(PreviewError) -> Void)
    }

    /// The spellings, short one first (`-o`, `--output`); the last is the flag's ``name``.
    public let names: [String]
    /// The value as `--help` shows it (`N`, `WxH`); `nil` for a switch, which takes no value.
    public let placeholder: String?
    /// The help text; each `\n` starts a new line in the description column.
    public let help: String
    /// Where `--help` lists the flag.
    public let section: Section
    /// The scene-file field read with the same value kind and applied the same way
    /// (`numberOfItems`; `physics.bounces` inside the `physics` object), or `nil` when scene files
    /// spell it otherwise (`options`, `fling`) or not at all.
    public let field: String?
    /// How the help's list of scene-file fields shows ``field``'s value after its name (` [w, h]`).
    let shape: String
    /// Whether the flag is the whole command line (`--help`, `--list-types`): it answers on its
    /// own, and any other argument beside it is refused.
    public let isStandalone: Bool
    /// Reads the value given to the flag (`""` for a switch); `spelling` is how the user wrote it.
    let parse: @Sendable (_ text: String, _ spelling: String) throws(PreviewError) -> Effect
    /// Reads ``field`` (its last part) from a scene-file object; `nil` when the field is absent.
    let read: @Sendable (_ reader: FieldReader, _ key: String) throws(PreviewError) -> SceneEdit?
    /// The edit this flag makes with `value`, or `nil` when the value is not of the flag's type
    /// or the flag changes the command rather than the scene.
    let edit: @Sendable (_ value: any Hashable & Sendable) -> SceneEdit?

    /// The flag's long spelling (`--output`).
    public var name: String { names[names.count - 1] }

    /// Whether the flag takes a value.
    public var takesValue: Bool { placeholder != nil }

    /// The help's left column: the spellings and the placeholder (`-o, --output FILE`).
    var label: String {
        names.joined(separator: ", ") + (placeholder.map { " " + $0 } ?? "")
    }
}

// MARK: - Declaring flags

extension Flag {
    /// A flag that changes the scene.
    ///
    /// - Parameters:
    ///   - name: the spelling (`--items`).
    ///   - placeholder: the value as help shows it; ignored for a switch (`kind.takesValue` false).
    ///   - kind: how the value is read and checked, from the command line and from ``field``.
    ///   - field: the scene-file field with the same meaning, if any.
    ///   - apply: sets the value on a scene; it cannot fail, as the value was checked when read.
    static func scene<Value: Hashable & Sendable>(
        _ name: String, _ placeholder: String, _ kind: ValueKind<Value>, field: String? = nil,
        section: Section = .scene, help: String,
        apply: @escaping @Sendable (inout Scene, Value) -> Void
    ) -> Flag {
        let edit: @Sendable (Value) -> SceneEdit = { SceneEdit(flag: name, value: $0, apply: apply) }
        return Flag(
            names: [name], placeholder: kind.takesValue ? placeholder : nil, help: help, section: section,
            field: field, shape: kind.shape, isStandalone: false,
            parse: { text, spelling throws(PreviewError) in .edit(edit(try kind.parse(text, spelling))) },
            read: { reader, key throws(PreviewError) in try kind.read(reader, key).map(edit) },
            edit: { ($0 as? Value).map(edit) })
    }

    /// A switch (a flag without a value) that changes the scene; `apply` gets `true`, and a
    /// scene-file `field` gets what the file says.
    static func sceneSwitch(
        _ name: String, field: String? = nil, help: String, apply: @escaping @Sendable (inout Scene, Bool) -> Void
    ) -> Flag {
        scene(name, "", .switch, field: field, help: help, apply: apply)
    }

    /// A flag that changes the command: the output, the scene file, help.
    ///
    /// - Parameter apply: sets the value on the command, or refuses it (`--scene` given twice);
    ///   it gets the value and the flag as written.
    static func command<Value: Hashable & Sendable>(
        _ names: [String], _ placeholder: String, _ kind: ValueKind<Value>, isStandalone: Bool = false,
        help: String,
        apply: @escaping @Sendable (inout Command, Value, _ spelling: String) throws(PreviewError) -> Void
    ) -> Flag {
        Flag(
            names: names, placeholder: kind.takesValue ? placeholder : nil, help: help, section: .output,
            field: nil, shape: "", isStandalone: isStandalone,
            parse: { text, spelling throws(PreviewError) in
                let value = try kind.parse(text, spelling)
                return .command { command throws(PreviewError) in try apply(&command, value, spelling) }
            },
            read: { _, _ in nil },
            edit: { _ in nil })
    }
}

// MARK: - Scene edits

/// One change a command-line flag makes to a scene, applied in order on top of the defaults or of
/// each scene read from `--scene`.
///
/// Two edits are equal when they come from the same flag with equal values.
public struct SceneEdit: Hashable, Sendable, CustomStringConvertible {
    /// The flag that made the edit (`--items`), or ``typeName`` for the positional type.
    public let flag: String
    /// The value, as the flag's ``ValueKind`` read it (an `Int` for `--items`, a `Size2D` for
    /// `--bounds`, `true` for a switch).
    public let value: any Hashable & Sendable
    /// Sets ``value`` on a scene.
    private let change: @Sendable (inout Scene) -> Void

    /// How an edit names the positional carousel type.
    public static let typeName = "TYPE"

    init<Value: Hashable & Sendable>(
        flag: String, value: Value, apply: @escaping @Sendable (inout Scene, Value) -> Void
    ) {
        self.flag = flag
        self.value = value
        change = { apply(&$0, value) }
    }

    /// The positional type: sets the scene's carousel type.
    public static func type(_ type: CarouselType) -> SceneEdit {
        SceneEdit(flag: typeName, value: type) { $0.configuration.type = $1 }
    }

    /// Applies the change. Values were checked when read, so this cannot fail.
    public func apply(to scene: inout Scene) {
        change(&scene)
    }

    public var description: String { "\(flag) \(value)" }

    public static func == (lhs: SceneEdit, rhs: SceneEdit) -> Bool {
        lhs.flag == rhs.flag && AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(flag)
        hasher.combine(AnyHashable(value))
    }
}

/// An option set by name (`--option tilt=0.8`), its value checked against the option's kind and
/// range; booleans are 1 and 0.
struct OptionSetting: Hashable, Sendable {
    /// One of ``CarouselOptions/names``.
    var name: String
    /// The value to store (0 when ``relative`` is set).
    var value: Double
    /// The option relative to its type's default, instead of ``value``.
    var relative: RelativeOption? = nil

    /// Sets the option on `options`.
    func apply(to options: inout CarouselOptions) {
        if let relative {
            options.setRelative(name, to: relative)
        } else {
            options.set(name, to: value)
        }
    }
}
