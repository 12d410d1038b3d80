@_spi(Plumbing) import CarouselCore

extension ArgumentParser {
    /// Every flag of `carousel-preview`, in the order `--help` lists them: the one place a flag is
    /// declared (``Flag``).
    ///
    /// Flags with a `field` read the scene-file field of that name the same way, so the command
    /// line and scene files share one value syntax and one range per field (``SceneLimits``).
    public static let flags: [Flag] = [
        // Scene
        .scene("--items", "N", .count, field: "numberOfItems", help: "number of items (default 12)") {
            $0.configuration.numberOfItems = $1
        },
        .scene(
            "--placeholders", "N", .count, field: "numberOfPlaceholders",
            help: "iCarousel placeholders, split on both sides (default 0)"
        ) {
            $0.configuration.numberOfPlaceholders = $1
        },
        .scene(
            "--offset", "X", .number(), field: "scrollOffset",
            help: """
                scroll offset in items (default 0; clamped to the ends as
                iCarousel does)
                """
        ) {
            $0.scrollOffset = $1
        },
        .scene(
            "--item-size", "WxH", .itemSize, field: "itemSize",
            help: """
                item view size, each side points ≥ 1 or a percentage of the
                bounds in (0%, 1000%] (default 200x200; 100%x80%, 100%x200)
                """
        ) {
            $0.configuration.itemSizing = $1
        },
        .scene(
            "--item-width", "W", .length, field: "itemWidth",
            help: """
                spacing width in points, ≥ 1 (default: item width, height
                when vertical)
                """
        ) {
            $0.configuration.itemWidth = $1
        },
        .scene(
            "--bounds", "WxH", .size, field: "bounds",
            help: "carousel bounds and picture size, both ≥ 1 (default 800x500)"
        ) {
            $0.configuration.bounds = $1
        },
        .sceneSwitch("--vertical", field: "vertical", help: "scroll vertically") {
            $0.configuration.isVertical = $1
        },
        .scene(
            "--orientation", "AXIS", .orientation, field: "orientation",
            help: """
                the scroll axis, horizontal or vertical (default: vertical with
                --vertical or for conveyorBelt, horizontal otherwise)
                """
        ) {
            $0.configuration.orientation = $1
        },
        .scene(
            "--layout-direction", "DIR", .layoutDirection, field: "layoutDirection",
            help: """
                leftToRight or rightToLeft (default leftToRight); right to
                left mirrors a horizontal carousel (later items on the left)
                """
        ) {
            $0.configuration.layoutDirection = $1
        },
        .sceneSwitch("--wrap", help: "wrap around (same as --option wrap=true)") {
            $0.configuration.options.wrap = $1
        },
        .scene(
            "--perspective", "P", .number(SceneLimits.perspective), field: "perspective",
            help: """
                the m34 term -1/d for an eye d points away, in [-1, 0]
                (default -0.002, i.e. -1/500; 0 is flat)
                """
        ) {
            $0.configuration.perspective = $1
        },
        .scene(
            "--focus-point", "X,Y", .point, field: "focusPoint",
            help: """
                where offset 0 sits, as fractions of the bounds (default 0.5,0.5,
                the middle; outside [0, 1] is outside the bounds; beyond
                -1000 or 1000 acts as -1000 or 1000)
                """
        ) {
            $0.configuration.focusPoint = $1
        },
        .scene("--content-offset", "X,Y", .point, field: "contentOffset", help: "move the carousel's centre") {
            $0.configuration.centerOffset = $1
        },
        .scene("--viewpoint-offset", "X,Y", .point, field: "viewpointOffset", help: "move the eye") {
            $0.configuration.viewpointOffset = $1
        },
        .scene(
            "--toggle", "T", .number(SceneLimits.toggle), field: "toggle",
            help: "Cover Flow 2's toggle in [-1, 1]"
        ) {
            $0.toggle = $1
        },
        .scene(
            "--display-limit", "N", .count, field: "displayLimit",
            help: """
                the most item slots shown at once, around the current item;
                caps visibleItems (default: no cap)
                """
        ) {
            $0.configuration.displayLimit = $1
        },
        .scene(
            "--keyframes", "KEYFRAMES", .keyframePath, field: "customPath",
            help: """
                the custom type's path as keyframes, e.g.
                '-2:x=-330,y=70,scale=0.6;0:y=-20;2:x=330,y=70,scale=0.6':
                OFFSET[:NAME=VALUE,...] separated by ';', NAME one of x, y
                (points from the focus, y down), depth (points toward you),
                rotation, tilt (radians), scale, alpha; offsets increasing;
                at most 64; add ';ends=hold' to hold the end values
                (default: extend the end segments)
                """
        ) {
            $0.configuration.customPath = $1
        },
        .scene("--option", "NAME=VALUE", .option, help: optionHelp) {
            $1.apply(to: &$0.configuration.options)
        },
        // Physics
        .scene(
            "--deceleration-rate", "R", .number(SceneLimits.decelerationRate), field: "physics.decelerationRate",
            section: .physics,
            help: """
                velocity kept per 1/60 s, in [0, 1) (default 0.95; above
                0.999 acts as 0.999)
                """
        ) {
            $0.configuration.scrollSettings.decelerationRate = $1
        },
        .scene(
            "--bounces", "BOOL", .bool, field: "physics.bounces", section: .physics,
            help: "may scroll past the ends when not wrapping (default true)"
        ) {
            $0.configuration.scrollSettings.bounces = $1
        },
        .scene(
            "--bounce-distance", "D", .number(SceneLimits.bounceDistance), field: "physics.bounceDistance",
            section: .physics, help: "items past an end, >= 0 (default 1; 0 means no bounce)"
        ) {
            $0.configuration.scrollSettings.bounceDistance = $1
        },
        .scene(
            "--stop-at-item-boundary", "BOOL", .bool, field: "physics.stopAtItemBoundary", section: .physics,
            help: "a fling comes to rest on a whole item (default true)"
        ) {
            $0.configuration.scrollSettings.stopAtItemBoundary = $1
        },
        .scene(
            "--scroll-to-item-boundary", "BOOL", .bool, field: "physics.scrollToItemBoundary", section: .physics,
            help: "a carousel at rest settles on a whole item (default true)"
        ) {
            $0.configuration.scrollSettings.scrollToItemBoundary = $1
        },
        .scene(
            "--paging-enabled", "BOOL", .bool, field: "physics.pagingEnabled", section: .physics,
            help: """
                each swipe moves one item from where the drag began
                (default false)
                """
        ) {
            $0.configuration.scrollSettings.pagingEnabled = $1
        },
        .scene(
            "--scroll-speed", "S", .number(), field: "physics.scrollSpeed", section: .physics,
            help: """
                finger-to-carousel velocity factor (default 1; negative
                reverses flings)
                """
        ) {
            $0.configuration.scrollSettings.scrollSpeed = $1
        },
        // Fling
        .scene(
            "--fling", "V", .number(), section: .fling,
            help: """
                release at V items/s (positive toward larger offsets;
                speeds beyond 10^6 items/s act as 10^6) from
                --offset; json adds restingOffset, restingItemIndex, duration
                and trajectory (the offset at 60 Hz until rest, at most
                \(Fling.maximumSampleCount) samples); html animates it with a
                play/pause/replay button; svg plays it in a loop
                """
        ) {
            // Keeps a scene file's drag start.
            $0.fling = Fling(velocity: $1, dragStartOffset: $0.fling?.dragStartOffset)
        },
        // Output
        .command(
            ["--format"], "svg|html|json", .format,
            help: """
                picture, 3D web page, or the core's numbers (default svg);
                with a fling or an interaction, svg is an animated picture
                that loops (SMIL, no script: it plays in browsers and in
                a README), the caption in a band below the bounds; it draws
                at most 30 frames a second and \(SceneLimits.maximumAnimatedCards) cards in all
                (a longer motion is drawn at a lower frame rate)
                """
        ) { command, format, _ in
            command.format = format
        },
        .command(
            ["--no-caption"], "", .switch,
            help: """
                svg: leave out the caption band below the bounds (the
                picture's <title> keeps the caption), as a README's
                gallery wants; svg only
                """
        ) { command, _, _ in
            command.showsCaption = false
        },
        .command(
            ["--scene"], "FILE", .fileName,
            help: """
                read a JSON scene or a non-empty array of at most \(SceneLimits.maximumSceneCount)
                scenes ('-' for stdin; also pipes, FIFOs, devices; at most
                16 MiB; given once); their replays and flings run at most
                \(SceneLimits.maximumTickCount) ticks together (one 60 s replay at 240 Hz);
                flags given too apply on top of every scene
                """
        ) { command, file, _ in
            command.sceneFile = file
        },
        .command(
            ["-o", "--output"], "FILE", .fileName,
            help: """
                write to FILE instead of standard output ('-' for it); a
                .svg, .html or .json name sets the format (a --format
                that contradicts it is refused)
                """
        ) { command, path, _ in
            command.outputPath = path
        },
        .command(
            ["--list-types"], "", .switch, isStandalone: true, help: "print the type names, one a line (given alone)"
        ) {
            command, _, _ in command.listsTypes = true
        },
        .command(
            ["-h", "--help"], "", .switch, isStandalone: true,
            help: "show this help (as does 'carousel-preview help'; given alone)"
        ) { command, _, _ in
            command.showsHelp = true
        },
    ]

