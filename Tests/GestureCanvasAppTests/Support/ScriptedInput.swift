import GestureCanvasApp
import GestureKit

/// Drives a scene host with input events on a manual clock, as the compositor would deliver them.
final class ScriptedInput {
    let host: SceneHost
    private(set) var time = 0.0
    private var nextID: Int32 = 0

    init(_ host: SceneHost) {
        self.host = host
    }

    func send(_ event: InputEvent) {
        host.router.handle(event, at: time)
    }

    /// Lets time pass, stepping animations at 60 Hz as the display would.
    func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end {
            time = min(end, time + 1.0 / 60)
            host.window.scheduler.advance(to: time)
            host.window.animator.step()
        }
    }

    func down(_ points: [Point]) -> [Int32] {
        let ids = points.map { point -> Int32 in
            defer { nextID += 1 }
            send(.touchDown(id: nextID, location: point))
            return nextID
        }
        send(.touchFrame)
        return ids
    }

    func move(_ ids: [Int32], to points: [Point]) {
        for (id, point) in zip(ids, points) { send(.touchMotion(id: id, location: point)) }
        send(.touchFrame)
    }

    func up(_ ids: [Int32]) {
        for id in ids { send(.touchUp(id: id)) }
        send(.touchFrame)
    }

    func tap(at point: Point) {
        let ids = down([point])
        wait(0.05)
        up(ids)
    }

    func taps(_ count: Int, at point: Point) {
        for index in 0..<count {
            if index > 0 { wait(0.1) }
            tap(at: point)
        }
    }

    /// Fingers travelling in straight lines from `from` to `to` over `duration`, one frame per
    /// 1/60 s, resting `pause` seconds before they lift (a pause means no glide).
    func drag(from: [Point], to: [Point], duration: Double, pause: Double = 0) {
        let ids = down(from)
        let steps = max(1, Int((duration * 60).rounded()))
        for step in 1...steps {
            wait(duration / Double(steps))
            let t = Double(step) / Double(steps)
            move(ids, to: zip(from, to).map { start, end in start + (end - start) * t })
        }
        if pause > 0 { wait(pause) }
        up(ids)
    }

    func drag(from: Point, to: Point, duration: Double, pause: Double = 0) {
        drag(from: [from], to: [to], duration: duration, pause: pause)
    }

    /// One finger through several points, `stepDuration` apart.
    func stroke(_ points: [Point], stepDuration: Double = 1.0 / 60) {
        let ids = down([points[0]])
        for point in points.dropFirst() {
            wait(stepDuration)
            move(ids, to: [point])
        }
        up(ids)
    }

    func press(at point: Point, for seconds: Double) {
        let ids = down([point])
        wait(seconds)
        up(ids)
    }

    func key(_ name: String) {
        send(.key(name, pressed: true))
        send(.key(name, pressed: false))
    }
}

/// Images the tests do not need pixels of.
struct PlaceholderImages: ImageProvider {
    final class Placeholder: Image {
        let size: Size
        init(size: Size) { self.size = size }
    }

    func image(named name: String) -> Image? {
        Placeholder(size: Size(width: 240, height: 240))
    }
}

func makeHost(_ scene: String, size: Size = Size(width: 1000, height: 800)) -> SceneHost {
    SceneHost(size: size, sceneName: scene, images: PlaceholderImages())!
}
