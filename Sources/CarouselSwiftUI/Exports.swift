// One import: `import CarouselSwiftUI` gives an app the core's public types (CarouselType,
// CarouselOptions, InteractionEvent, …) for the modifiers and handlers; plumbing stays behind its SPI.
@_exported import CarouselCore
