import Foundation
import FuzzChecks
import Testing

/// Every input the fuzzers ever found trouble with (kept in `Regressions/` by `make fuzz`), the
/// seeds they start from, and a few hand-made inputs, replayed through the same checks.
///
/// Each kept input runs in a child process (an exit test): an input that still traps fails its
/// own test, instead of aborting the whole test run.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0 != "README.md" }.sorted()
    }

    @Test func thereAreKeptInputs() {
        #expect(Self.inputs.count >= 4)
    }

    @Test(arguments: inputs)
    func aKeptInputPassesTheChecks(name: String) async throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appending(path: name)))
        // A failure shows the input's name and how the child ended (a signal for a trap); run
        // `.build-fuzz/release/gesture-canvas-fuzz Regressions/NAME` to see its message.
        await #expect(processExitsWith: .success) { [bytes = bytes as [UInt8]] in
            try FuzzChecks.check(bytes)
        }
    }

    @Test func oddTouchStreamsLeaveNothingAlive() throws {
        // Downs without ups, ups without downs, frames with nothing, cancels, more than ten fingers.
        var bytes: [UInt8] = [1]
        for finger in 0..<14 { bytes += [0x10, UInt8(finger), 40, 40] }
        bytes += [0x14, 0, 0, 0, 0x13, 99, 0, 0, 0x11, 77, 5, 5, 0x16 | 0x80, 0, 0, 0]
        try FuzzChecks.check(bytes)
    }

    @Test func damagedTracesAreRefusedInsideTheirText() throws {
        for text in [
            "", "{", "\n\n\n{\"format\":1}",
            "{\"format\":\"gesture-trace\",\"version\":1,\"size\":[10,10]}\n{\"t\":-1}",
            "{\"format\":\"gesture-trace\",\"version\":1,\"size\":[10,10]}\r\n{\"t\":3e14,\"type\":\"idle\"}\r\n",
        ] {
            try FuzzChecks.check([0] + Array(text.utf8))
            try FuzzChecks.check([2] + Array(text.utf8))
        }
    }

    @Test func theDemoTracesReplayThroughEveryScene() throws {
        let traces = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Resources/traces")
        for name in ["photos-demo.jsonl", "taps-demo.jsonl"] {
            try FuzzChecks.check([2] + [UInt8](try Data(contentsOf: traces.appending(path: name))))
        }
    }

    @Test func theExampleSceneFileIsAcceptedAndDriven() throws {
        let example = Self.folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Resources/kiosk/kiosk.toml")
        try FuzzChecks.check([3] + [UInt8](try Data(contentsOf: example)))
    }
}
