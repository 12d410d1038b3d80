extension CarouselModel {
    /// The options as this model resolved them: every option the type reads holds the value in
    /// use (the configured one after sanitizing, or the type's default), so an app can show what a
    /// `nil` option means. Options the type ignores keep the configured value.
    ///
    /// Relative options (``CarouselOptions/relative``) show here as the values they resolved to,
    /// for the current type, item count and size; a relative rule stays only on an option this
    /// type ignores.
    ///
    /// Building a model from the same configuration with these options gives the same placements.
    public var resolvedOptions: CarouselOptions {
        var options = configuration.options
        options.wrap = isWrapEnabled
        options.showBackfaces = showsBackfaces
        options.offsetMultiplier = offsetMultiplier
        options.visibleItems = Double(numberOfVisibleItems)
        options.spacing = spacing
        options.tilt = tilt
        options.fadeMin = fadeMin
        options.fadeMax = fadeMax
        options.fadeRange = fadeRange
        options.fadeMinAlpha = fadeMinAlpha
        if type.isCircular {
            options.count = circularItemCount
            options.arc = arc
            options.radius = radius
            options.angle = angleOption
        }
        if let belt = conveyorBelt {
            options.maxItemsOnFront = belt.maxItemsOnFront
            options.rollerRadius = belt.rollerRadius
            options.rotateFactor = belt.rotateFactor
        }
        if let pager {
            options.minimumScale = pager.minimumScale
            options.minimumAlpha = pager.minimumAlpha
            options.interitemSpacing = pager.interitemSpacing
        }
        if let shelf {
            options.leadingMargin = shelf.leadingMargin
            options.minimumSpacing = shelf.minimumSpacing
            options.minimumPeek = shelf.minimumPeek
            options.itemsPerScreen = shelf.itemsPerScreen ?? 0
            options.nextItemThreshold = shelf.nextItemThreshold
            options.centersWhenFewer = shelf.centersWhenFewer
        }
        // The plain values above win over any rule: drop the rules they answer for.
        for key in RelativeOptions.Key.allCases where options[plain: key] != nil {
            options.relative[key] = nil
        }
        return options
    }
}
