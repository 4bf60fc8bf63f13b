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
    /// Told where a pen touched with its barrel button held (the scene selects the line there
    /// instead of drawing); set once by the scene.
    var onBarrelPress: ((Point) -> Void)?
    /// Where a hovering pen would touch (and whether it is the eraser end), nil when none hovers.
    var hoverMarker: (point: Point, eraser: Bool)? { didSet { setNeedsDisplay() } }
    /// Eraser touches down now, by touch id.
    private var erasers: Set<Int> = []

    /// Points around the eraser's tip within which it takes a line away.
    static let eraserRadius = 10.0

    static let lineWidth = 10.0
    static let finishedColor = Color.black
    static let inProgressColor = Color.red
    static let selectedColor = Color.green
    /// The predicted tail: the line's colour, faint.
    static let predictedColor = inProgressColor.withAlpha(0.3)
    /// The hovering pen's ring: a mid gray, visible on white and over black ink.
    static let hoverColor = Color(hex: 0x8E8E93)

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
        var began = false
        for touch in touches {
            switch touch.kind {
            case .eraser:
                erasers.insert(touch.id)
                erase(along: [touch.location(in: self)])
                continue
            case .pen where touch.pen?.buttons.contains(.primary) == true:
                onBarrelPress?(touch.location(in: self))
                continue
            case .pen:
                let start = Ink.Sample(point: touch.location(in: self), pressure: touch.force)
                var line = Line(begin: start.point, end: start.point)
                line.ink = Ink(first: start)
                linesInProgress[touch.id] = line
                began = true
                continue
            default:
                began = true
            }
            // Where the finger landed: the double tap may hold `touchesBegan` back until it fails.
            linesInProgress[touch.id] = Line(begin: touch.startLocation(in: self), end: touch.location(in: self))
        }
        if began { onLineBegan?() }
        setNeedsDisplay()
    }

    /// Adds every report of a pen's move to its ink (coalesced touches: a display frame may fold
    /// several, each with its own pressure), or erases along an eraser's.
    private func follow(_ touch: Touch, in event: TouchEvent) {
        // Nothing new without a report: a lift has none (and no pressure), and must not thin the
        // line's end to a hairline.
        let reports = event.coalescedTouches(for: touch)
        guard !reports.isEmpty else { return }
        let samples = reports.map {
            Ink.Sample(point: $0.location(in: self), pressure: $0.pen?.pressure ?? touch.force)
        }
        if erasers.contains(touch.id) {
            erase(along: samples.map(\.point))
        } else if var line = linesInProgress[touch.id], var ink = line.ink {
            samples.forEach { ink.add($0) }
            line.ink = ink
            line.end = samples.last?.point ?? line.end
            linesInProgress[touch.id] = line
        }
    }

    /// Takes away every finished line the eraser's path comes within ``eraserRadius`` of.
    private func erase(along points: [Point]) {
        let before = finishedLines.count
        finishedLines.removeAll { line in
            points.contains { line.distance(to: $0) <= Self.eraserRadius + (line.ink == nil ? Self.lineWidth / 2 : 0) }
        }
        if finishedLines.count != before {
            selectedLine = nil
            setNeedsDisplay()
        }
    }

    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches where touch.kind.isPen {
            follow(touch, in: event)
        }
        for touch in touches where linesInProgress[touch.id] != nil && !touch.kind.isPen {
            linesInProgress[touch.id]?.end = touch.location(in: self)
            predictedEnds[touch.id] = event.predictedTouches(for: touch).last?.location(in: self)
        }
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            predictedEnds.removeValue(forKey: touch.id)
            if touch.kind.isPen { follow(touch, in: event) }
            erasers.remove(touch.id)
            guard var line = linesInProgress.removeValue(forKey: touch.id) else { continue }
            if line.ink == nil { line.end = touch.location(in: self) }
            finishedLines.append(line)
        }
        setNeedsDisplay()
        onLinesChanged?()
    }

    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        for touch in touches {
            linesInProgress.removeValue(forKey: touch.id)
            predictedEnds.removeValue(forKey: touch.id)
            erasers.remove(touch.id)
        }
        setNeedsDisplay()
    }

    // MARK: Drawing

    override func draw(in context: DrawingContext) {
        for (index, line) in finishedLines.enumerated() {
            let color = index == selectedLine ? Self.selectedColor : Self.finishedColor
            if let ink = line.ink {
                context.fill(ink.outline(), with: color)
            } else {
                context.strokeLine(through: [line.begin, line.end], width: Self.lineWidth, color: color, cap: .round)
            }
        }
        let inProgress = linesInProgress.sorted {
            ($0.value.begin.x, $0.value.begin.y) < ($1.value.begin.x, $1.value.begin.y)
        }
        for (id, line) in inProgress {
            if let ink = line.ink {
                // Ink is ink from the first report: no colour change when the pen lifts.
                context.fill(ink.outline(), with: Self.finishedColor)
                continue
            }
            if let predicted = predictedEnds[id] {
                context.strokeLine(
                    through: [line.end, predicted], width: Self.lineWidth, color: Self.predictedColor, cap: .butt)
            }
            context.strokeLine(
                through: [line.begin, line.end], width: Self.lineWidth, color: Self.inProgressColor, cap: .round)
        }
        if let marker = hoverMarker {
            // Where the pen would touch: a ring as wide as a firm line, or the eraser's reach.
            let radius = marker.eraser ? Self.eraserRadius : Ink.widest / 2
            let ring = Rect(center: marker.point, size: Size(width: radius * 2, height: radius * 2))
            context.strokeEllipse(in: ring, width: 1.5, color: Self.hoverColor)
        }
    }
}
