import Foundation
import GestureCanvasApp

/// A private KWin config folder (`XDG_CONFIG_HOME` for the compositor) holding one window rule:
/// windows of one app id open full screen, forced. KWin reads `kwinrulesrc` at start.
final class KWinWindowRules {
    let directory: String

    init(fullscreenAppID appID: String) throws {
        directory = NSTemporaryDirectory() + "/gesture-canvas-bench-kwin-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // kwinrulesrc: `wmclassmatch=1` is an exact match; `fullscreenrule=2` is "force".
        let rules = """
            [General]
            count=1
            rules=bench

            [bench]
            Description=gesture-canvas bench: \(appID) full screen
            wmclass=\(appID)
            wmclassmatch=1
            fullscreen=true
            fullscreenrule=2

            """
        try rules.write(toFile: "\(directory)/kwinrulesrc", atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
