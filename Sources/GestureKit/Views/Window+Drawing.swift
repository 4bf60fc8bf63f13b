// The window's damage, what its host draws, and the moves of the view it shows on a layer of
// its own (`layeredView`), which ask for a frame without damaging anything.
extension Window {
    /// Adds an area (window coordinates) to the damage, asking for a frame if none was pending.
    public func addDamage(_ rect: Rect) {
        let wasEmpty = damage.isEmpty
        damage.add(rect.intersection(bounds))
        if wasEmpty && !damage.isEmpty { onNeedsDisplay?() }
    }

    /// Hands over the damage collected since the last call and starts afresh, after a layout
    /// pass (``View/layoutIfNeeded()``), so what a host draws is laid out.
    public func takeDamage() -> DamageRegion {
        layoutIfNeeded()
        defer { damage.removeAll() }
        return damage
    }

    /// Whether the layered view moved since the last call, and starts afresh: a host that
    /// moves its layer at each frame.
    public func takeLayeredViewMove() -> Bool {
        defer { layeredViewHasMoved = false }
        return layeredViewHasMoved
    }

    func layeredViewMoved() {
        let wasIdle = damage.isEmpty && !layeredViewHasMoved
        layeredViewHasMoved = true
        if wasIdle { onNeedsDisplay?() }
    }

    /// Marks the whole window for drawing (after a resize or a new buffer scale).
    public func setNeedsFullRedraw() {
        addDamage(bounds)
    }
}
