import CairoCanvas
import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp

/// Long runs that prove the app holds (issue 7): a million touch events through the photos scene
/// headlessly, and minutes live against the test compositor. Resident memory must stay flat and
/// no descriptor or shared-memory pool may leak; frame costs are printed, not asserted (speed is
/// the benchmark's business). They take minutes, so they run only with `make soak`
/// (`GESTURE_CANVAS_SOAK=1`; `GESTURE_CANVAS_SOAK_MINUTES` sets the live run, default 10).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["GESTURE_CANVAS_SOAK"] != nil))
struct SoakTests {
    /// Resident memory in megabytes (from /proc/self/statm).
    static func residentMegabytes() -> Double {
        let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = Double(text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0)
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// Open descriptors, and how many of them are shared-memory files (memfd).
    static func descriptors() -> (all: Int, sharedMemory: Int) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        let memfd = entries.filter { entry in
            ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(entry)")) ?? "")
                .hasPrefix("/memfd:")
        }
        return (entries.count, memfd.count)
    }

    static func median(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.sorted()[values.count / 2]
    }

    /// Strokes over the photos: drags, flicks, pinches and taps, deterministic.
    struct Strokes {
        var step = 0
        mutating func next(on host: SceneHost, at time: inout Double, send: (InputEvent, Double) -> Void) -> Int {
            step += 1
            var events = 0
            func emit(_ event: InputEvent) {
                send(event, time)
                events += 1
            }
            // A flick can end on the scene switcher's tabs; then the next stroke goes back.
            guard let photos = host.scene as? PhotosScene else {
                emit(.key("1", pressed: true))
                emit(.key("1", pressed: false))
                time += 0.1
                return events
            }
            let start = step.isMultiple(of: 2) ? photos.image1.center : photos.image2.center
            switch step % 4 {
            case 0, 1:
                emit(.touchDown(id: 0, location: start))
                emit(.touchFrame)
                for index in 1...30 {
                    time += 1.0 / 120
                    emit(.touchMotion(id: 0, location: start + Vector(dx: Double(index * 4), dy: Double(index * 2))))
                    emit(.touchFrame)
                }
                emit(.touchUp(id: 0))
            case 2:
                emit(.touchDown(id: 0, location: start - Vector(dx: 40, dy: 0)))
                emit(.touchDown(id: 1, location: start + Vector(dx: 40, dy: 0)))
                emit(.touchFrame)
                for index in 1...30 {
                    time += 1.0 / 120
                    let spread = 40 + Double(index) * (step.isMultiple(of: 8) ? 1 : -0.8)
                    emit(.touchMotion(id: 0, location: start - Vector(dx: spread, dy: Double(index))))
                    emit(.touchMotion(id: 1, location: start + Vector(dx: spread, dy: Double(index))))
                    emit(.touchFrame)
                }
                emit(.touchUp(id: 0))
                emit(.touchUp(id: 1))
            default:
                for _ in 0..<2 {
                    emit(.touchDown(id: 0, location: start))
                    emit(.touchFrame)
                    time += 0.05
                    emit(.touchUp(id: 0))
                    time += 0.1
                }
            }
            time += 0.4
            return events
        }
    }

