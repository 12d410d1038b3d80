extension ItemPlacement {
    /// The flat part of how the card is drawn: the linear map that takes the card's own axes to
    /// where its projection draws them, measured across the card through its centre (each axis
    /// from edge to edge, divided by the card's size along it), so a card turned away is narrower
    /// and a tilted one sheared. ``LinearMap2D/identity`` when the card has no size, or an edge
    /// is at or behind the eye.
    @_spi(Plumbing) public var drawnLinearMap: LinearMap2D {
        let hw = size.width / 2
        let hh = size.height / 2
        guard hw > 0, hh > 0, let left = transform.project(x: -hw, y: 0), let right = transform.project(x: hw, y: 0),
            let top = transform.project(x: 0, y: -hh), let bottom = transform.project(x: 0, y: hh)
        else { return .identity }
        let map = LinearMap2D(
            a: (right.x - left.x) / (2 * hw), b: (right.y - left.y) / (2 * hw), c: (bottom.x - top.x) / (2 * hh),
            d: (bottom.y - top.y) / (2 * hh))
        let isFinite = map.a.isFinite && map.b.isFinite && map.c.isFinite && map.d.isFinite
        return isFinite ? map : .identity
    }
}
