/// Recognizes the pointer over a view, as UIKit's `UIHoverGestureRecognizer`: it begins when the
/// pointer comes over the view (its hit shape, in front of everything else that takes input),
/// changes as it moves there, and ends when it leaves the view or the window, or the view goes.
/// Continuous; it takes no touches, so it never competes with the recognizers that do, and a
/// pressed button does not stop it (the pointer is still over the view while it drags it).
///
/// ```swift
/// let hover = HoverGestureRecognizer { hover in
///     photo.borderWidth = hover.state == .ended ? 2 : 4
///     print(hover.location(in: photo))
/// }
/// photo.addGestureRecognizer(hover)
/// ```
open class HoverGestureRecognizer: GestureRecognizer {
    /// The pointer in window coordinates, as last seen over the view.
    private var pointer = Point.zero
    /// What may hover for this recognizer: the mouse and a pen's either end, unless the app
    /// narrows it (a canvas that marks where a pen would touch takes only pens).
    public var hoveringKinds: Set<InputKind> = [.mouse, .pen, .eraser]
    /// A hovering pen's axes (its ``PenAxes/distance`` above the screen, its tilt); nil for the mouse.
    public private(set) var pen: PenAxes?

    /// A hover recognizer calling `action` as the pointer enters, moves over and leaves the view.
    public init(action: ((HoverGestureRecognizer) -> Void)? = nil) {
        super.init()
        // No touch of any kind: touches go to the recognizers that compete for them.
        allowedTouchKinds = []
        if let action { addAction(action) }
    }

    /// Where the pointer is, in `view`'s coordinates (the window's when nil).
    public override func location(in view: View?) -> Point {
        view?.convertFromWindow(pointer) ?? pointer
    }

    /// The pointer is over the view at `point` (window coordinates): began, then changed.
    func pointerMoved(to point: Point, kind: InputKind, pen: PenAxes?, in window: Window) {
        let moved = point != pointer || kind != inputKind || pen != self.pen
        pointer = point
        inputKind = kind
        self.pen = pen
        switch arenaEntry.committedState {
        case .possible: move(to: .began, in: window)
        case .began, .changed: if moved { move(to: .changed, in: window) }
        default: break
        }
    }

    /// The pointer left the view (or the window): ended, and ready for the next visit.
    func pointerLeft(in window: Window) {
        guard arenaEntry.committedState.isInProgress else { return }
        move(to: .ended, in: window)
        performReset()
    }

    /// Hovering is nobody's contest: the state changes at once, the actions and the window's
    /// observers hear it as they hear every other recognizer.
    private func move(to state: State, in window: Window) {
        arenaEntry.committedState = state
        window.recognizerDidChange(self)
    }
}
