import Foundation
import Testing

/// What a screen reader sees and does, through AT-SPI: `atspi_check.py` (pyatspi, Debian's
/// python3-pyatspi) on a private session bus (`dbus-run-session`, which starts at-spi-bus-launcher
/// when the app asks for the accessibility bus), with the built app on weston's headless backend
/// (and KWin's virtual one).
/// Skipped, saying why, where one of them is not installed. The same script plays the settings
/// portal for reduced motion.
@Suite(.serialized)
struct ScreenReaderTests {
    @Test func aScreenReaderSeesTheTreeMovesFocusAndActsLikeTheGestures() throws {
        let output = try check("tree")
        #expect(output.contains("passed"), "\(output)")
    }

    @Test func underKWinTooTheTreeFocusAndActionsAreWhatTheGesturesGive() throws {
        let output = try check("tree-kwin")
        #expect(output.contains("passed"), "\(output)")
    }

    @Test func aRemovedViewAFloodOfRequestsAndALostBusAreLoggedAndTheAppRunsOn() throws {
        let output = try check("bad-input")
        #expect(output.contains("passed"), "\(output)")
    }

    @Test func theDesktopsSettingsPortalTurningAnimationsOffReducesMotion() throws {
        let output = try check("portal")
        #expect(output.contains("passed"), "\(output)")
    }

    /// Runs the check in `mode`; its output, or a skip when something it needs is missing.
    private func check(_ mode: String) throws -> String {
        let app = try AppBinary.pathOrSkip()
        let python = "/usr/bin/python3"
        guard let session = Self.program("dbus-run-session"), FileManager.default.isExecutableFile(atPath: python)
        else {
            try Test.cancel("skipped: dbus-run-session or /usr/bin/python3 is not installed (dbus-daemon, python3)")
        }
        let scratch = try ScratchFolder()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "atspi_check.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: session)
        process.arguments = ["--", python, script.path, app, scratch.path, mode]
        var environment = ProcessInfo.processInfo.environment
        // The private session's accessibility bus, never the desktop's; at-spi-bus-launcher puts
        // its socket in XDG_RUNTIME_DIR (else in ~/.cache, shared by every session).
        environment["AT_SPI_BUS_ADDRESS"] = nil
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        let runtime = scratch.file("runtime")
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        environment["XDG_RUNTIME_DIR"] = runtime
        process.environment = environment
        // A file, not a pipe: a process the bus started and that outlives the check cannot hold
        // the test up.
        let outputPath = scratch.file("output.txt")
        FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = output
        let errorsPath = scratch.file("errors.txt")
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        let errors = try FileHandle(forWritingTo: URL(fileURLWithPath: errorsPath))
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        print(text)
        if process.terminationStatus == 77 { try Test.cancel(Comment(rawValue: text)) }
        // What the script and the app said on standard error, for a failure that may not come again.
        let said = (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        #expect(
            process.terminationStatus == 0,
            "atspi_check.py \(mode) ended with \(process.terminationStatus); it said:\n\(said.suffix(4000))")
        return text
    }

    private static func program(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
