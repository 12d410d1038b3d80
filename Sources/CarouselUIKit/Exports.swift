// One import: `import CarouselUIKit` gives an app the core's public types (CarouselType,
// CarouselOptions, LayoutSettings, …) and the layouts' shared API; plumbing stays behind its SPI.
@_exported import CarouselCore
@_exported import CarouselPlatform
