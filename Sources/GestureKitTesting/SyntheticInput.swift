import GestureKit
import Testing

/// Drives a window with synthetic touches on a manual clock, as a compositor would: every
/// change goes through a `TouchFrameAssembler` and reaches the window at its frame.
///
/// Whole gestures end as a person's do, fingers lifted: ``tap(at:fingers:)``,
/// ``drag(from:to:duration:steps:)``, ``pinch(at:scale:rotation:distance:duration:steps:)``,
/// ``swipe(_:at:distance:duration:fingers:)``, ``stroke(through:duration:)`` and the rest. For
/// anything else, put a ``Finger`` down and move and lift it yourself. Time passes only through
/// ``advance(by:)``, which moves the window as its display would.
///
/// A finger still down when the input and its fingers are released is reported as an issue of
/// the running test: a finger left down holds its recognizers in progress and makes the next
/// gesture start in an odd place, so a test must lift it (or ``cancel()``) on purpose.
///
/// ```swift
/// let input = SyntheticInput(window)
/// input.drag(from: Point(x: 10, y: 10), to: Point(x: 160, y: 10))
/// let finger = input.finger(at: Point(x: 10, y: 10))
/// input.advance(by: Defaults.longPressMinimumDuration)
/// finger.lift()
/// ```
public final class SyntheticInput {
    /// The window the touches go to.
    public let window: Window
    /// The input's clock: the time of the next change (moved by ``advance(by:)``).
    public private(set) var time: Double
    private var assembler: TouchFrameAssembler
    private var nextID: Int32 = 0
    private var batchDepth = 0
    /// The ids of the fingers down now.
    public private(set) var fingersDown: Set<Int32> = []
    /// Whether a finger still down when the input goes is an issue of the running test (true);
    /// false for a test about exactly that, such as a window closed under a finger.
    public var reportsFingersLeftDown = true
    /// Rule-breaking input the assembler coped with (a motion of a finger not down, …).
    public private(set) var anomalies: [InputAnomaly] = []
    /// Where the input was made, for the report of a finger left down.
    private let origin: SourceLocation

    /// The display's frame interval while ``advance(by:)`` runs animations: 60 Hz, as most
    /// screens refresh.
    public static let frameInterval = 1.0 / 60

    /// Input for `window` from a device of `kind` (a touchscreen by default), starting at the
    /// window's clock.
    public init(_ window: Window, kind: InputKind = .finger, sourceLocation: SourceLocation = #_sourceLocation) {
        self.window = window
        self.time = window.scheduler.now
        self.assembler = TouchFrameAssembler(kind: kind)
        origin = sourceLocation
        assembler.onAnomaly = { [unowned self] in self.anomalies.append($0) }
    }

    deinit {
        guard reportsFingersLeftDown, !fingersDown.isEmpty else { return }
        let ids = fingersDown.sorted().map(String.init).joined(separator: ", ")
        let fingers = fingersDown.count == 1 ? "a finger was" : "\(fingersDown.count) fingers were"
        let message =
            "\(fingers) left down (id \(ids)): lift every finger (Finger.lift(), SyntheticInput.cancel()) "
            + "or use a gesture that ends, such as drag(from:to:)"
        Issue.record(Comment(rawValue: message), sourceLocation: origin)
    }

    /// Lets `seconds` pass as they would on screen: the window's clock moves through
    /// `Window.advance(to:steppingAnimations:)`, timers due on the way fire at their own deadlines
    /// (long presses, multi-tap windows, require-to-fail timeouts), and while something animates
    /// it takes a step at every display frame (``frameInterval``).
    public func advance(by seconds: Double) {
        let end = time + max(0, seconds)
        while window.animator.isAnimating, time + Self.frameInterval < end {
            time += Self.frameInterval
            window.advance(to: time, steppingAnimations: true)
        }
        time = end
        window.advance(to: time, steppingAnimations: true)
    }

    /// Puts a finger down (a frame of its own unless inside `simultaneously`); it stays down
    /// until ``Finger/lift()``.
    @discardableResult
    public func finger(at point: Point, major: Double? = nil) -> Finger {
        let id = nextID
        nextID += 1
        fingersDown.insert(id)
        assembler.down(id: id, at: point, time: time)
        if let major { assembler.shape(id: id, major: major) }
        flush()
        return Finger(input: self, id: id, location: point)
    }

    /// Two fingers landing together, in one frame.
    public func twoFingers(at first: Point, _ second: Point) -> (Finger, Finger) {
        var placed: [Finger] = []
        simultaneously {
            placed.append(finger(at: first))
            placed.append(finger(at: second))
        }
        return (placed[0], placed[1])
    }

    /// Groups the changes made in `body` into one frame.
    public func simultaneously(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        flush()
    }

    /// `wl_touch.cancel`: every finger is gone, its touches cancelled.
    public func cancel() {
        assembler.cancel()
        fingersDown.removeAll()
        window.cancelAllTouches(at: time)
    }

    func motion(_ id: Int32, to point: Point) {
        assembler.motion(id: id, to: point, time: time)
        flush()
    }

    func up(_ id: Int32) {
        fingersDown.remove(id)
        if let frame = assembler.up(id: id, time: time) {
            window.send(frame)
        } else {
            flush()
        }
    }

    private func flush() {
        guard batchDepth == 0, let frame = assembler.frame() else { return }
        window.send(frame)
    }
}
