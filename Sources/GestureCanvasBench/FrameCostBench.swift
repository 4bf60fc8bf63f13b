import GestureCanvasApp
import GestureKit

/// Frame cost of the photos scene: a full redraw, and a frame during a pan, a pinch and a
/// rotation of one photo, each timed as the app's loop turn that handles the input and commits
/// the frame (see ``PumpedApp``).
struct FrameCostBench {
    /// Gestures per kind; every frame of every run is a sample.
    let runs: Int
    /// Display frames per gesture.
    let steps: Int
    /// Full redraws timed.
    let fullRedraws: Int

    /// The spreads for one window size, keyed `full`, `pan`, `pinch`, `rotate`; the content
    /// turned by `rotation` (a kiosk's), by the compositor or else by the app.
    func measure(
        size: Size, images: ImageProvider, rotation: ContentRotation = .none, compositorTurns: Bool = true
    ) throws -> [String: Spread] {
        let pumped = try PumpedApp(size: size, images: images, rotation: rotation, compositorTurns: compositorTurns)
        var figures: [String: Spread] = [:]
        figures["full"] = try fullRedraw(pumped)
        for gesture in BenchGesture.allCases {
            var samples: [Double] = []
            for _ in 0..<runs { samples += try run(gesture, in: pumped) }
            figures[gesture.rawValue] = Spread(samples)
        }
        return figures
    }

    private func fullRedraw(_ pumped: PumpedApp) throws -> Spread? {
        var samples: [Double] = []
        for _ in 0..<fullRedraws {
            pumped.app.host.window.setNeedsFullRedraw()
            if let milliseconds = try pumped.timedFrame() { samples.append(milliseconds) }
        }
        return Spread(samples)
    }

    /// One gesture on image1, placed at the centre of the scene first; the frames it took.
    private func run(_ gesture: BenchGesture, in pumped: PumpedApp) throws -> [Double] {
        let photo = pumped.photos.image1
        photo.resetAppearance()
        photo.center = pumped.photos.root.bounds.center
        try pumped.showFrame()
        let center = photo.convert(Point(x: photo.bounds.midX, y: photo.bounds.midY), to: nil)
        let compositor = pumped.compositor
        let ids = Array(0..<Int32(gesture.fingerCount))
        for (id, point) in zip(ids, gesture.fingers(at: 0, of: steps, center: center, diameter: photo.bounds.width)) {
            compositor.touchDown(id: id, at: (x: point.x, y: point.y))
        }
        compositor.touchFrame()
        try pumped.showFrame()

        var samples: [Double] = []
        for step in 1...steps {
            let points = gesture.fingers(at: step, of: steps, center: center, diameter: photo.bounds.width)
            for (id, point) in zip(ids, points) { compositor.touchMotion(id: id, to: (x: point.x, y: point.y)) }
            compositor.touchFrame()
            // The first frames go to the recognizers' thresholds; from then on every step draws.
            if let milliseconds = try pumped.timedFrame(), step > Self.warmUpSteps { samples.append(milliseconds) }
        }
        ids.forEach { compositor.touchUp(id: $0) }
        compositor.touchFrame()
        try pumped.showFrame()
        // Input arrives faster than a finger moves, so the release flings the photo: end the
        // glide at once rather than wait for it.
        pumped.app.host.window.animator.finishAll()
        try pumped.showFrame()
        return samples
    }

    /// Steps at the start of a gesture that are not timed: recognizers begin only after the
    /// fingers moved past their thresholds (10 points for a pan, UIKit's hysteresis).
    static let warmUpSteps = 3
}
