import CarouselUIKit

/// One row of the gallery: a carousel type to open (and, for the custom type, which of the app's
/// paths), with what it looks like in a sentence.
@available(iOS 16.0, *)
struct GalleryEntry: Hashable, Sendable {
    /// The type the carousel screen opens with.
    let type: CarouselType
    /// The app's path for ``CarouselType/custom``; `nil` for the built-in types.
    var appPath: AppPath?

    /// An entry for a built-in type.
    init(type: CarouselType) {
        self.type = type
        appPath = type == .custom ? .helix : nil
    }

    /// An entry for one of the app's own paths.
    init(path: AppPath) {
        type = .custom
        appPath = path
    }

    /// The path to give the layout, if any.
    var customPath: (any CarouselPath)? { appPath?.path }

    /// The row's title.
    var title: String {
        if let appPath { return "Custom Path: \(appPath.title)" }
        return Self.title(for: type)
    }

    /// A type's name as the app shows it (also in the options panel's type menu).
    static func title(for type: CarouselType) -> String {
        switch type {
        case .linear: "Linear"
        case .rotary: "Rotary"
        case .invertedRotary: "Inverted Rotary"
        case .cylinder: "Cylinder"
        case .invertedCylinder: "Inverted Cylinder"
        case .wheel: "Wheel"
        case .invertedWheel: "Inverted Wheel"
        case .coverFlow: "Cover Flow"
        case .coverFlow2: "Cover Flow 2"
        case .timeMachine: "Time Machine"
        case .invertedTimeMachine: "Inverted Time Machine"
        case .conveyorBelt: "Conveyor Belt"
        case .shelf: "Shelf"
        case .pagerCrossFading: "Pager: Cross Fading"
        case .pagerZoomOut: "Pager: Zoom Out"
        case .pagerDepth: "Pager: Depth"
        case .pagerOverlap: "Pager: Overlap"
        case .pagerLinear: "Pager: Linear"
        case .pagerCoverFlow: "Pager: Cover Flow"
        case .pagerFerrisWheel: "Pager: Ferris Wheel"
        case .pagerInvertedFerrisWheel: "Pager: Inverted Ferris Wheel"
        case .pagerCubic: "Pager: Cubic"
        case .custom: "Custom"
        }
    }

    /// A sentence describing the entry.
    var subtitle: String {
        switch appPath {
        case .helix: return "Cards climb a helix: a CarouselPath transform written in this app."
        case .wave: return "Cards ride a wave: CustomPath positions, scale and z-order written in this app."
        case nil: break
        }
        switch type {
        case .linear: return "Items in a flat line."
        case .rotary: return "A ring seen from outside, items facing you."
        case .invertedRotary: return "The ring seen from inside."
        case .cylinder: return "Items around a drum, turned outward."
        case .invertedCylinder: return "The drum seen from inside."
        case .wheel: return "A Ferris wheel in the screen plane."
        case .invertedWheel: return "The wheel turning the other way."
        case .coverFlow: return "Apple's Cover Flow."
        case .coverFlow2: return "Cover Flow with a smoother flip at the centre."
        case .timeMachine: return "Items receding into the distance."
        case .invertedTimeMachine: return "Items coming toward you."
        case .conveyorBelt: return "A belt over two rollers, like Safari's tab view."
        case .shelf: return "The App Store's horizontal shelf."
        case .pagerCrossFading: return "FSPagerView: the next page fades in over the current one."
        case .pagerZoomOut: return "FSPagerView: neighbours shrink and fade."
        case .pagerDepth: return "FSPagerView: the next page grows from behind."
        case .pagerOverlap: return "FSPagerView: smaller neighbours overlap the current page."
        case .pagerLinear: return "FSPagerView: smaller neighbours in a row."
        case .pagerCoverFlow: return "FSPagerView's Cover Flow."
        case .pagerFerrisWheel: return "FSPagerView: pages ride the top of a wheel."
        case .pagerInvertedFerrisWheel: return "FSPagerView: pages ride the bottom of a wheel."
        case .pagerCubic: return "FSPagerView: pages on the faces of a turning cube."
        case .custom: return "A path supplied by the app."
        }
    }

    /// The row's SF Symbol.
    var symbolName: String {
        switch appPath {
        case .helix: return "hurricane"
        case .wave: return "wave.3.right"
        case nil: break
        }
        switch type {
        case .linear: return "rectangle.split.3x1"
        case .rotary, .invertedRotary: return "circle.dashed"
        case .cylinder, .invertedCylinder: return "rotate.3d"
        case .wheel, .invertedWheel: return "steeringwheel"
        case .coverFlow, .coverFlow2: return "rectangle.stack"
        case .timeMachine, .invertedTimeMachine: return "clock.arrow.circlepath"
        case .conveyorBelt: return "square.stack.3d.down.right"
        case .shelf: return "rectangle.grid.1x2"
        case .pagerCrossFading, .pagerZoomOut, .pagerDepth: return "square.on.square"
        case .pagerOverlap, .pagerLinear, .pagerCoverFlow: return "rectangle.stack"
        case .pagerFerrisWheel, .pagerInvertedFerrisWheel: return "steeringwheel"
        case .pagerCubic: return "cube"
        case .custom: return "scribble"
        }
    }
}
