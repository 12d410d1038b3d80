@_exported import CarouselCore
