import Foundation
import GestureKit
import GestureTrace
import Testing

@testable import GestureCanvasApp

/// An action (a screen reader's, or its key) does what its gesture does: the report has the lines
/// a finger doing that gesture to the same place gives, and the photo ends where it leaves it.
@Suite struct ActionsAsGesturesTests {
    /// Each photo action but unfade (no gesture does only that), by its accessibility action, against
    /// a finger doing its gesture by hand.
    @Test(arguments: PhotoAction.allCases.filter { $0 != .unfade })
    func aPhotoActionWritesTheReportOfItsGesture(action: PhotoAction) throws {
        let acted = Session()
        let photo = acted.photos.image1
        let custom = try #require(photo.accessibilityCustomActions.first { $0.name == action.name })
        #expect(custom.handler())
        acted.input.wait(3)

        let gestured = Session()
        Self.gesture(for: action, at: gestured.center(of: gestured.photos.image1), on: gestured.input)
        gestured.input.wait(3)

        #expect(!acted.lines.isEmpty, "\(action.name) wrote no report line")
        #expect(acted.summary == gestured.summary, "\(action.name)")
        let (a, g) = (acted.photos.image1, gestured.photos.image1)
        #expect(a.center.distance(to: g.center) < 0.5, "\(action.name): \(a.center) against \(g.center)")
        #expect(abs(a.transform.scale - g.transform.scale) < 0.01, "\(action.name)")
        #expect(abs(a.transform.rotation - g.transform.rotation) < 0.01, "\(action.name)")
        #expect(a.alpha == g.alpha, "\(action.name)")
    }

    /// The key does what the accessibility action does, line for line.
    @Test func aPhotoKeyWritesTheSameLinesAsItsAction() throws {
        let acted = Session()
        for action in [PhotoAction.moveRight, .zoomIn, .turnLeft, .fade, .reset] {
            let custom = try #require(acted.photos.image1.accessibilityCustomActions.first { $0.name == action.name })
            #expect(custom.handler())
        }
        acted.input.wait(6)
        let keyed = Session()
        keyed.input.key("Tab")
        for key in ["Right", "plus", "bracketleft", "Return", "0"] { keyed.input.key(key) }
        keyed.input.wait(6)
        #expect(acted.lines.count > 10)
        #expect(acted.lines == keyed.lines)
    }

    /// A screen reader's actions are in the recorded trace (`action` lines), and its replay
    /// writes the same report, line for line: the same gestures at the same moments.
    @Test(arguments: ["photos", "draw"])
    func aRecordedSessionWithActionsReplaysToTheSameReport(scene: String) throws {
        var report: [String] = []
        var trace: [String] = []
        let setup = SceneSession.Setup(
            sceneName: scene, size: Size(width: 1000, height: 800), kiosk: KioskSettings(), resampling: true)
        let session = try #require(
            SceneSession(
                setup, images: PlaceholderImages(), reportLine: { report.append($0) },
                recording: ({ trace.append($0) }, Trace.Session(scene: scene))))
        let router = session.host.router
        func act(_ name: String, of element: View, at time: Double) throws {
            router.handle(.idle, at: time)
            let action = try #require(element.accessibilityCustomActions.first { $0.name == name })
            #expect(action.handler(), "\(name)")
        }
        if scene == "photos" {
            let photos = try #require(session.host.scene as? PhotosScene)
            try act("zoom in", of: photos.image1, at: 0.5)
            try act("move left", of: photos.image2, at: 0.6)
            try act("fade", of: photos.image2, at: 3)
        } else {
            router.handle(.key("n", pressed: true), at: 0.2)
            router.handle(.key("n", pressed: true), at: 0.3)
            let draw = try #require(session.host.scene as? DrawScene)
            let lines = draw.canvas.subviews.filter(\.isAccessibilityElement)
            try act("move down", of: lines[0], at: 0.5)
            try act("delete", of: lines[1], at: 0.6)
        }
        session.finish(at: 6)
        #expect(trace.contains { $0.contains(#""type":"action""#) })
        #expect(report.count > 10)

