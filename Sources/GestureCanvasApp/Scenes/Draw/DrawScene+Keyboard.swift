import GestureKit
import Logging

/// Drawing without a finger: n makes a line (selected), Tab and Shift+Tab select the next and
/// previous line (drawn green), the arrow keys move the selected line 10 points, Delete deletes
/// it, c clears the canvas. A screen reader finds the canvas's actions and each line's (select,
/// move, delete) under the same names and keys. Select, move and delete are their gestures,
/// played by synthetic fingers (``GesturePlayer``): a tap on the line; a long press on it and a
/// drag; a tap on it and a tap on Delete.
extension DrawScene {
    /// Points an arrow key moves the selected line.
    static let keyboardStep = 10.0
    /// How long a line the keyboard makes is, and how far apart consecutive ones are.
    static let keyboardLineLength = 160.0
    static let keyboardLineSpacing = 30.0

    var keyActions: [SceneKeyAction] {
        [
            SceneKeyAction(
                name: "make a line", description: "Make a line: draws a new line across the middle and selects it",
                keys: ["n"]
            ) { [unowned self] in makeLine() },
            SceneKeyAction(
                name: "select next line", description: "Select next line: selects the line after the selected one",
                keys: ["Tab"]
            ) { [unowned self] in selectLine(by: 1) },
            SceneKeyAction(
                name: "select previous line",
                description: "Select previous line: selects the line before the selected one", keys: ["ISO_Left_Tab"],
                shift: true
            ) { [unowned self] in selectLine(by: -1) },
            moveAction("up", Vector(dx: 0, dy: -Self.keyboardStep), keys: ["Up", "KP_Up"]) { [unowned self] in
                canvas.selectedLine
            },
            moveAction("down", Vector(dx: 0, dy: Self.keyboardStep), keys: ["Down", "KP_Down"]) { [unowned self] in
                canvas.selectedLine
            },
            moveAction("left", Vector(dx: -Self.keyboardStep, dy: 0), keys: ["Left", "KP_Left"]) { [unowned self] in
                canvas.selectedLine
            },
            moveAction("right", Vector(dx: Self.keyboardStep, dy: 0), keys: ["Right", "KP_Right"]) {
                [unowned self] in canvas.selectedLine
            },
            deleteAction { [unowned self] in canvas.selectedLine },
            SceneKeyAction(
                name: "clear", description: "Clear: removes every line, as a double tap does", keys: ["c"]
            ) { [unowned self] in
                canvas.clear()
                menu.isHidden = true
            },
        ]
    }

    public func handleKey(_ key: InputRouter.KeyPress) -> Bool {
        keyActions.perform(key)
    }

    /// The actions of the line `element` stands for: select it, move it, delete it. Each goes
    /// through the input router as an assistive technology's input naming the line (`line 2`), so
    /// a recorded trace holds it (``performAction(named:of:)`` does it).
    func lineActions(_ element: View) -> [AccessibilityCustomAction] {
        lineKeyActions { nil }.map { action in
            AccessibilityCustomAction(
                name: action.name, description: action.description, keyBinding: action.keyBinding
            ) { [unowned self, unowned element] in
                guard let index = lineElements.lineIndex(of: element), let gestures else { return false }
                return gestures.request(action.name, of: "line \(index + 1)")
            }
        }
    }

    /// Does the action named `name` of `element` (`line 2`: the second line); nil when there is
    /// no such line or action.
    func performAction(named name: String, of element: String) -> Bool? {
        guard element.hasPrefix("line "), let number = Int(element.dropFirst(5)),
            (1...canvas.lineCount).contains(number),
            let action = lineKeyActions({ number - 1 }).first(where: { $0.name == name })
        else { return nil }
        action.perform()
        return true
    }

    /// Select, move and delete, of the line `line` gives when the gesture's turn comes.
    private func lineKeyActions(_ line: @escaping () -> Int?) -> [SceneKeyAction] {
        let select = SceneKeyAction(
            name: "select",
            description: "Select: selects the line (drawn green) and offers Delete, as tapping it does", keys: ["Tab"]
        ) { [unowned self] in
            tapLine(named: "select", line)
        }
        let moves = [
            moveAction("up", Vector(dx: 0, dy: -Self.keyboardStep), keys: ["Up"], line: line),
            moveAction("down", Vector(dx: 0, dy: Self.keyboardStep), keys: ["Down"], line: line),
            moveAction("left", Vector(dx: -Self.keyboardStep, dy: 0), keys: ["Left"], line: line),
            moveAction("right", Vector(dx: Self.keyboardStep, dy: 0), keys: ["Right"], line: line),
        ]
        return [select] + moves + [deleteAction(line)]
    }

