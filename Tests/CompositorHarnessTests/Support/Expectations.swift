import CompositorHarness
import Foundation
import Glibc
import Testing

/// Stops `compositor` and checks that it ended as `expected`, no longer runs, and took its runtime
/// directory (with the scratch folder around it) away.
func expectStopsWithoutALeftover(
    _ compositor: Compositor, ending expected: Termination, sourceLocation: SourceLocation = #_sourceLocation
) {
    let runtime = compositor.runtimeDirectory
    let termination = compositor.stop()
    #expect(termination == expected, "\(termination): \(compositor.log)", sourceLocation: sourceLocation)
    #expect(!compositor.isRunning, sourceLocation: sourceLocation)
    #expect(!FileManager.default.fileExists(atPath: runtime), sourceLocation: sourceLocation)
}

/// Cancels the running test as skipped, visibly, when this machine cannot run `kind`.
func skipUnlessAvailable(_ kind: CompositorKind, sourceLocation: SourceLocation = #_sourceLocation) throws {
    guard case .unavailable(let reason) = Compositor.availability(of: kind) else { return }
    let line = "skipped: \(reason)"
    print(line)
    try Test.cancel(Comment(rawValue: line), sourceLocation: sourceLocation)
}

/// A file's permission bits.
func permissions(of path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
}

/// A file's owner, nil when it is gone.
func owner(of path: String) -> uid_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_uid : nil
}
