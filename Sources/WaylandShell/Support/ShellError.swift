import Glibc

/// Why the Wayland shell could not start or had to stop. Each reads as one clear sentence for
/// the command line.
///
/// ```swift
/// do { try loop.run() } catch let error as ShellError { print("gesture-canvas: \(error)"); exit(1) }
/// ```
public enum ShellError: Error, CustomStringConvertible, Equatable {
    /// No compositor answered: `name` is the display that was tried, `fromEnvironment` whether
    /// it came from `WAYLAND_DISPLAY`, `reason` the system's error text.
    case noDisplay(name: String, fromEnvironment: Bool, reason: String)
    /// The compositor lacks a global the window needs (`wl_compositor`, `wl_shm`, `xdg_wm_base`).
    case missingGlobal(String)
    /// The connection ended: the socket closed, or the compositor posted a protocol error.
    case connectionLost(String)
    /// Shared memory for a buffer could not be made (memfd, ftruncate or mmap failed).
    case sharedMemory(String)
    /// The event loop could not watch its descriptors (signalfd or poll failed).
    case eventLoop(String)

    public var description: String {
        switch self {
        case .noDisplay(let name, let fromEnvironment, let reason):
            "cannot connect to the Wayland display '\(name)'\(fromEnvironment ? " (WAYLAND_DISPLAY)" : ""): \(reason)"
        case .missingGlobal(let interface):
            "the compositor does not offer \(interface), which GestureCanvas needs to show a window"
        case .connectionLost(let reason):
            "lost the connection to the compositor: \(reason)"
        case .sharedMemory(let reason):
            "cannot make shared memory for the window's pixels: \(reason)"
        case .eventLoop(let reason):
            "the event loop cannot run: \(reason)"
        }
    }
}

/// The system's text for an errno value ("Broken pipe").
func systemError(_ number: Int32) -> String {
    String(cString: strerror(number))
}
