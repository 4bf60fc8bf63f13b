import Foundation
import GestureKit

/// One action line of a report: which recognizer of which view, in which state.
struct ReportAction: Equatable, CustomStringConvertible {
    let view: String
    let recognizer: String
    let state: String
    /// The whole line, parsed, for the values a test wants (`scale`, `translation`…).
    let fields: [String: Any]

    init(view: String, recognizer: String, state: String) {
        self.view = view
        self.recognizer = recognizer
        self.state = state
        fields = [:]
    }

    init?(line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let view = object["view"] as? String, let recognizer = object["recognizer"] as? String,
            let state = object["state"] as? String
        else { return nil }
        self.view = view
        self.recognizer = recognizer
        self.state = state
        fields = object
    }

    static func == (lhs: ReportAction, rhs: ReportAction) -> Bool {
        (lhs.view, lhs.recognizer, lhs.state) == (rhs.view, rhs.recognizer, rhs.state)
    }

    var description: String { "\(view).\(recognizer) \(state)" }
}

/// A report's final line: every named view's state after the session.
struct FinalLine {
    struct ViewState {
        let center: Point
        let scale: Double
        let rotation: Double
        let alpha: Double
    }

    let views: [String: ViewState]

    init?(line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            object["type"] as? String == "final", let views = object["views"] as? [[String: Any]]
        else { return nil }
        var states: [String: ViewState] = [:]
        for view in views {
            guard let name = view["name"] as? String, let center = view["center"] as? [Double], center.count == 2,
                let scale = view["scale"] as? Double, let rotation = view["rotation"] as? Double,
                let alpha = view["alpha"] as? Double
            else { return nil }
            states[name] = ViewState(
                center: Point(x: center[0], y: center[1]), scale: scale, rotation: rotation, alpha: alpha)
        }
        self.views = states
    }
}
