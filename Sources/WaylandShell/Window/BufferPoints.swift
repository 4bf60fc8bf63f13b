import GestureKit

/// Window points and a turned buffer's points (before its scale), for a window whose buffers the
/// compositor turns (``ShellWindow/bufferTurn``). A quarter turn keeps rectangles rectangles, so
/// damage passes either way exactly.
struct BufferPoints {
    private let unturning: AffineTransform
    private let turning: AffineTransform
    let turn: QuarterTurn
    /// The buffer's whole area in its points.
    let bufferBounds: Rect

    init(turn: QuarterTurn, windowSize: Size) {
        self.turn = turn
        unturning = turn.unturning(shownSize: windowSize)
        turning = unturning.inverted ?? .identity
        bufferBounds = Rect(origin: .zero, size: turn.turned(windowSize))
    }

    /// `region` (window points) in the buffer's points.
    func bufferRegion(_ region: DamageRegion) -> DamageRegion {
        turn == .none ? region : mapped(region, by: unturning)
    }

    /// `region` (the buffer's points) in window points.
    func windowRegion(_ region: DamageRegion) -> DamageRegion {
        turn == .none ? region : mapped(region, by: turning)
    }

    private func mapped(_ region: DamageRegion, by transform: AffineTransform) -> DamageRegion {
        var result = DamageRegion()
        for rect in region.rects { result.add(transform.apply(to: rect)) }
        return result
    }
}