    private func moveAction(_ direction: String, _ offset: Vector, keys: [String], line: @escaping () -> Int?)
        -> SceneKeyAction
    {
        SceneKeyAction(
            name: "move \(direction)",
            description:
                "Move \(direction): moves the line \(Int(Self.keyboardStep)) points \(direction), as holding and dragging it does",
            keys: keys
        ) { [unowned self] in
            guard let gestures else { return }
            var moved: Int?
            gestures.play(
                "move \(direction)",
                { [weak self] in
                    guard let self, let index = line(), let point = pointOn(line: index) else { return nil }
                    moved = index
                    let start = canvas.convert(point, to: nil)
                    return .drag(
                        canvas, from: start, by: canvas.convert(point + offset, to: nil) - start,
                        steps: SyntheticGesture.moveFrames, held: Defaults.longPressMinimumDuration)
                },
                // The long press deselects the line when it lifts; the line acted on stays the
                // keyboard's (and the screen reader's) selection.
                then: { [weak self] in if let moved, let self, moved < canvas.lineCount { canvas.selectedLine = moved }
                }
            )
        }
    }

    private func deleteAction(_ line: @escaping () -> Int?) -> SceneKeyAction {
        SceneKeyAction(
            name: "delete", description: "Delete: removes the line, as its Delete menu does",
            keys: ["Delete", "BackSpace", "KP_Delete"]
        ) { [unowned self] in
            // A tap on the line offers Delete; a tap on Delete deletes it.
            tapLine(named: "delete", line)
            gestures?.play("delete") { [weak self] in
                guard let self, !menu.isHidden else { return nil }
                return .taps(1, on: menu, at: menu.convert(menu.bounds.center, to: nil))
            }
        }
    }

    /// Plays a tap on the line `line` gives, when its turn comes: it selects it and offers Delete.
    private func tapLine(named name: String, _ line: @escaping () -> Int?) {
        gestures?.play(name) { [weak self] in
            guard let self, let index = line(), let point = pointOn(line: index) else { return nil }
            return .taps(1, on: canvas, at: canvas.convert(point, to: nil))
        }
    }

    /// A point of line `index` (canvas coordinates) where a finger picks it (the first line within
    /// reach of a touch is picked, as in the seed), from its middle outwards; nil, in a log line,
    /// where there is none: a line that an earlier one covers everywhere is out of a finger's
    /// reach, and of its actions.
    private func pointOn(line index: Int) -> Point? {
        guard let line = canvas.line(at: index) else { return nil }
        let along = line.end - line.begin
        var fractions: [Double] = []
        for step in 0...10 { fractions += [0.5 - Double(step) / 20, 0.5 + Double(step) / 20] }
        let point = fractions.lazy.map { (fraction: Double) -> Point in line.begin + along * fraction }
            .first { canvas.lineIndex(near: $0) == index }
        if point == nil {
            Logger(label: "gesture-canvas.accessibility").warning(
                "accessibility: line \(index + 1) lies under an earlier line everywhere; no finger can pick it, nothing done"
            )
        }
        return point
    }

    private func makeLine() {
        let center = canvas.bounds.center
        let offset = Double(canvas.lineCount % 8 - 4) * Self.keyboardLineSpacing
        let half = Self.keyboardLineLength / 2
        canvas.addLine(
            Line(
                begin: Point(x: center.x - half, y: center.y + offset),
                end: Point(x: center.x + half, y: center.y + offset)))
        canvas.selectedLine = canvas.lineCount - 1
        menu.isHidden = true
    }

    private func selectLine(by step: Int) {
        let count = canvas.lineCount
        guard count > 0 else { return }
        canvas.selectedLine =
            canvas.selectedLine.map { (($0 + step) % count + count) % count } ?? (step > 0 ? 0 : count - 1)
        menu.isHidden = true
    }

    func makeAccessible() {
        canvas.isAccessibilityElement = true
        canvas.accessibilityRole = .drawingArea
        canvas.accessibilityLabel = "Drawing canvas"
        canvas.accessibilityHint =
            "Draw lines with fingers; tap a line to select it, hold it to move it, double tap to clear"
        canvas.accessibilityCustomActions = keyActions.map(\.accessibilityAction)
        lineElements.actions = { [unowned self] element in lineActions(element) }
    }
}
