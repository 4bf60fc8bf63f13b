import Foundation
import FuzzChecks
import Testing

/// Every input the fuzzers ever found trouble with (kept in `Regressions/` by `make fuzz`), and
/// a few hand-made ones, replayed through the same checks.
@Suite struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Regressions")

    static var inputs: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.lastPathComponent != "README.md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyKeptInputPassesTheChecks() throws {
        let inputs = Self.inputs
        #expect(!inputs.isEmpty)
        for input in inputs {
            FuzzChecks.run(Array(try Data(contentsOf: input)))
        }
    }

    @Test func oddTouchStreamsLeaveNothingAlive() {
        // Downs without ups, ups without downs, frames with nothing, cancels, more than ten fingers.
        var bytes: [UInt8] = [1]
        for finger in 0..<14 { bytes += [0x10, UInt8(finger), 40, 40] }
        bytes += [0x14, 0, 0, 0, 0x13, 99, 0, 0, 0x11, 77, 5, 5, 0x16 | 0x80, 0, 0, 0]
        FuzzChecks.run(bytes)
    }

    @Test func damagedTracesAreRefusedInsideTheirText() {
        for text in [
            "", "{", "\n\n\n{\"format\":1}",
            "{\"format\":\"gesture-trace\",\"version\":1,\"size\":[10,10]}\n{\"t\":-1}",
        ] {
            FuzzChecks.run([0] + Array(text.utf8))
        }
    }
}