    @Test func aMillionTouchEventsThroughThePhotosSceneLeaveMemoryFlat() throws {
        let host = try #require(
            SceneHost(size: Size(width: 1280, height: 800), sceneName: "photos", images: PlaceholderImages()))
        let surface = try CairoSurface(pixelWidth: 1280, pixelHeight: 800)
        let renderer = Renderer()
        var strokes = Strokes()
        var time = 0.0, events = 0, frames: [Double] = []
        var memory: [Double] = []
        while events < 1_000_000 {
            events += strokes.next(on: host, at: &time) { event, at in host.router.handle(event, at: at) }
            host.window.scheduler.advance(to: time)
            host.window.animator.finishAll()
            if strokes.step.isMultiple(of: 50) {
                let started = ProcessInfo.processInfo.systemUptime
                renderer.render(host.window, into: surface, damage: host.window.takeDamage())
                frames.append((ProcessInfo.processInfo.systemUptime - started) * 1000)
            }
            if strokes.step.isMultiple(of: 2000) { memory.append(Self.residentMegabytes()) }
        }
        let firstFrames = Self.median(Array(frames.prefix(frames.count / 10)))
        let lastFrames = Self.median(Array(frames.suffix(frames.count / 10)))
        print(
            "soak (replay): \(events) events, \(frames.count) frames; resident memory \(memory.first ?? 0) MB after "
                + "the first stretch, \(memory.last ?? 0) MB at the end; frame median \(firstFrames) ms first, "
                + "\(lastFrames) ms last")
        #expect(host.window.activeTouches.isEmpty && host.window.activeRecognizers.isEmpty)
        // After warm-up, memory stays within a few megabytes: nothing grows with the events.
        let warm = memory.dropFirst(2)
        #expect((warm.max() ?? 0) - (warm.min() ?? 0) < 4, "resident memory grew: \(memory)")
    }

    @Test func minutesLiveAgainstTheTestCompositorLeakNothing() throws {
        let minutes = Double(ProcessInfo.processInfo.environment["GESTURE_CANVAS_SOAK_MINUTES"] ?? "10") ?? 10
        let live = try LiveHarness(size: Size(width: 1024, height: 700))
        live.discardLines()
        try live.showFirstFrame()
        let startDescriptors = Self.descriptors()
        var memory: [Double] = [Self.residentMegabytes()]
        let end = ProcessInfo.processInfo.systemUptime + minutes * 60
        var strokes = Strokes(), time = 0.0, rounds = 0
        var nextSample = ProcessInfo.processInfo.systemUptime + 30
        while ProcessInfo.processInfo.systemUptime < end {
            _ = strokes.next(on: live.app.host, at: &time) { event, _ in
                switch event {
                case .touchDown(let id, let location):
                    live.compositor.touchDown(id: id, at: (x: location.x, y: location.y))
                case .touchMotion(let id, let location):
                    live.compositor.touchMotion(id: id, to: (x: location.x, y: location.y))
                case .touchUp(let id): live.compositor.touchUp(id: id)
                case .touchFrame:
                    live.compositor.touchFrame()
                    // Real fingers report at a rhythm: the app sees each frame at its own time.
                    try? live.pump(for: 1.0 / 240)
                case .key(let name, let pressed):
                    // Keys go straight to the app: the test compositor's keyboard wants evdev codes.
                    live.app.host.router.handle(.key(name, pressed: pressed), at: live.app.loop.scheduler.now)
                default: break
                }
            }
            live.compositor.touchFrame()
            try live.pump(for: 0.05)
            rounds += 1
            if ProcessInfo.processInfo.systemUptime > nextSample {
                memory.append(Self.residentMegabytes())
                nextSample += 30
            }
        }
        try live.settle()
        let endDescriptors = Self.descriptors()
        print(
            "soak (live, \(minutes) min): \(rounds) strokes, \(live.reportLineCount) report lines, "
                + "\(live.compositor.commitCount) commits; resident memory "
                + "\(memory.first ?? 0) MB at start, \(memory.last ?? 0) MB at the end; descriptors \(startDescriptors.all) → "
                + "\(endDescriptors.all), shared-memory files \(startDescriptors.sharedMemory) → \(endDescriptors.sharedMemory)"
        )
        #expect(endDescriptors.all <= startDescriptors.all, "descriptors leaked")
        #expect(endDescriptors.sharedMemory <= startDescriptors.sharedMemory, "shared-memory pools leaked")
        let warm = memory.dropFirst(2)
        #expect((warm.max() ?? 0) - (warm.min() ?? 0) < 4, "resident memory grew: \(memory)")
    }
}