    /// `--option`'s help: the option names and their kinds come from ``CarouselOptions/names`` and
    /// ``SceneLimits``.
    private static var optionHelp: String {
        // "(wrap, showBackfaces, …, centersWhenFewer)", wrapped to the description column.
        let names = CarouselOptions.names.enumerated().map { i, name in
            (i == 0 ? "(" : "") + name + (i == CarouselOptions.names.count - 1 ? ")" : ",")
        }
        let options = wrapped(names, width: helpWidth - helpColumn)
        let booleans = CarouselOptions.names.filter(SceneLimits.booleanOptions.contains).joined(separator: ", ")
        return """
            any iCarousel option, once per name; VALUE true/false (or 1/0)
            for \(booleans), a number for the others;
            visibleItems >= 0, fadeMinAlpha in [0, 1]

            """ + options
    }

    /// The flag spelt `spelling` (`-o`, `--output`), if any.
    public static func flag(named spelling: String) -> Flag? {
        flagsBySpelling[spelling]
    }

    /// ``flags`` by each of their spellings.
    private static let flagsBySpelling: [String: Flag] = {
        var table: [String: Flag] = [:]
        for flag in flags {
            for name in flag.names {
                precondition(table[name] == nil, "flag \(name) declared twice")
                table[name] = flag
            }
        }
        return table
    }()
}
