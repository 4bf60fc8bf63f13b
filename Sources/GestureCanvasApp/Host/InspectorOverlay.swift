import GestureKit

/// The touch inspector: drawn over the scene, it shows every live touch with its id and trail,
/// the recognizers receiving each touch with their states, and the latest decisions between
/// recognizers (who waited for whom, who cancelled whom). It answers "why didn't my gesture fire?".
///
/// It takes no touches itself; it watches the window's touch events and action calls.
final class InspectorOverlay: View {
    /// Seconds of trail kept behind each finger.
    static let trailDuration = 1.0
    static let touchRadius = 22.0
    /// Room for a row of three recognizer states in 12-point text (three swipes' states take 440
    /// points); a longer line ends with an ellipsis.
    static let panelWidth = 500.0
    static let lineHeight = 17.0

    /// Where each live finger has been in the last ``trailDuration``, by touch id.
    private(set) var trails: [Int: [(time: Double, point: Point)]] = [:]
    /// The latest action calls, formatted when drawn: a hidden inspector watches every event
    /// of a gesture, and formatting each cost a tenth of the app's CPU during a pinch.
    private var recentActions: [(time: Double, label: String, state: String)] = []
    /// The live touches of the latest event, described when drawn.
    private var lastTouches: [Touch] = []
    /// The touchpad gesture in progress and its finger count (a hold has no touches to show).
    var touchpadGesture: TouchpadGesture? {
        didSet { if !isHidden { setNeedsDisplay() } }
    }

    init() {
        super.init(frame: .zero)
        name = "inspector"
        isUserInteractionEnabled = false
    }

    /// Starts watching `window`.
    func observe(_ window: Window) {
        window.addTouchObserver { [weak self] event in self?.record(event) }
        window.addActionObserver { [weak self, unowned window] recognizer in
            guard let self, !Self.isInspectorOwn(recognizer.label) else { return }
            recentActions.append((window.scheduler.now, recognizer.label, recognizer.state.rawValue))
            if recentActions.count > 6 { recentActions.removeFirst() }
            if !isHidden { setNeedsDisplay() }
        }
    }

    /// Drops what was recorded before it was hidden: shown again, it starts from the next event.
    func forgetTouches() {
        trails.removeAll()
        lastTouches.removeAll()
    }

    private func record(_ event: TouchEvent) {
        // Hidden, it keeps nothing: recording every event's trails took 3.5 % of the app's CPU in
        // the glass bench's drag, for an inspector nobody had opened.
        guard !isHidden else { return }
        let now = event.timestamp
        for touch in event.allTouches {
            trails[touch.id, default: []].append((now, touch.location(in: nil)))
        }
        let live = Set(event.allTouches.filter { !$0.phase.isFinished }.map(\.id))
        for id in trails.keys where !live.contains(id) { trails.removeValue(forKey: id) }
        for id in trails.keys { trails[id]?.removeAll { now - $0.time > Self.trailDuration } }
        lastTouches = event.allTouches.filter { !$0.phase.isFinished }
        if !isHidden { setNeedsDisplay() }
    }

    /// A touch and its recognizers, three to a line so the panel stays narrow; a pen's pressure
    /// and tilt under its heading, and a palm said as such.
    static func describe(_ touch: Touch) -> [String] {
        let recognizers = touch.gestureRecognizers.filter { !isInspectorOwn($0.label) }.map { recognizer -> String in
            let state = recognizer.isWaitingForFailures ? "waiting" : recognizer.state.rawValue
            return "\(recognizer.name ?? "?")=\(state)"
        }
        let point = touch.location(in: nil)
        let heading =
            "#\(touch.id) \(touch.kind.rawValue) at (\(whole(point.x)), \(whole(point.y))) on \(touch.view?.name ?? "?")"
        let rows = stride(from: 0, to: recognizers.count, by: 3).map {
            "    " + recognizers[$0..<min($0 + 3, recognizers.count)].joined(separator: "  ")
        }
        var axes: [String] = []
        if let pen = touch.pen {
            let altitude = Int((touch.altitude * 180 / .pi).rounded())
            axes.append(
                "    pressure \(hundredths(pen.pressure))  tilt \(whole(pen.tilt.x))°, \(whole(pen.tilt.y))°"
                    + "  altitude \(altitude)°" + (pen.buttons.isEmpty ? "" : "  barrel"))
        }
        if touch.isRejectedAsPalm { axes.append("    palm (a pen is near)") }
        return [heading] + axes + (rows.isEmpty ? ["    no recognizer"] : rows)
    }

