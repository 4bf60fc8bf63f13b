import GestureKit

/// Records every action call in a window: which recognizer, in which state, at what time, in
/// order — what a test asserts after driving the window with ``SyntheticInput``.
///
/// ```swift
/// let log = ActionLog(window)
/// input.taps(2, at: Point(x: 150, y: 150))
/// #expect(log.calls == ["doubleTap:ended"])
/// ```
public final class ActionLog {
    /// One action call.
    public struct Entry: Equatable, CustomStringConvertible, Sendable {
        /// The recognizer's name, or its type's when it has none.
        public let name: String
        /// The recognizer's state at the call.
        public let state: GestureRecognizer.State
        /// The window's clock at the call.
        public let time: Double
        public var description: String { "\(name):\(state.rawValue)@\(time)" }
    }

    /// Every call so far, in order.
    public private(set) var entries: [Entry] = []

    /// Starts recording the action calls of every recognizer in `window`.
    public init(_ window: Window) {
        window.addActionObserver { [unowned self, unowned window] recognizer in
            entries.append(
                Entry(
                    name: recognizer.name ?? "\(type(of: recognizer))", state: recognizer.state,
                    time: window.scheduler.now))
        }
    }

    /// "name:state" for every call, in order.
    public var calls: [String] { entries.map { "\($0.name):\($0.state.rawValue)" } }

    /// The states the recognizer named `name` was in at its calls, in order.
    public func states(of name: String) -> [GestureRecognizer.State] {
        entries.filter { $0.name == name }.map(\.state)
    }

    /// Forgets the calls so far.
    public func clear() { entries.removeAll() }
}
