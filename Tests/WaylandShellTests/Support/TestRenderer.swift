import GestureKit
import WaylandShell

/// A stand-in for CairoCanvas in the shell's tests: fills each view's frame with its background
/// colour (white where no view is), only inside the damage, at the buffer's scale. Enough to see
/// in the committed pixels where views are, and whether a reused buffer was brought up to date.
struct TestRenderer {
    func render(_ window: Window, into buffer: SharedMemoryBuffer, damage: DamageRegion, scale: Double) {
        buffer.withUnsafeMutableBytes { bytes in
            let pixels = bytes.bindMemory(to: UInt32.self)
            let stride = buffer.bytesPerRow / 4
            for clip in damage.rects {
                fill(clip, with: window.backgroundColor ?? .white)
                paint(window, clippedTo: clip)
            }

            func paint(_ view: View, clippedTo clip: Rect) {
                guard !view.isHidden else { return }
                if view !== window, let color = view.backgroundColor {
                    fill(view.paintedAreaInWindow.intersection(clip), with: color.withAlpha(color.alpha * view.alpha))
                }
                view.subviews.forEach { paint($0, clippedTo: clip) }
            }

            func fill(_ rect: Rect, with color: Color) {
                guard !rect.isEmpty else { return }
                let x0 = max(0, Int((rect.minX * scale).rounded(.down)))
                let y0 = max(0, Int((rect.minY * scale).rounded(.down)))
                let x1 = min(buffer.pixelWidth, Int((rect.maxX * scale).rounded(.up)))
                let y1 = min(buffer.pixelHeight, Int((rect.maxY * scale).rounded(.up)))
                guard x1 > x0, y1 > y0 else { return }
                let value = Self.argb(color)
                for y in y0..<y1 {
                    for x in x0..<x1 { pixels[y * stride + x] = value }
                }
            }
        }
    }

    /// Premultiplied ARGB8888, as wl_shm lays it out (0xAARRGGBB read little-endian).
    static func argb(_ color: Color) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        let alpha = min(max(color.alpha, 0), 1)
        return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8
            | byte(color.blue * alpha)
    }
}