    static func hundredths(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// The inspector's own three-finger press takes part in every touch; it is not what a person
    /// debugging a scene is looking for.
    static func isInspectorOwn(_ label: String) -> Bool {
        label.hasSuffix(".inspectorPress")
    }

    /// A coordinate to the point. Input is range-checked where it enters, but a location is a
    /// sum (a touchpad pinch's fingers add up every delta), so this never converts a value an
    /// `Int` cannot hold.
    static func whole(_ value: Double) -> String {
        guard let rounded = Int(exactly: value.rounded()) else { return InputLimits.describe(value) }
        return String(rounded)
    }

    /// Seconds to the millisecond, as `12.345`; a time too large for whole milliseconds in an
    /// `Int` (never from a checked trace, see ``InputLimits/time``) is written as it is.
    static func format(_ time: Double) -> String {
        guard let millis = Int(exactly: (time * 1000).rounded()), millis >= 0 else {
            return InputLimits.describe(time)
        }
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// The live touches, after the touchpad gesture that made some of them, if any.
    private var touchLines: [String] {
        let touchpad = touchpadGesture.map { ["touchpad \($0)"] } ?? []
        let lines = touchpad + lastTouches.flatMap(Self.describe)
        return lines.isEmpty ? ["none"] : lines
    }

    override func draw(in context: DrawingContext) {
        let accent = Color(hex: 0xFF2D55)
        for (id, trail) in trails.sorted(by: { $0.key < $1.key }) {
            let points = trail.map { convert($0.point, from: nil) }
            if points.count > 1 {
                context.strokeLine(through: points, width: 3, color: accent.withAlpha(0.6), cap: .round)
            }
            guard let last = points.last else { continue }
            let ring = Rect(center: last, size: Size(width: 2 * Self.touchRadius, height: 2 * Self.touchRadius))
            context.fillEllipse(in: ring, with: accent.withAlpha(0.25))
            context.strokeEllipse(in: ring, width: 2, color: accent)
            context.draw(
                "#\(id)", in: Rect(x: last.x - 40, y: last.y - Self.touchRadius - 20, width: 80, height: 18),
                font: Font(size: 14, bold: true), color: accent, alignment: .center)
        }
        let decisions = (window?.arbitrationLog ?? []).filter { !Self.isInspectorOwn($0.subject) }.suffix(6)
            .map { "\(Self.format($0.time)) \($0)" }
        let sections: [(String, [String])] = [
            ("Touches", touchLines),
            (
                "Actions",
                recentActions.isEmpty
                    ? ["none yet"] : recentActions.map { "\(Self.format($0.time)) \($0.label) \($0.state)" }
            ),
            ("Decisions", decisions.isEmpty ? ["none yet"] : decisions),
        ]
        let lineCount = sections.reduce(0) { $0 + 1 + $1.1.count }
        let panel = Rect(
            x: bounds.width - Self.panelWidth - 12, y: 12, width: Self.panelWidth,
            height: Double(lineCount) * Self.lineHeight + 16)
        context.fill(panel, cornerRadius: 10, with: Color(hex: 0x000000, alpha: 0.72))
        var y = panel.minY + 8
        for (title, lines) in sections {
            context.draw(
                title, in: Rect(x: panel.minX + 10, y: y, width: panel.width - 20, height: Self.lineHeight),
                font: Font(size: 13, bold: true), color: Color(hex: 0xFFD60A), alignment: .left)
            y += Self.lineHeight
            for line in lines {
                context.draw(
                    line, in: Rect(x: panel.minX + 16, y: y, width: panel.width - 26, height: Self.lineHeight),
                    font: Font(size: 12), color: .white, alignment: .left)
                y += Self.lineHeight
            }
        }
    }
}
