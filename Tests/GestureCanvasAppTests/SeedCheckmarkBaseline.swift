import GestureKit
import RealModule

/// Seed 004's checkmark detector, written from its description, as a baseline to beat: it
/// recognizes as soon as two consecutive movement segments meet at 80–100° after 10 points of path.
final class SeedCheckmarkBaseline: GestureRecognizer {
    private var lastPrevious: Point?
    private var lastCurrent: Point?
    private var lengthSoFar = 0.0

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        let point = touches.first?.location(in: nil)
        lastPrevious = point
        lastCurrent = point
        lengthSoFar = 0
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard let touch = touches.first, let lastPrevious, let lastCurrent else { return }
        let previous = touch.previousLocation(in: nil), current = touch.location(in: nil)
        let first = lastCurrent - lastPrevious, second = current - previous
        if first.length > 0, second.length > 0 {
            var angle = abs(second.angle - first.angle) * 180 / .pi
            if angle > 180 { angle = 360 - angle }
            if angle >= 80 && angle <= 100 && lengthSoFar > 10 && state == .possible { state = .recognized }
        }
        lengthSoFar += previous.distance(to: current)
        self.lastPrevious = previous
        self.lastCurrent = current
    }
}
