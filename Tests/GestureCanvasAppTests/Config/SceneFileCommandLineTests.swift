import CairoCanvas
import Foundation
import Testing

/// `run --config` and `run --kiosk` as a person (or a supervisor) meets them: a bad scene file
/// is refused before any connection with file:line and status 2, a missing picture with its path
/// and status 1, and a kiosk without a compositor exits with 3 instead of replaying the demo.
@Suite struct SceneFileCommandLineTests {
    private let commandLine = CommandLineTests()

    @Test func aBadSceneFileIsRefusedBeforeAWindowOpens() throws {
        let (path, outcome) = try run(sceneFile: "[[images]]\npath = \"a.png\"\nborder_width = \"wide\"\n")
        #expect(outcome.status == 2, "\(outcome.standardError)")
        #expect(
            outcome.standardError
                == "gesture-canvas: \(path):3: images[0].border_width: expected a number, not \"wide\"\n")
    }

    @Test func aQuitChordNobodyCanTypeIsRefusedWithStatusTwo() throws {
        let (path, outcome) = try run(
            sceneFile: "[kiosk]\nquit_chord = \"Ctrl+Alt+exclam\"\n[[images]]\npath = \"a.png\"\n")
        #expect(outcome.status == 2, "\(outcome.standardError)")
        #expect(
            outcome.standardError
                == "gesture-canvas: \(path):2: kiosk.quit_chord: no key of the default keyboard (us) gives exclam "
                + "with Ctrl+Alt held, so it cannot be typed\n")
    }

    /// `run --config` with a scene file of `text` and a display that exists nowhere: a refusal
    /// comes before connecting, so it says nothing about the display.
    private func run(sceneFile text: String) throws -> (path: String, outcome: CommandLineTests.Outcome) {
        let folder = try ScratchFolder()
        let path = folder.file("kiosk.toml")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try commandLine.run(
            ["run", "--config", path, "--no-demo"], environment: ["WAYLAND_DISPLAY": "no-such-display"])
        return (path, outcome)
    }

    @Test func aMissingPictureIsNamedWithStatusOne() throws {
        let folder = try ScratchFolder()
        let path = folder.file("kiosk.toml")
        try "[[images]]\npath = \"gone.png\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try commandLine.run(["run", "--config", path, "--no-demo"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("gone.png: No such file or directory"))
    }

    @Test func aKioskWithoutACompositorExitsWithThreeAndNoDemo() throws {
        let folder = try ScratchFolder()
        let outcome = try commandLine.run(
            ["run", "--kiosk"], environment: ["WAYLAND_DISPLAY": "no-such-display", "TMPDIR": folder.path])
        #expect(outcome.status == 3, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("replaying"))
        #expect(outcome.standardError.contains("--kiosk turns kiosk mode on, which needs a Wayland compositor"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "a demo was written")
    }

    /// The repository's example scene file with kiosk mode on or off.
    func exampleSceneFile(kiosk: Bool, in folder: ScratchFolder) throws -> String {
        let example = DemoTraceTests.tracesFolder.deletingLastPathComponent().appending(path: "kiosk/kiosk.toml")
        var text = try String(contentsOf: example, encoding: .utf8)
        text = text.replacingOccurrences(of: "enabled = true", with: "enabled = \(kiosk)")
            .replacingOccurrences(of: "../images/", with: example.deletingLastPathComponent().path + "/../images/")
        let path = folder.file("scene.toml")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSceneFileThatTurnsKioskModeOnSaysSoWithoutACompositor() throws {
        let folder = try ScratchFolder()
        let path = try exampleSceneFile(kiosk: true, in: folder)
        let outcome = try commandLine.run(["run", "--config", path])
        #expect(outcome.status == 3, "\(outcome.standardError)")
        #expect(
            outcome.standardError.hasPrefix(
                "gesture-canvas: the scene file \(path) turns kiosk mode on, which needs a Wayland compositor"))
    }

    /// Without a compositor the demo shows the scene file's background and pictures, and its
    /// `--record`ed trace replays (with the same file) to the same report.
    @Test func theDemoShowsTheSceneFileAndRecordsWhatItReplayed() throws {
        let folder = try ScratchFolder()
        let path = try exampleSceneFile(kiosk: false, in: folder)
        let (trace, report) = (folder.file("demo.jsonl"), folder.file("report.jsonl"))
        let outcome = try commandLine.run(
            ["run", "--config", path, "--record", trace, "--report", report], environment: ["TMPDIR": folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let sheet = try #require(
            outcome.standardError.firstMatch(of: /contact sheet, (\S+contact-sheet.png)/)?.output.1, "\(outcome)")
        let firstFrame = String(sheet.dropLast("contact-sheet.png".count)) + "frame-0000.png"
        // The scene file's background, #1C1C1E, in the top-left corner.
        let corner = try CairoSurface(contentsOfPNG: firstFrame).pixel(atX: 2, y: 2)
        #expect(corner == RGBA(red: 0x1C, green: 0x1C, blue: 0x1E), "\(corner)")

        let replayed = folder.file("replayed.jsonl")
        let replay = try commandLine.run(["replay", trace, "--config", path, "--report", replayed])
        #expect(replay.status == 0, "\(replay.standardError)")
        let live = try String(contentsOfFile: report, encoding: .utf8)
        #expect(live.split(separator: "\n").count > 10)
        #expect(try String(contentsOfFile: replayed, encoding: .utf8) == live)
    }
}
