import CarouselCore

/// iCarousel 1.8.3's option names, written out independently of the code under test.
public enum ICarouselOptionNames {
    /// The fourteen option names, in iCarousel's enum order.
    public static let all = [
        "wrap", "showBackfaces", "offsetMultiplier", "visibleItems", "count", "arc", "radius",
        "angle", "tilt", "spacing", "fadeMin", "fadeMax", "fadeRange", "fadeMinAlpha",
    ]

    /// Every numeric option's key path, by its name.
    public static var numeric: [String: WritableKeyPath<CarouselOptions, Double?>] {
        [
            "offsetMultiplier": \.offsetMultiplier, "visibleItems": \.visibleItems, "count": \.count,
            "arc": \.arc, "radius": \.radius, "angle": \.angle, "tilt": \.tilt, "spacing": \.spacing,
            "fadeMin": \.fadeMin, "fadeMax": \.fadeMax, "fadeRange": \.fadeRange, "fadeMinAlpha": \.fadeMinAlpha,
        ]
    }
}
