#if canImport(UIKit) && !os(watchOS)
import CarouselUIKit
import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import CarouselAppKit
#endif
#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import CarouselCore

@available(iOS 16.0, tvOS 16.0, visionOS 1.0, macOS 13.0, *)
extension CarouselSettings {
    /// Copies the layout properties onto this platform's `CarouselCollectionViewLayout` (UIKit's
    /// or AppKit's: the same names and types) where they differ, since every one invalidates the
    /// layout; with `commit` false it only says whether any differs. The release style is not
    /// here: it is the UIKit layout's and the AppKit controller's.
    @MainActor
    func apply(to layout: CarouselCollectionViewLayout, commit: Bool) -> Bool {
        var changed = false
        func set<Value: Equatable>(_ key: ReferenceWritableKeyPath<CarouselCollectionViewLayout, Value>, _ value: Value)
        {
            guard layout[keyPath: key] != value else { return }
            changed = true
            if commit { layout[keyPath: key] = value }
        }
        set(\.type, type)
        set(\.options, options)
        set(\.itemSize, itemSize)
        set(\.itemWidth, itemWidth)
        set(\.perspective, perspective)
        set(\.centerOffset, centerOffset)
        set(\.viewpointOffset, viewpointOffset)
        set(\.orientation, orientation)
        set(\.focusPoint, focusPoint.map { CGPoint(x: $0.x, y: $0.y) })
        set(\.displayLimit, displayLimit)
        set(\.scrollSettings, scrollSettings)
        if !CarouselSettings.isSamePath(layout.customPath, customPath) {
            changed = true
            if commit { layout.customPath = customPath }
        }
        return changed
    }
}
#endif
