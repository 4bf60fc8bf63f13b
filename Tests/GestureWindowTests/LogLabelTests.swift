import Foundation
import Testing

/// The library speaks under its own names, not the app's (issue 22): an app built on GestureWindow
/// found the screen-reader bridge logging as `gesture-canvas.accessibility`. Every logger a module
/// an app links makes is labelled with that module's name, so an app's log handler can tell them
/// apart from its own and from each other.
@Suite struct LogLabelTests {
    /// The modules a GestureWindow app links that may log, as Package.swift names them.
    static let libraryModules = [
        "GestureWindow", "WaylandShell", "AccessibilityBridge", "GestureKit", "CairoCanvas", "HostSystem",
        "GestureTrace",
    ]

    @Test(arguments: libraryModules)
    func aLibraryModuleLogsUnderItsOwnName(module: String) throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/\(module)").standardized
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no sources under \(sources.path)")
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /Logger\(label: "([^"]*)"\)/) {
                #expect(match.1 == module, "\(module)/\(file) logs under \"\(match.1)\"")
            }
        }
    }
}
