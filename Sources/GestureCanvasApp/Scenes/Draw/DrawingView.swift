import GestureKit

/// The draw seed's canvas (`BNRDrawView`): every finger draws a straight line from where it
/// landed to where it is; lifted lines stay. Touches arrive through the responder methods, so
/// the recognizers on this view decide what the view gets to see.
///
/// A line in progress carries a faint tail to where its finger is predicted to be when the frame
/// reaches the screen (``TouchEvent/predictedTouches(for:)``), so the line seems to keep up with
/// a fast finger; the tail is never part of the line.
final class DrawingView: View {
    private(set) var finishedLines: [Line] = []
    private var linesInProgress: [Int: Line] = [:]
    /// For lines in progress, where their fingers are predicted to be at the frame's presentation.
    private var predictedEnds: [Int: Point] = [:]
    /// The line picked by a tap or a long press, drawn in green.
    var selectedLine: Int? {
        didSet {
            setNeedsDisplay()
            onLinesChanged?()
        }
    }
    /// Told when the finished lines or the selection changed (the scene's accessible lines follow);
    /// set once by the scene.
    var onLinesChanged: (() -> Void)?
    /// Told which line was deleted, before ``onLinesChanged`` (the accessible lines after it keep
    /// standing for their lines); set once by the scene.
    var onLineDeleted: ((Int) -> Void)?
    /// Told when a finger starts a new line (the scene drops a tap's selection then); set once by the scene.
    var onLineBegan: (() -> Void)?

    static let lineWidth = 10.0
    static let finishedColor = Color.black
    static let inProgressColor = Color.red
    static let selectedColor = Color.green
    /// The predicted tail: the line's colour, faint.
    static let predictedColor = inProgressColor.withAlpha(0.3)

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "canvas"
        backgroundColor = .white
        wantsPredictedTouches = true
    }

    var lineCount: Int { finishedLines.count }
    var inProgressCount: Int { linesInProgress.count }
    /// Where the tail of the line of touch `id` ends, if it has one.
    func predictedEnd(ofTouch id: Int) -> Point? { predictedEnds[id] }
    /// The only line in progress and its touch's id, if exactly one is being drawn.
    var lineInProgress: (touch: Int, line: Line)? {
        linesInProgress.count == 1 ? linesInProgress.first.map { (touch: $0.key, line: $0.value) } : nil
    }

    func line(at index: Int) -> Line? {
        finishedLines.indices.contains(index) ? finishedLines[index] : nil
    }

    /// The first finished line within `distance` of `point` (the seed's `lineAtPoint:`).
    func lineIndex(near point: Point, within distance: Double = DrawScene.selectionDistance) -> Int? {
        finishedLines.firstIndex { $0.isNear(point, within: distance) }
    }

    /// Adds a finished line (the keyboard's).
    func addLine(_ line: Line) {
        finishedLines.append(line)
        setNeedsDisplay()
        onLinesChanged?()
    }

    func clear() {
        defer { onLinesChanged?() }
        finishedLines.removeAll()
        linesInProgress.removeAll()
        predictedEnds.removeAll()
        selectedLine = nil
        setNeedsDisplay()
    }

    func deleteLine(at index: Int) {
        guard finishedLines.indices.contains(index) else { return }
        finishedLines.remove(at: index)
        onLineDeleted?(index)
        selectedLine = nil
        onLinesChanged?()
    }

    func moveLine(at index: Int, by offset: Vector) {
        guard finishedLines.indices.contains(index) else { return }
        finishedLines[index] = finishedLines[index].moved(by: offset)
        setNeedsDisplay()
        onLinesChanged?()
    }

    /// Drops the lines still being drawn (a long press took the finger to select instead).
    func abandonLinesInProgress() {
        linesInProgress.removeAll()
        predictedEnds.removeAll()
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
        for touch in touches where linesInProgress[touch.id] != nil {
            linesInProgress[touch.id]?.end = touch.location(in: self)
            predictedEnds[touch.id] = event.predictedTouches(for: touch).last?.location(in: self)
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            predictedEnds.removeValue(forKey: touch.id)
            guard var line = linesInProgress.removeValue(forKey: touch.id) else { continue }
            line.end = touch.location(in: self)
            finishedLines.append(line)
        }
        setNeedsDisplay()
        onLinesChanged?()
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            linesInProgress.removeValue(forKey: touch.id)
            predictedEnds.removeValue(forKey: touch.id)
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(in context: DrawingContext) {
        for (index, line) in finishedLines.enumerated() {
            let color = index == selectedLine ? Self.selectedColor : Self.finishedColor
            context.strokeLine(through: [line.begin, line.end], width: Self.lineWidth, color: color, cap: .round)
        }
        let inProgress = linesInProgress.sorted {
            ($0.value.begin.x, $0.value.begin.y) < ($1.value.begin.x, $1.value.begin.y)
        }
        for (id, line) in inProgress {
            if let predicted = predictedEnds[id] {
                context.strokeLine(
                    through: [line.end, predicted], width: Self.lineWidth, color: Self.predictedColor, cap: .butt)
            }
            context.strokeLine(
                through: [line.begin, line.end], width: Self.lineWidth, color: Self.inProgressColor, cap: .round)
        }
    }
}
