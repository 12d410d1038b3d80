extension ItemChoice {
    /// The platform's value for this choice: `platform()` for ``platform``, `item(index)` for
    /// ``item(_:)``, `nil` for ``none``. A shell turns a choice into an index path (or any value it
    /// needs) in one call.
    public func resolve<T>(platform: () -> T?, item: (Int) -> T?) -> T? {
        switch self {
        case .platform: platform()
        case .item(let index): item(index)
        case .none: nil
        }
    }
}

extension ScrollViewCallback.Mover {
    /// Who moved the content offset: the layout's recentring first (invisible, even while the
    /// controller moves the offset), then the controller carrying out an answer, else the user or
    /// the scroll view.
    public init(isRecentring: Bool, isControllerMoving: Bool) {
        self = isRecentring ? .recentring : isControllerMoving ? .controller : .platform
    }
}
