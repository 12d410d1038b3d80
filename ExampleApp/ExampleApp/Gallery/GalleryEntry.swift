import CarouselUIKit

/// One row of the gallery: a carousel type to open, with what it looks like in a sentence.
@available(iOS 15.0, *)
struct GalleryEntry: Hashable, Sendable {
    /// The type the carousel screen opens with.
    let type: CarouselType

    /// The row's title.
    var title: String {
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
        case .custom: "Custom Path: Helix"
        }
    }

    /// A sentence describing the type.
    var subtitle: String {
        switch type {
        case .linear: "Items in a flat line."
        case .rotary: "A ring seen from outside, items facing you."
        case .invertedRotary: "The ring seen from inside."
        case .cylinder: "Items around a drum, turned outward."
        case .invertedCylinder: "The drum seen from inside."
        case .wheel: "A Ferris wheel in the screen plane."
        case .invertedWheel: "The wheel turning the other way."
        case .coverFlow: "Apple's Cover Flow."
        case .coverFlow2: "Cover Flow with a smoother flip at the centre."
        case .timeMachine: "Items receding into the distance."
        case .invertedTimeMachine: "Items coming toward you."
        case .conveyorBelt: "A belt over two rollers, like Safari's tab view."
        case .shelf: "The App Store's horizontal shelf."
        case .custom: "A path written in this app with the CarouselPath protocol."
        }
    }

    /// The row's SF Symbol.
    var symbolName: String {
        switch type {
        case .linear: "rectangle.split.3x1"
        case .rotary, .invertedRotary: "circle.dashed"
        case .cylinder, .invertedCylinder: "rotate.3d"
        case .wheel, .invertedWheel: "steeringwheel"
        case .coverFlow, .coverFlow2: "rectangle.stack"
        case .timeMachine, .invertedTimeMachine: "clock.arrow.circlepath"
        case .conveyorBelt: "square.stack.3d.down.right"
        case .shelf: "rectangle.grid.1x2"
        case .custom: "hurricane"
        }
    }

    /// The path for ``CarouselType/custom``; `nil` for the built-in types.
    var customPath: (any CarouselPath)? { type == .custom ? HelixPath() : nil }
}
