import CompositorHarness
import Foundation
import Testing

/// A real, installed Wayland client that lists a compositor's globals and seat: wayland-info
/// (package wayland-utils), else weston-info (package weston, deprecated but still in weston 10).
/// A test that needs one and finds neither is cancelled as skipped, visibly.
func waylandInfoCommand(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    for program in ["wayland-info", "weston-info"] where isInstalled(program) { return [program] }
    let line = "skipped: neither wayland-info (package wayland-utils) nor weston-info is installed"
    print(line)
    try Test.cancel(Comment(rawValue: line), sourceLocation: sourceLocation)
}

/// Whether `program` is an executable file in `PATH`.
func isInstalled(_ program: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
}
