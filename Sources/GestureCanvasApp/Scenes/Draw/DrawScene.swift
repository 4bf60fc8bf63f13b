import GestureKit

/// Seed 003 (`BNRDrawView`): fingers draw lines; a double tap clears; a tap selects the line under
/// it and offers "Delete"; a long press selects a line and a simultaneous pan drags it.
///
/// A pen draws ink whose width follows its pressure, its eraser end erases the lines it crosses,
/// a hovering pen shows where it would touch, and a pen touching with its barrel button held
/// selects the line there. Taps, long presses and the move are the fingers' (and the mouse's):
/// a pen pausing mid-stroke never selects. A palm resting while the pen is near draws nothing
/// (GestureKit's palm rejection: the canvas's recognizers take pens).
///
/// Names: views `root`, `canvas`, `menu`, `hint`; on `canvas` the recognizers `doubleTap`, `tap`,
/// `longPress`, `move`, `penHover`; on `menu` the recognizer `delete`.
public final class DrawScene: Scene, PlaysGestures {
    public let name = "draw"
    public let root: View = SceneRootView(background: .white)
    let canvas = DrawingView(frame: .zero)
    let menu = DeleteMenu()
    /// What to do here, until the first line (issue 25: the scene opened on a blank canvas).
    let hint = SceneHint(text: "Draw with your fingers · double-tap to clear")
    private let moveDelegate = MoveAlongsideEverything()
    private let fingersOnly = FingersOnly()
    /// The lines as a screen reader sees them (DrawScene+Keyboard).
    private(set) lazy var lineElements = LineElements(canvas: canvas)
    /// What performs the line actions (select, move, delete) as gestures (the host's).
    weak var gestures: GesturePlayer?

    /// Points from a line within which a touch selects it (the seed's 20).
    static let selectionDistance = 20.0

    public init() {
        root.addSubview(canvas)
        canvas.addSubview(menu)
        root.addSubview(hint)
        attachGestures()
        makeAccessible()
        canvas.onLinesChanged = { [unowned self] in lineElements.update() }
        canvas.onLineDeleted = { [unowned self] index in lineElements.removeElement(at: index) }
    }

    public func layout() {
        canvas.frame = root.bounds
        hint.frame = SceneHint.bottomFrame(in: root.bounds)
    }

    private func attachGestures() {
        let doubleTap = TapGestureRecognizer(taps: 2) { [unowned self] _ in
            canvas.clear()
            menu.isHidden = true
            hint.isHidden = false
        }
        doubleTap.name = "doubleTap"
        // The seed's fix for the red dot: the view does not see the touches of a double tap.
        doubleTap.delaysTouchesBegan = true
        doubleTap.delegate = fingersOnly
        canvas.addGestureRecognizer(doubleTap)

        let tap = TapGestureRecognizer { [unowned self] tap in select(at: tap.location(in: canvas), showingMenu: true) }
        tap.name = "tap"
        tap.delaysTouchesBegan = true
        tap.require(toFail: doubleTap)
        tap.delegate = fingersOnly
        canvas.addGestureRecognizer(tap)

        let longPress = LongPressGestureRecognizer { [unowned self] press in
            switch press.state {
            case .began:
                select(at: press.location(in: canvas), showingMenu: false)
                if canvas.selectedLine != nil { canvas.abandonLinesInProgress() }
            case .ended, .cancelled:
                canvas.selectedLine = nil
            default:
                break
            }
        }
        longPress.name = "longPress"
        longPress.delegate = fingersOnly
        canvas.addGestureRecognizer(longPress)

        // Only a line picked by a held finger moves: a line a tap selected stays put while
        // another finger draws.
        let move = PanGestureRecognizer { [unowned self, unowned longPress] pan in
            guard let selected = canvas.selectedLine, pan.state == .changed, longPress.state.isInProgress else {
                return
            }
            canvas.moveLine(at: selected, by: pan.translation(in: canvas))
            pan.setTranslation(.zero, in: canvas)
        }
        move.name = "move"
        move.cancelsTouchesInView = false
        move.delegate = moveDelegate
        canvas.addGestureRecognizer(move)

        let delete = TapGestureRecognizer { [unowned self] _ in
            if let selected = canvas.selectedLine { canvas.deleteLine(at: selected) }
            menu.isHidden = true
        }
        delete.name = "delete"
        menu.addGestureRecognizer(delete)

        // A new line deselects, and the menu goes with the selection.
        let penHover = HoverGestureRecognizer { [unowned self] hover in
            let hovering = hover.state == .began || hover.state == .changed
            canvas.hoverMarker = hovering ? (hover.location(in: canvas), hover.inputKind == .eraser) : nil
        }
        penHover.name = "penHover"
        penHover.hoveringKinds = [.pen, .eraser]
        canvas.addGestureRecognizer(penHover)

        canvas.onBarrelPress = { [unowned self] point in select(at: point, showingMenu: true) }

        canvas.onLineBegan = { [unowned self] in
            hint.isHidden = true
            guard !longPress.state.isInProgress else { return }
            canvas.selectedLine = nil
            menu.isHidden = true
        }
    }

    private func select(at point: Point, showingMenu: Bool) {
        canvas.selectedLine = canvas.lineIndex(near: point)
        if showingMenu, canvas.selectedLine != nil {
            menu.show(above: point, within: canvas.bounds)
        } else {
            menu.isHidden = true
        }
    }
}

/// Keeps pen touches from the seed's finger gestures: a pen draws, erases or (barrel held) selects.
/// Still taking pens as a kind, these recognizers never hear a palm while a pen is near.
private final class FingersOnly: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !touch.kind.isPen
    }
}

/// The seed's delegate: the move recognizer works alongside every other recognizer.
private final class MoveAlongsideEverything: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    {
        recognizer.name == "move"
    }
}
