import Foundation
import HostSystem

/// A report that a running `gesture-canvas` writes line by line, read back as it grows.
struct ReportFile {
    let path: String

    /// Every complete line written so far. Read with our own reader: Foundation's
    /// `String(contentsOfFile:)` leaks its buffer (seen by LeakSanitizer) when the file grows
    /// while it reads, as a live report does.
    var lines: [String] {
        let bytes = (try? InputFile.contents(of: path, limit: 64 << 20)) ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    var actions: [ReportAction] { lines.compactMap(ReportAction.init(line:)) }
    var finalLine: FinalLine? { lines.last.flatMap(FinalLine.init(line:)) }

    /// Waits (at most `timeout` seconds) until `condition` holds for the actions written so far;
    /// returns whether it did.
    @discardableResult
    func wait(timeout: Double = 10, until condition: ([ReportAction]) -> Bool) -> Bool {
        eventually(timeout: timeout) { condition(actions) }
    }
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds have passed; returns
/// whether it held. For what another process does, which the test can only watch.
func eventually(timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        usleep(20_000)
    }
    return true
}
