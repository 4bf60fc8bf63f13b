import Glibc

/// Why the Wayland shell could not start or had to stop. Each reads as one clear sentence for
/// the command line, and says whose trouble it is (``cause``); the command line turns that into
/// an exit status.
///
/// ```swift
/// do { try loop.run() } catch let error as ShellError { print("gesture-canvas: \(error)"); exit(1) }
/// ```
public enum ShellError: Error, CustomStringConvertible, Equatable {
    /// No compositor answered: `name` is the display that was tried, `fromEnvironment` whether
    /// it came from `WAYLAND_DISPLAY`, `reason` the system's error text.
    case noDisplay(name: String, fromEnvironment: Bool, reason: String)
    /// `WAYLAND_SOCKET` is set to `value`, which is no connected socket: `problem` says what it
    /// is instead ("which is a regular file, not a socket").
    case badWaylandSocket(value: String, problem: String)
    /// The compositor lacks a global the window needs (`wl_compositor`, `wl_shm`, `xdg_wm_base`).
    case missingGlobal(String)
    /// The connection ended: the socket closed, or the compositor posted a protocol error.
    case connectionLost(String)
    /// Shared memory for a buffer could not be made (memfd, ftruncate or mmap failed).
    case sharedMemory(String)
    /// The event loop could not watch its descriptors (signalfd or poll failed).
    case eventLoop(String)
    /// The compositor accepted the connection but did not answer within `seconds` (a hung
    /// compositor, or a socket that something else listens on).
    case noAnswer(seconds: Double)
    /// The compositor answered, but did not send a window its first configure within `seconds`:
    /// it will not let the window show.
    case notConfigured(seconds: Double)

    public var description: String {
        switch self {
        case .noDisplay(let name, let fromEnvironment, let reason):
            "cannot connect to the Wayland display '\(name)'\(fromEnvironment ? " (WAYLAND_DISPLAY)" : ""): \(reason)"
        case .badWaylandSocket(let value, let problem):
            "cannot connect through WAYLAND_SOCKET=\(WaylandSocketVariable.quoted(value)), \(problem): "
                + "unset it to connect through WAYLAND_DISPLAY"
        case .missingGlobal(let interface):
            "the compositor does not offer \(interface), which is needed to show a window"
        case .connectionLost(let reason):
            "lost the connection to the compositor: \(reason)"
        case .sharedMemory(let reason):
            "cannot make shared memory for the window's pixels: \(reason)"
        case .eventLoop(let reason):
            "the event loop cannot run: \(reason)"
        case .noAnswer(let seconds):
            "the compositor accepted the connection but did not answer within \(seconds.formatted()) seconds"
        case .notConfigured(let seconds):
            "the compositor answered but did not configure the window within \(seconds.formatted()) seconds "
                + "(no xdg_surface.configure), so the window cannot be shown"
        }
    }

    /// Whose trouble an error is: what a supervisor needs to know to decide whether starting the
    /// program again can help.
    public enum Cause: Sendable {
        /// This machine failed the program (memory, descriptors).
        case local
        /// No compositor is there to connect to (or none through `WAYLAND_SOCKET`).
        case noCompositor
        /// The compositor went away or broke the protocol: one may come back.
        case compositorGone
        /// This compositor cannot show the window: it lacks a global, never answers, or never
        /// configures the window. Starting again will not help.
        case compositorUnsuitable
    }

    /// Whose trouble this error is.
    public var cause: Cause {
        switch self {
        case .noDisplay, .badWaylandSocket: .noCompositor
        case .connectionLost: .compositorGone
        case .missingGlobal, .noAnswer, .notConfigured: .compositorUnsuitable
        case .sharedMemory, .eventLoop: .local
        }
    }
}

extension Double {
    /// "5" for whole numbers, "2.5" otherwise: durations in one sentence.
    fileprivate func formatted() -> String {
        rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}

/// The system's text for an errno value ("Broken pipe").
func systemError(_ number: Int32) -> String {
    String(cString: strerror(number))
}
