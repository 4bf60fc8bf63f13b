import Foundation
import GestureCanvasApp
import Testing

/// The built `gesture-canvas` as a person runs it: refused input gets one sentence naming the file
/// and line and a documented exit status; with no compositor `run` replays the demo instead.
@Suite struct CommandLineTests {
    struct Outcome {
        let status: Int32
        let standardError: String
    }

    /// Runs the app with `arguments` and an environment without any Wayland display.
    func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardError: text)
    }

    /// Runs the app with `arguments` and returns its status and what it printed on standard output.
    static func standardOutput(of arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let (status, output) = try Self.standardOutput(of: ["--version"])
        #expect(status == 0)
        #expect(String(decoding: output, as: UTF8.self) == "\(GestureCanvasVersion.current)\n")
        #expect(GestureCanvasVersion.current.split(separator: ".").count == 3)
    }

    @Test func malformedTracesAreRefusedWithFileLineReasonAndStatusTwo() throws {
        let folder = try ScratchFolder()
        let header = #"{"format":"gesture-trace","version":1,"size":[800,600]}"#
        let cases: [(String, String)] = [
            ("not-json.jsonl", header + "\n{\"t\":0,\"type\":\n"),
            ("no-header.jsonl", #"{"t":0,"type":"frame"}"#),
            ("unknown-type.jsonl", header + "\n{\"t\":0,\"type\":\"wiggle\"}"),
            ("unknown-phase.jsonl", header + "\n{\"t\":0,\"type\":\"pinch\",\"phase\":\"twist\"}"),
            ("missing-field.jsonl", header + "\n{\"t\":0,\"type\":\"touch\",\"phase\":\"down\",\"id\":0,\"y\":3}"),
            ("backwards.jsonl", header + "\n{\"t\":2,\"type\":\"frame\"}\n{\"t\":1,\"type\":\"frame\"}"),
        ]
        let reasons = [
            "not valid JSON", "missing header", "unknown type 'wiggle'", "unknown pinch phase 'twist'",
            "missing field 'x'", "time goes backwards",
        ]
        for ((name, text), reason) in zip(cases, reasons) {
            let path = folder.file(name)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let outcome = try run(["replay", path, "--report", folder.file("report.jsonl")])
            #expect(outcome.status == 2, "\(name): \(outcome.standardError)")
            let line = name == "no-header.jsonl" ? 1 : (name == "backwards.jsonl" ? 3 : 2)
            #expect(outcome.standardError.hasPrefix("gesture-canvas: \(path):\(line): "), "\(outcome.standardError)")
            #expect(outcome.standardError.contains(reason), "\(outcome.standardError)")
            // Refused before anything was replayed: no report line was written.
            let report = (try? String(contentsOfFile: folder.file("report.jsonl"), encoding: .utf8)) ?? ""
            #expect(report.isEmpty)
        }
    }

    @Test func missingFilesAndUnknownScenesGetOneSentence() throws {
        let missing = try run(["replay", "/nonexistent/trace.jsonl"])
        #expect(missing.status == 1)
        #expect(
            missing.standardError == "gesture-canvas: cannot read /nonexistent/trace.jsonl: No such file or directory\n"
        )
        let scene = try run(["replay", "/nonexistent/trace.jsonl", "--scene", "juggling"])
        #expect(scene.status == 2)
        #expect(scene.standardError.contains("unknown scene 'juggling'"))
    }

    @Test func withoutACompositorRunReplaysTheDemoAndSaysWhere() throws {
        let folder = try ScratchFolder()
        let outcome = try run(["run", "--scene", "checkmark"], environment: ["TMPDIR": folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("no Wayland compositor"))
        let sheet = try #require(
            outcome.standardError.firstMatch(of: /contact sheet, (\S+contact-sheet.png)/)?.output.1, "\(outcome)")
        #expect(FileManager.default.fileExists(atPath: String(sheet)))
        // A fresh private folder inside TMPDIR each run: another user's folder or a planted
        // symlink under a fixed name cannot redirect it.
        let demoFolder = String(sheet.dropLast("/contact-sheet.png".count))
        #expect(demoFolder.hasPrefix(folder.path + "/gesture-canvas-demo-checkmark-"))
        let mode = try #require(FileManager.default.attributesOfItem(atPath: demoFolder)[.posixPermissions] as? Int)
        #expect(mode == 0o700)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/gesture-canvas-demo-checkmark", withDestinationPath: "/nonexistent")
        let again = try run(["run", "--scene", "checkmark"], environment: ["TMPDIR": folder.path])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(!again.standardError.contains(demoFolder + "/"))
        let refused = try run(["run", "--no-demo"], environment: ["WAYLAND_DISPLAY": "no-such-display"])
        #expect(refused.status == 3)
        #expect(refused.standardError.contains("cannot connect to the Wayland display 'no-such-display'"))
    }
}

/// The man page (docs/gesture-canvas.1, installed by `make install`) keeps up with the command
/// line: every subcommand and option the parser knows is documented there.
@Suite struct ManualTests {
    @Test func theManPageDocumentsEveryOption() throws {
        let data = try CommandLineTests.standardOutput(of: ["--experimental-dump-help"]).output
        let help = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let manual = try String(
            contentsOf: DemoTraceTests.tracesFolder.deletingLastPathComponent().deletingLastPathComponent()
                .appending(path: "docs/gesture-canvas.1"), encoding: .utf8)

        var names: [String] = []
        func collect(_ command: [String: Any]) {
            names.append(command["commandName"] as? String ?? "")
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    names.append("\\-\\-" + (name["name"] as? String ?? "").replacingOccurrences(of: "-", with: "\\-"))
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { collect(subcommand) }
        }
        collect(try #require(help["command"] as? [String: Any]))
        #expect(names.count > 15)
        for name in Set(names) where name != "\\-\\-help" && name != "help" {
            #expect(manual.contains(name), "the man page does not mention \(name)")
        }
    }
}
