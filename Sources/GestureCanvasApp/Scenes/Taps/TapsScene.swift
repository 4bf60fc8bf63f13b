import GestureKit

/// Seed 004's tap and swipe demos: single to quadruple taps chained with require-to-fail, each
/// showing its label for 2 s; a two-finger tap; horizontal and vertical swipes with one to five
/// fingers; and a pad that detects swipes by itself in its responder methods.
///
/// Names: views `root`, `singleLabel`, `doubleLabel`, `tripleLabel`, `quadrupleLabel`,
/// `twoFingerLabel`, `swipeLabel`, `swipePad`, `padLabel`, `hint`; recognizers on `root`: `singleTap`,
/// `doubleTap`, `tripleTap`, `quadrupleTap`, `twoFingerTap`, `horizontalSwipe1`…`horizontalSwipe5`,
/// `verticalSwipe1`…`verticalSwipe5`.
public final class TapsScene: Scene {
    public let name = "taps"
    public let root: View = SceneRootView(background: Color(hex: 0xF2F2F7))
    let tapLabels: [MessageLabel]
    let twoFingerLabel = MessageLabel(name: "twoFingerLabel")
    let swipeLabel = MessageLabel(name: "swipeLabel")
    let swipePad = SwipePadView(frame: .zero)
    let padLabel = MessageLabel(name: "padLabel", font: Font(size: 17))
    let padCaption = Label(text: "Swipe here: this pad watches its own touches")
    /// What to do here, where the labels show once something fires: without it the first screen
    /// has an empty top third (issue 25).
    let hint = SceneHint(text: "Tap one to four times, tap with two fingers, or swipe with one to five fingers")
    private let padFilter = PadFilter()

    static let tapNames = ["single", "double", "triple", "quadruple"]
    /// The seed's `descriptionForTouchCount:`.
    static let countWords = ["Single", "Double", "Triple", "Quadruple", "Quintuple"]

    public init() {
        tapLabels = Self.tapNames.map { MessageLabel(name: "\($0)Label") }
        // A phone's width wraps it to three lines.
        hint.numberOfLines = 3
        root.addSubview(hint)
        for label in tapLabels + [twoFingerLabel, swipeLabel] {
            root.addSubview(label)
            label.onTextChange = { [unowned self] in
                hint.isHidden = (tapLabels + [twoFingerLabel, swipeLabel]).contains { !$0.text.isEmpty }
            }
        }
        root.addSubview(swipePad)
        swipePad.addSubview(padCaption)
        swipePad.addSubview(padLabel)
        padCaption.font = Font(size: 13)
        padCaption.textColor = Color(hex: 0x8E8E93)
        padCaption.textAlignment = .center
        padCaption.numberOfLines = 2
        // The pad's message has the pad's height: in a narrow window it wraps.
        padLabel.numberOfLines = 0
        padLabel.lineBreakMode = .byWordWrapping
        padFilter.pad = swipePad
        swipePad.onSwipe = { [unowned self] horizontal in
            padLabel.show(horizontal ? "Horizontal swipe detected" : "Vertical swipe detected")
        }
        attachTaps()
        attachSwipes()
        makeAccessible()
    }

    public func layout() {
        let bounds = root.bounds
        let rowHeight = 40.0
        let rows = tapLabels + [twoFingerLabel, swipeLabel]
        let rowsHeight = Double(rows.count) * (rowHeight + 8)
        let padWidth = bounds.width * 0.6
        // The labels and the pad together in the middle of the scene, so neither the top nor the
        // bottom is left empty (issue 25). Portrait (a phone, a panel on its side): a square pad;
        // landscape: a band a third of the height, at least 80 points.
        let room = bounds.height - rowsHeight - 20 - 60
        let padHeight =
            bounds.height > bounds.width
            ? max(80, min(padWidth, room)) : max(80, min(bounds.height / 3, room))
        // The hint stands where the first label shows, in its place until a label fires; what is
        // drawn is centred, from the top of the hint's text (a line inside its 40-point row) to
        // the foot of the pad.
        let hintHeight = hint.sizeThatFits(Size(width: max(bounds.width - 40, 0), height: .infinity)).height
        let inset = max(0, (rowHeight - hintHeight) / 2)
        let top = max(30, (bounds.height - (rowsHeight + 20 + padHeight) - inset) / 2)
        for (index, label) in rows.enumerated() {
            label.frame = Rect(
                x: 20, y: top + Double(index) * (rowHeight + 8), width: bounds.width - 40, height: rowHeight)
        }
        hint.frame = Rect(x: 20, y: top, width: bounds.width - 40, height: max(rowHeight, hintHeight))
        swipePad.frame = Rect(x: bounds.width * 0.2, y: top + rowsHeight + 20, width: padWidth, height: padHeight)
        padLabel.frame = Rect(x: 0, y: 0, width: swipePad.bounds.width, height: swipePad.bounds.height)
        // The caption wraps to a second line in a narrow pad, its top where it was.
        let captionWidth = max(swipePad.bounds.width - 16, 0)
        let captionHeight = padCaption.sizeThatFits(Size(width: captionWidth, height: .infinity)).height
        padCaption.frame = Rect(x: 8, y: 8, width: captionWidth, height: max(captionHeight, 20))
    }

    private func attachTaps() {
        var previous: TapGestureRecognizer?
        for (index, name) in Self.tapNames.enumerated() {
            let label = tapLabels[index]
            let message = "\(Self.countWords[index]) Tap Detected"
            let tap = TapGestureRecognizer(taps: index + 1) { _ in label.show(message) }
            tap.name = "\(name)Tap"
            tap.delegate = padFilter
            root.addGestureRecognizer(tap)
            // Each count waits for the next one to fail: exactly one label per series of taps.
            previous?.require(toFail: tap)
            previous = tap
        }
        let twoFingerTap = TapGestureRecognizer(touches: 2) { [unowned self] _ in twoFingerLabel.show("Two-finger tap")
        }
        twoFingerTap.name = "twoFingerTap"
        twoFingerTap.delegate = padFilter
        root.addGestureRecognizer(twoFingerTap)
    }

    private func attachSwipes() {
        for fingers in 1...5 {
            for (direction, axis) in [(SwipeDirection.horizontal, "horizontal"), (.vertical, "vertical")] {
                let message = "\(Self.countWords[fingers - 1]) \(axis) swipe"
                let swipe = SwipeGestureRecognizer(direction: direction, touches: fingers) { [unowned self] _ in
                    swipeLabel.show(message)
                }
                swipe.name = "\(axis)Swipe\(fingers)"
                swipe.delegate = padFilter
                root.addGestureRecognizer(swipe)
            }
        }
    }
}

/// Keeps the root's recognizers away from the pad, so the pad's own detector sees its touches.
private final class PadFilter: GestureRecognizerDelegate {
    weak var pad: View?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let pad, let view = touch.view else { return true }
        return !view.isDescendant(of: pad)
    }
}
