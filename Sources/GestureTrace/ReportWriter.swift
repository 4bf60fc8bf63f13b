import GestureKit

/// Writes what the recognizers did, in the report format of SPEC.md: one JSON line per action
/// call with the values the action sees on entry, and a final line with every named view's state.
///
/// ```swift
/// let report = ReportWriter(scene: "photos") { line in print(line) }
/// report.observe(window)
/// // … input …
/// report.writeFinal(window)
/// ```
public final class ReportWriter {
    /// The scene named in every line; the app changes it when the scene changes.
    public var scene: String
    private let output: (String) -> Void

    /// A writer for scene `scene` that hands each line (without a newline) to `output`.
    public init(scene: String, output: @escaping (String) -> Void) {
        self.scene = scene
        self.output = output
    }

    /// Starts writing a line for every action call in `window`.
    public func observe(_ window: Window) {
        window.addActionObserver { [weak self, unowned window] recognizer in
            guard let self else { return }
            self.output(self.line(for: recognizer, at: window.scheduler.now))
        }
    }

    /// The report line for an action call of `recognizer` at `time`.
    public func line(for recognizer: GestureRecognizer, at time: Double) -> String {
        var members: [(String, JSONValue)] = [
            ("t", Self.rounded(time)),
            ("scene", .string(scene)),
            ("view", .string(recognizer.view?.name ?? "")),
            ("recognizer", .string(recognizer.name ?? String(describing: type(of: recognizer)))),
            ("state", .string(recognizer.state.rawValue)),
            ("touches", .number(Double(recognizer.numberOfTouches))),
            ("location", Self.pair(recognizer.location(in: nil))),
        ]
        // Which kind of input drove the action: direct (a finger), mouse, touchpad, pen or eraser.
        if let kind = recognizer.inputKind { members.append(("kind", .string(kind.rawValue))) }
        switch recognizer {
        case let pan as PanGestureRecognizer:
            members.append(("translation", Self.pair(pan.translation(in: nil))))
            members.append(("velocity", Self.pair(pan.velocity(in: nil))))
        case let pinch as PinchGestureRecognizer:
            members.append(("scale", Self.rounded(pinch.scale)))
            members.append(("velocity", Self.rounded(pinch.velocity)))
        case let rotation as RotationGestureRecognizer:
            members.append(("rotation", Self.rounded(rotation.rotation)))
            members.append(("velocity", Self.rounded(rotation.velocity)))
        case let swipe as SwipeGestureRecognizer:
            members.append(("direction", .string(swipe.recognizedDirection.description)))
        default:
            break
        }
        return JSONValue.object(members).serialized()
    }

    /// The final line: every named view in the window, in drawing order.
    public func finalLine(for window: Window) -> String {
        var views: [JSONValue] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let name = view.name {
                views.append(
                    .object([
                        ("name", .string(name)),
                        ("center", Self.pair(view.center)),
                        ("scale", Self.rounded(view.transform.scale)),
                        ("rotation", Self.rounded(view.transform.rotation)),
                        ("alpha", Self.rounded(view.alpha)),
                    ]))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return JSONValue.object([("type", .string("final")), ("views", .array(views))]).serialized()
    }

    /// Writes the final line.
    public func writeFinal(_ window: Window) {
        output(finalLine(for: window))
    }

    /// Reports round to a thousandth: enough for points and seconds, and stable to read. A value
    /// too large to have thousandths (past 2⁵³ / 1000) is written as it is, not overflowed.
    static func rounded(_ value: Double) -> JSONValue {
        guard abs(value) < 1e12 else { return .number(value) }
        let result = (value * 1000).rounded() / 1000
        return .number(result == 0 ? 0 : result)
    }

    static func pair(_ point: Point) -> JSONValue {
        .array([rounded(point.x), rounded(point.y)])
    }

    static func pair(_ vector: Vector) -> JSONValue {
        .array([rounded(vector.dx), rounded(vector.dy)])
    }
}
