import GestureKit

/// The draw scene's lines as a screen reader sees them: one invisible, untouchable view per
/// finished line, in the canvas behind its menu, covering the line, a list item named by where the
/// line runs, selected when the line is. Lines are not views; these stand in for them, unnamed,
/// so reports do not list them.
final class LineElements {
    private unowned let canvas: DrawingView
    private var elements: [View] = []
    /// The actions of the line behind an element (select, move, delete), set once by the scene.
    var actions: ((_ element: View) -> [AccessibilityCustomAction])?

    init(canvas: DrawingView) {
        self.canvas = canvas
    }

    /// Which line `element` stands for now (lines before it may have been deleted).
    func lineIndex(of element: View) -> Int? {
        elements.firstIndex { $0 === element }
    }

    /// The line `index` was deleted: its element goes, the later ones move up with their lines.
    func removeElement(at index: Int) {
        guard elements.indices.contains(index) else { return }
        elements.remove(at: index).removeFromSuperview()
    }

    /// Matches the elements to the canvas's finished lines.
    func update() {
        while elements.count > canvas.lineCount { elements.removeLast().removeFromSuperview() }
        while elements.count < canvas.lineCount {
            let element = View()
            element.isUserInteractionEnabled = false
            element.isAccessibilityElement = true
            element.accessibilityRole = .listItem
            element.accessibilityCustomActions = actions?(element) ?? []
            canvas.insertSubview(element, at: elements.count)
            elements.append(element)
        }
        for (index, element) in elements.enumerated() {
            guard let line = canvas.line(at: index) else { continue }
            let reach = DrawingView.lineWidth / 2
            let frame = Rect(
                x: min(line.begin.x, line.end.x) - reach, y: min(line.begin.y, line.end.y) - reach,
                width: abs(line.end.x - line.begin.x) + 2 * reach, height: abs(line.end.y - line.begin.y) + 2 * reach)
            if element.frame != frame { element.frame = frame }
            element.accessibilityLabel =
                "Line \(index + 1), from \(Int(line.begin.x)), \(Int(line.begin.y)) to \(Int(line.end.x)), \(Int(line.end.y))"
            element.accessibilityTraits = canvas.selectedLine == index ? [.selectable, .selected] : [.selectable]
        }
    }
}
