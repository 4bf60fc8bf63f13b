import GestureCanvasApp
import GestureKit
import RealModule

/// The gestures the frame benchmark times on one photo, as finger positions per display frame
/// (window points). Each keeps the photo well inside a 1280 × 800 window and returns it to
/// where it started, so repeated runs draw the same frames.
enum BenchGesture: String, CaseIterable, Sendable {
    /// One finger drags the photo once round a circle.
    case pan
    /// Two fingers spread to 1.5 times their distance and close again.
    case pinch
    /// Two fingers turn half a turn round the photo's centre and back.
    case rotate

    /// How many fingers the gesture takes.
    var fingerCount: Int { self == .pan ? 1 : 2 }

    /// Where the fingers are at `step` of `steps` (step 0: where they land), for a photo
    /// centred at `center` with diameter `diameter`.
    func fingers(at step: Int, of steps: Int, center: Point, diameter: Double) -> [Point] {
        let phase = Double(step) / Double(max(1, steps))
        switch self {
        case .pan:
            // Once round a circle through the start whose centre lies down and right of it, so a
            // photo in the window's top-left corner stays (almost) inside: a third of the photo's
            // diameter across, about 10 points a frame at 1080p, a brisk 600 points a second.
            let radius = diameter / 3, angle = 2 * Double.pi * phase, diagonal = 0.5.squareRoot()
            let (cosine, sine) = (Double.cos(angle), Double.sin(angle))
            let offset = Vector(
                dx: radius * (diagonal - (cosine * diagonal - sine * diagonal)),
                dy: radius * (diagonal - (sine * diagonal + cosine * diagonal)))
            return [center + offset]
        case .pinch:
            let half = diameter / 4 * (1 + 0.25 * (1 - Double.cos(2 * Double.pi * phase)))
            return [center + Vector(dx: -half, dy: 0), center + Vector(dx: half, dy: 0)]
        case .rotate:
            // Half a turn out and back: about 6° a frame at 60 frames a run.
            let angle = Double.pi / 2 * (1 - Double.cos(2 * Double.pi * phase)), half = diameter / 4
            let offset = Vector(dx: half * Double.cos(angle), dy: half * Double.sin(angle))
            return [center - offset, center + offset]
        }
    }
}
