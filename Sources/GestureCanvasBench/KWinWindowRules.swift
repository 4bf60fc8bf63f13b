import Foundation
import GestureCanvasApp
import GestureKit

/// A private KWin config folder (`XDG_CONFIG_HOME` for the compositor) holding window rules that
/// place the programs compared: full screen, or a borderless window of a set size at the
/// output's corner, so a drag injected at known screen points lands where it should in each.
/// KWin reads `kwinrulesrc` at start.
final class KWinWindowRules {
    /// How windows of one app id are placed.
    struct Rule {
        var appID: String
        /// Full screen; otherwise at (0, 0), `windowSize`, without a title bar.
        var fullscreen: Bool
        var windowSize = Size(width: 1024, height: 640)
    }

    let directory: String

    init(_ rules: [Rule]) throws {
        directory = NSTemporaryDirectory() + "/gesture-canvas-bench-kwin-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // `wmclassmatch=1` is an exact match; a `…rule=2` is "force".
        var text =
            "[General]\ncount=\(rules.count)\nrules=\(rules.indices.map { "rule\($0)" }.joined(separator: ","))\n"
        for (index, rule) in rules.enumerated() {
            text += "\n[rule\(index)]\nDescription=gesture-canvas bench: \(rule.appID)\n"
            text += "wmclass=\(rule.appID)\nwmclassmatch=1\n"
            if rule.fullscreen {
                text += "fullscreen=true\nfullscreenrule=2\n"
            } else {
                let (width, height) = (Int(rule.windowSize.width), Int(rule.windowSize.height))
                text += "position=0,0\npositionrule=2\nsize=\(width),\(height)\nsizerule=2\n"
                text += "noborder=true\nnoborderrule=2\n"
            }
        }
        try text.write(toFile: "\(directory)/kwinrulesrc", atomically: true, encoding: .utf8)
    }

    /// One rule: windows of `appID` full screen (the latency comparison's).
    convenience init(fullscreenAppID appID: String) throws {
        try self.init([Rule(appID: appID, fullscreen: true)])
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
