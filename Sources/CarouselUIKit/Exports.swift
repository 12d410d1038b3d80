// Apps that import CarouselUIKit see the core's value types (Transform3D, CarouselType, …) too.
@_exported import CarouselCore
