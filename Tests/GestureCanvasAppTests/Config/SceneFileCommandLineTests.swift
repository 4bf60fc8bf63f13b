import Foundation
import Testing

/// `run --config` and `run --kiosk` as a person (or a supervisor) meets them: a bad scene file
/// is refused before any connection with file:line and status 2, a missing picture with its path
/// and status 1, and a kiosk without a compositor exits with 3 instead of replaying the demo.
@Suite struct SceneFileCommandLineTests {
    private let commandLine = CommandLineTests()

    @Test func aBadSceneFileIsRefusedBeforeAWindowOpens() throws {
        let folder = try ScratchFolder()
        let path = folder.file("kiosk.toml")
        try "[[images]]\npath = \"a.png\"\nborder_width = \"wide\"\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        // A display that exists nowhere: refused before connecting, so it says nothing about it.
        let outcome = try commandLine.run(
            ["run", "--config", path, "--no-demo"], environment: ["WAYLAND_DISPLAY": "no-such-display"])
        #expect(outcome.status == 2, "\(outcome.standardError)")
        #expect(
            outcome.standardError
                == "gesture-canvas: \(path):3: images[0].border_width: expected a number, not \"wide\"\n")
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
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/gesture-canvas-demo-photos"))
    }
}
