import GestureKit

/// A rectangle of whole buffer pixels, `x0 ..< x1` by `y0 ..< y1`: what a damage rectangle in
/// window points covers once grown to whole pixels, as the renderer grows it.
struct PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    /// The pixels `rect` (window points, `scale` pixels each) touches, inside a buffer of
    /// `width` × `height` pixels; nil when none.
    init?(covering rect: Rect, scale: Double, width: Int, height: Int) {
        let pixels = rect.pixelsCovered(atScale: scale)
        x0 = max(0, Int(saturating: pixels.minX))
        y0 = max(0, Int(saturating: pixels.minY))
        x1 = min(width, Int(saturating: pixels.maxX))
        y1 = min(height, Int(saturating: pixels.maxY))
        guard x1 > x0, y1 > y0 else { return nil }
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    /// What is left of this box once `other` is cut out: up to four boxes (the bands above and
    /// below it, and to either side of it between them).
    func subtracting(_ other: PixelBox) -> [PixelBox] {
        guard other.x0 < x1, other.x1 > x0, other.y0 < y1, other.y1 > y0 else { return [self] }
        var pieces: [PixelBox] = []
        if other.y0 > y0 { pieces.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: other.y0)) }
        if other.y1 < y1 { pieces.append(PixelBox(x0: x0, y0: other.y1, x1: x1, y1: y1)) }
        let top = max(y0, other.y0), bottom = min(y1, other.y1)
        if other.x0 > x0 { pieces.append(PixelBox(x0: x0, y0: top, x1: other.x0, y1: bottom)) }
        if other.x1 < x1 { pieces.append(PixelBox(x0: other.x1, y0: top, x1: x1, y1: bottom)) }
        return pieces
    }
}