        var replayed: [String] = []
        let runner = try #require(
            ReplayRunner(
                trace: try Trace(parsing: trace.joined(separator: "\n")), sceneName: scene, images: PlaceholderImages()
            ) { replayed.append($0) })
        runner.run()
        #expect(replayed == report)
    }

    /// With reduced motion a drag, a pinch and a turn take two frames, not eight, and end where
    /// they would have.
    @Test(arguments: [PhotoAction.moveRight, .zoomIn, .turnLeft])
    func reducedMotionShortensTheGesture(action: PhotoAction) throws {
        func ended(reducing: Bool) throws -> (time: Double, photo: PhotoView) {
            let session = Session()
            session.host.window.animator.reducesMotion = reducing
            #expect(session.photos.perform(action, on: session.photos.image1))
            session.input.wait(2)
            let end = try #require(session.lines.last { $0.view == "image1" && $0.state == "ended" })
            return (try #require(end.fields["t"] as? Double), session.photos.image1)
        }
        let (normal, reduced) = (try ended(reducing: false), try ended(reducing: true))
        #expect(abs(normal.time - reduced.time - 6.0 / 60) < 0.002)
        #expect(normal.photo.center.distance(to: reduced.photo.center) < 0.01)
        #expect(abs(normal.photo.transform.scale - reduced.photo.transform.scale) < 1e-6)
        #expect(abs(normal.photo.transform.rotation - reduced.photo.transform.rotation) < 1e-6)
    }

    /// A photo under the other one is reached all the same: the fingers land on it.
    @Test func aCoveredPhotoIsStillMoved() throws {
        let session = Session()
        let (below, above) = (session.photos.image1, session.photos.image2)
        above.center = below.center
        session.photos.root.bringSubviewToFront(above)
        let start = below.center
        #expect(session.photos.perform(.moveDown, on: below))
        session.input.wait(2)
        #expect(below.center.distance(to: start + Vector(dx: 0, dy: 10)) < 0.5)
        #expect(above.center == start)
        #expect(session.lines.contains { $0.view == "image1" && $0.recognizer == "pan" && $0.state == "ended" })
    }

    /// A real finger landing while an action plays cancels the action's gesture (and those
    /// waiting) before it counts, and is then a gesture of its own; one down already refuses.
    @Test func aRealFingerComesFirst() throws {
        let session = Session()
        let photo = session.photos.image2
        let start = photo.center
        #expect(session.photos.perform(.moveRight, on: session.photos.image1))
        #expect(session.photos.perform(.moveRight, on: session.photos.image1))
        session.input.wait(0.125)  // the first move's pan has begun
        session.input.drag(
            from: session.center(of: photo), to: session.center(of: photo) + Vector(dx: 0, dy: 40), duration: 0.3,
            pause: 0.1)
        session.input.wait(2)
        #expect(photo.center.distance(to: start + Vector(dx: 0, dy: 40)) < 0.5)
        #expect(session.lines.contains { $0.view == "image1" && $0.state == "cancelled" })
        #expect(!session.lines.contains { $0.view == "image1" && $0.state == "ended" })
        #expect(session.lines.filter { $0.view == "image2" && $0.recognizer == "pan" }.map(\.state).last == "ended")
        #expect(session.host.window.activeTouches.isEmpty)

        let ids = session.input.down([session.center(of: photo)])
        #expect(!session.photos.perform(.zoomIn, on: session.photos.image1))
        session.input.up(ids)
    }

    /// Each line action, by the line's accessibility action, against a finger doing its gesture
    /// (a tap; a long press and a drag; a tap and a tap on Delete) on the middle of the line.
    @Test(arguments: ["select", "move down", "delete"])
    func aLineActionWritesTheReportOfItsGesture(name: String) throws {
        func twoLines() -> Session {
            let session = Session("draw")
            session.input.key("n")
            session.input.key("n")
            return session
        }
        let acted = twoLines()
        let element = try #require(acted.draw.canvas.subviews.first { $0.isAccessibilityElement })
        let custom = try #require(element.accessibilityCustomActions.first { $0.name == name })
        #expect(custom.handler())
        acted.input.wait(3)

        let gestured = twoLines()
        let canvas = gestured.draw.canvas
        let line = try #require(canvas.line(at: 0))
        let middle = canvas.convert(line.begin + (line.end - line.begin) * 0.5, to: nil)
        let input = gestured.input
        switch name {
        case "select":
            input.tap(at: middle)
        case "move down":
            let ids = input.down([middle])
            input.wait(0.5)
            for index in 1...8 {
                input.wait(1.0 / 60)
                input.move(ids, to: [middle + Vector(dx: 0, dy: 12 * Double(index) / 8)])
            }
            input.wait(1.0 / 60)
            input.move(ids, to: [middle + Vector(dx: 0, dy: 10)])
            input.wait(0.1)
            input.up(ids)
        default:
            input.tap(at: middle)
            input.wait(0.4)
            let menu = gestured.draw.menu
            #expect(!menu.isHidden)
            input.tap(at: menu.convert(menu.bounds.center, to: nil))
        }
        input.wait(3)

        #expect(!acted.lines.isEmpty, "\(name) wrote no report line")
        #expect(acted.summary == gestured.summary, "\(name)")
        #expect(acted.draw.canvas.lineCount == canvas.lineCount)
        for index in 0..<canvas.lineCount { #expect(acted.draw.canvas.line(at: index) == canvas.line(at: index)) }
    }

    /// Fingers as a person moves them for each action: landing on the photo's centre.
    static func gesture(for action: PhotoAction, at center: Point, on input: ScriptedInput) {
        let step = PhotosScene.keyboardStep
        func drag(_ direction: Vector) {
            // Ten points is the pan slop: a finger goes a little past it and comes back.
            let ids = input.down([center])
            for index in 1...8 {
                input.wait(1.0 / 60)
                input.move(ids, to: [center + direction * ((step + 2) * Double(index) / 8)])
            }
            input.wait(1.0 / 60)
            input.move(ids, to: [center + direction * step])
            input.wait(0.1)
            input.up(ids)
        }
        func twoFingers(_ from: [Point], _ to: [Point]) {
            input.drag(from: from, to: to, duration: 8.0 / 60, pause: 0.1)
        }
        let spread = Vector(dx: 80, dy: 0)
        switch action {
        case .moveUp: drag(Vector(dx: 0, dy: -1))
        case .moveDown: drag(Vector(dx: 0, dy: 1))
        case .moveLeft: drag(Vector(dx: -1, dy: 0))
        case .moveRight: drag(Vector(dx: 1, dy: 0))
        case .zoomIn, .zoomOut:
            let factor = action == .zoomIn ? PhotosScene.keyboardScaleFactor : 1 / PhotosScene.keyboardScaleFactor
            twoFingers([center - spread, center + spread], [center - spread * factor, center + spread * factor])
        case .turnLeft, .turnRight:
            let angle = (action == .turnRight ? 1 : -1) * PhotosScene.keyboardRotation
            let ids = input.down([center - Vector(dx: 60, dy: 0), center + Vector(dx: 60, dy: 0)])
            for index in 1...8 {
                input.wait(1.0 / 60)
                let a = angle * Double(index) / 8
                let arm = Vector(dx: 60 * cos(a), dy: 60 * sin(a))
                input.move(ids, to: [center - arm, center + arm])
            }
            input.wait(0.1)
            input.up(ids)
        case .fade: input.press(at: center, for: 0.6)
        case .unfade: break
        case .reset: input.taps(2, at: center)
        }
    }
}

/// A scene in a host, its report's action lines, and input on the host's clock.
private struct Session {
    let host: SceneHost
    let input: ScriptedInput
    private let collected = Collected()

    final class Collected {
        var lines: [String] = []
        var writer: ReportWriter?
    }

    init(_ scene: String = "photos") {
        host = makeHost(scene)
        input = ScriptedInput(host)
        let collected = self.collected
        // Weakly: the collector keeps the writer, and a writer keeping its collector too would be
        // a cycle that outlives the test (LeakSanitizer counts it).
        let writer = ReportWriter(scene: scene) { [weak collected] in collected?.lines.append($0) }
        writer.observe(host.window)
        collected.writer = writer
    }

    var lines: [ReportAction] { collected.lines.compactMap(ReportAction.init(line:)) }

    /// The action lines with each run of `changed` lines folded into one, and the fingers and
    /// kind of each: what a gesture does, without the frame-by-frame values.
    var summary: [String] {
        var result: [String] = []
        for line in lines {
            let entry =
                "\(line) touches \(line.fields["touches"] ?? "?") kind \(line.fields["kind"] ?? "?")"
            if line.state == "changed", result.last == entry { continue }
            result.append(entry)
        }
        return result
    }

    var photos: PhotosScene { host.scene as! PhotosScene }
    var draw: DrawScene { host.scene as! DrawScene }

    func center(of photo: PhotoView) -> Point { photos.root.convert(photo.center, to: nil) }
}
