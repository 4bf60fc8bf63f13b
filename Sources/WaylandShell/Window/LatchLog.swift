import GestureKit
import Glibc

/// With `GESTURE_CANVAS_LATCH_LOG` set (to anything), one line on standard error for every
/// display frame a window latches: where that frame shows each finger of the touchscreen.
///
/// Resampled, a finger is shown between or a little past its reports, at a place no report
/// carries, so a protocol log alone cannot say what a frame shows. This line can: it is stamped
/// as libwayland stamps its `WAYLAND_DEBUG` lines (CLOCK_REALTIME in microseconds, kept in 32
/// bits, printed in milliseconds) and written to the same stream, so in a protocol log it sits
/// just before the commit that shows the frame. The smoothness bench reads it
/// (docs/performance-smooth.md); it costs one `getenv` at start when unset.
///
/// ```
/// [ 928136.750] gesture-canvas.latch(t 12.345678, presented 12.356789, touch 3 512.2500 400.0000)
/// ```
/// `t` is the latch on the engine's clock, `presented` the presentation the router predicted
/// for it, then `touch ID X Y` for each finger (window coordinates, in points).
enum LatchLog {
    static let isEnabled = getenv("GESTURE_CANVAS_LATCH_LOG") != nil

    /// Writes the line for a frame latched at `time` (engine seconds) that the router expects
    /// on screen at `presentation`, showing `touches`.
    static func write(time: Double, presentation: Double, touches: [GestureKit.Touch]) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let microseconds = UInt32(truncatingIfNeeded: Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000)
        let fingers = touches.filter { $0.kind == .finger }.map { touch in
            let location = touch.location(in: nil)
            return (id: touch.id, x: location.x, y: location.y)
        }
        // One write(2), as stdio writes libwayland's unbuffered stderr: the lines keep their order.
        var bytes = Array(
            line(stamp: microseconds, time: time, presentation: presentation, fingers: fingers).utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// The line, newline included, stamped `stamp` (CLOCK_REALTIME microseconds in 32 bits).
    static func line(
        stamp: UInt32, time: Double, presentation: Double, fingers: [(id: Int, x: Double, y: Double)]
    ) -> String {
        var line =
            "\(Self.stamp(stamp)) gesture-canvas.latch(t \(fixed(time, digits: 6)), "
            + "presented \(fixed(presentation, digits: 6))"
        for finger in fingers {
            line += ", touch \(finger.id) \(fixed(finger.x, digits: 4)) \(fixed(finger.y, digits: 4))"
        }
        return line + ")\n"
    }

    /// `[ 928136.750]`: libwayland's `[%7u.%03u]` of microseconds.
    private static func stamp(_ microseconds: UInt32) -> String {
        let whole = String(microseconds / 1000)
        let fraction = String(microseconds % 1000)
        return "[" + String(repeating: " ", count: max(0, 7 - whole.count)) + whole + "."
            + String(repeating: "0", count: 3 - fraction.count) + fraction + "]"
    }

    /// `value` with `digits` (at most 6) decimals, without Foundation.
    private static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "nan" }
        let digits = max(1, min(digits, 6))
        let scale = Int64([1, 10, 100, 1000, 10_000, 100_000, 1_000_000][digits])
        let scaled = Int64((abs(value) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return "\(sign)\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
