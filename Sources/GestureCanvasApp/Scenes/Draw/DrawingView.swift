import GestureKit

/// The draw seed's canvas (`BNRDrawView`): every finger draws a straight line from where it
/// landed to where it is; lifted lines stay. Touches arrive through the responder methods, so
/// the recognizers on this view decide what the view gets to see.
final class DrawingView: View {
    private(set) var finishedLines: [Line] = []
    private var linesInProgress: [Int: Line] = [:]
    /// The line picked by a tap or a long press, drawn in green.
    var selectedLine: Int? { didSet { setNeedsDisplay() } }
    /// Told when a finger starts a new line (the scene drops a tap's selection then); set once by the scene.
    var onLineBegan: (() -> Void)?

    static let lineWidth = 10.0
    static let finishedColor = Color.black
    static let inProgressColor = Color.red
    static let selectedColor = Color.green

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "canvas"
        backgroundColor = .white
    }

    var lineCount: Int { finishedLines.count }
    var inProgressCount: Int { linesInProgress.count }

    func line(at index: Int) -> Line? {
        finishedLines.indices.contains(index) ? finishedLines[index] : nil
    }

    /// The first finished line within `distance` of `point` (the seed's `lineAtPoint:`).
    func lineIndex(near point: Point, within distance: Double = DrawScene.selectionDistance) -> Int? {
        finishedLines.firstIndex { $0.isNear(point, within: distance) }
    }

    func clear() {
        finishedLines.removeAll()
        linesInProgress.removeAll()
        selectedLine = nil
        setNeedsDisplay()
    }

    func deleteLine(at index: Int) {
        guard finishedLines.indices.contains(index) else { return }
        finishedLines.remove(at: index)
        selectedLine = nil
    }

    func moveLine(at index: Int, by offset: Vector) {
        guard finishedLines.indices.contains(index) else { return }
        finishedLines[index] = finishedLines[index].moved(by: offset)
        setNeedsDisplay()
    }

    /// Drops the lines still being drawn (a long press took the finger to select instead).
    func abandonLinesInProgress() {
        linesInProgress.removeAll()
        setNeedsDisplay()
    }

    // MARK: Responder

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            // Where the finger landed: the double tap may hold `touchesBegan` back until it fails.
            linesInProgress[touch.id] = Line(begin: touch.startLocation(in: self), end: touch.location(in: self))
        }
        if !touches.isEmpty { onLineBegan?() }
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches { linesInProgress[touch.id]?.end = touch.location(in: self) }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            guard var line = linesInProgress.removeValue(forKey: touch.id) else { continue }
            line.end = touch.location(in: self)
            finishedLines.append(line)
        }
        setNeedsDisplay()
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches { linesInProgress.removeValue(forKey: touch.id) }
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(in context: DrawingContext) {
        for (index, line) in finishedLines.enumerated() {
            let color = index == selectedLine ? Self.selectedColor : Self.finishedColor
            context.strokeLine(through: [line.begin, line.end], width: Self.lineWidth, color: color, cap: .round)
        }
        for line in linesInProgress.values.sorted(by: { ($0.begin.x, $0.begin.y) < ($1.begin.x, $1.begin.y) }) {
            context.strokeLine(
                through: [line.begin, line.end], width: Self.lineWidth, color: Self.inProgressColor, cap: .round)
        }
    }
}
