import CCairo
import GestureKit

/// How a window's points land on a buffer's pixels: `scale` pixels a point, and turned back by
/// `turn` when the compositor turns the buffer as it shows it (`wl_surface.set_buffer_transform`):
/// then a window turned by its views shows upright in the buffer, and its photos and text are
/// drawn on the pixel grid instead of resampled at a slant.
struct DeviceMapping {
    let scale: Double
    let turn: QuarterTurn
    /// Window points to buffer points (before the scale).
    let unturning: AffineTransform

    init(scale: Double, turn: QuarterTurn, windowSize: Size) {
        self.scale = scale
        self.turn = turn
        unturning = turn.unturning(shownSize: windowSize)
    }

    /// Sets `cairo`'s matrix from window points to buffer pixels.
    func apply(to cairo: OpaquePointer) {
        cairo_scale(cairo, scale, scale)
        guard turn != .none else { return }
        let t = unturning
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &matrix)
    }

    /// A window rectangle in buffer pixels (a quarter turn keeps a rectangle a rectangle).
    func pixels(_ rect: Rect) -> Rect {
        (turn == .none ? rect : unturning.apply(to: rect)).scaled(by: scale)
    }

    /// A rectangle of buffer pixels in window points.
    func windowRect(ofPixels rect: Rect) -> Rect {
        let points = rect.scaled(by: 1 / scale)
        guard turn != .none, let turning = unturning.inverted else { return points }
        return turning.apply(to: points)
    }
}
