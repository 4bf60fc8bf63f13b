import Foundation
import GestureCanvasApp
import Glibc
import Testing

/// Outputs behave as every Unix tool's: a device, FIFO or symlink given as `--report` is written
/// through and stays what it was; a write that fails is status 1 with one sentence and leaves
/// whole lines; an output that is also an input is refused before anything is written.
@Suite struct OutputPathTests {
    let trace = DemoTraceTests.tracesFolder.appending(path: "photos-demo.jsonl").path

    struct Outcome {
        let status: Int32
        let signal: Int32?
        let standardError: String
    }

    /// Runs the app; its standard output goes to `standardOutput` (nothing, by default).
    func run(_ arguments: [String], standardOutput: Any = FileHandle.nullDevice) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = standardOutput
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        return Outcome(
            status: signalled ? -1 : process.terminationStatus, signal: signalled ? process.terminationStatus : nil,
            standardError: text)
    }

    /// glibc's `makedev` (a macro Swift cannot call) for small numbers: /dev/null is 1:3, /dev/full 1:7.
    func linuxDevice(major: dev_t, minor: dev_t) -> dev_t { (major << 8) | minor }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    /// A character device node `name` in `folder` with Linux's numbers, or nil (said why) where
    /// device nodes cannot be made.
    func deviceNode(_ name: String, major: dev_t, minor: dev_t, in folder: ScratchFolder) -> String? {
        let path = folder.file(name)
        guard mknod(path, S_IFCHR | 0o666, linuxDevice(major: major, minor: minor)) == 0 else {
            print("skipped: cannot make device nodes here (\(String(cString: strerror(errno))))")
            return nil
        }
        return path
    }

    @Test func aDeviceNodeIsWrittenThroughAndStaysADevice() throws {
        let folder = try ScratchFolder()
        guard let null = deviceNode("null", major: 1, minor: 3, in: folder) else { return }
        let outcome = try run(["replay", trace, "--report", null])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(fileType(null) == S_IFCHR, "the device was replaced by a file")
    }

    @Test func aFullDeviceIsStatusOneWithOneSentence() throws {
        let folder = try ScratchFolder()
        guard let full = deviceNode("full", major: 1, minor: 7, in: folder) else { return }
        let outcome = try run(["replay", trace, "--report", full])
        #expect(outcome.status == 1 && outcome.signal == nil)
        #expect(outcome.standardError == "gesture-canvas: cannot write \(full): No space left on device\n")
        #expect(fileType(full) == S_IFCHR)
    }

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let folder = try ScratchFolder()
        let target = folder.file("target.jsonl")
        let link = folder.file("link.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let outcome = try run(["replay", trace, "--report", link])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(fileType(link) == S_IFLNK)
        let report = try String(contentsOfFile: target, encoding: .utf8)
        #expect(report.split(separator: "\n").last?.contains(#""type":"final""#) == true)
    }

    @Test func aFIFOIsWrittenThroughToItsReader() throws {
        let folder = try ScratchFolder()
        let fifo = folder.file("report.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens the FIFO as `cat` would, on its own thread, while the app writes.
        nonisolated(unsafe) var received: [UInt8] = []
        let reader = Thread {
            let descriptor = open(fifo, O_RDONLY)
            var chunk = [UInt8](repeating: 0, count: 65536)
            while descriptor >= 0 {
                let count = read(descriptor, &chunk, chunk.count)
                if count <= 0 { break }
                received += chunk[..<count]
            }
            close(descriptor)
        }
        reader.start()
        let outcome = try run(["replay", trace, "--report", fifo])
        while !reader.isFinished { usleep(10_000) }
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(fileType(fifo) == S_IFIFO)
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.split(separator: "\n").last?.contains(#""type":"final""#) == true)
    }

    @Test func aClosedPipeOnStandardOutputIsStatusOneNotASignal() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let outcome = try run(["replay", trace, "--report", "-"], standardOutput: pipe)
        #expect(outcome.signal == nil && outcome.status == 1, "\(outcome)")
        #expect(outcome.standardError == "gesture-canvas: cannot write standard output: Broken pipe\n")
    }

    @Test func aSecondRecorderOfOneTraceIsRefusedWithStatusOneAndTheFirstKeepsIt() throws {
        let folder = try ScratchFolder()
        let path = folder.file("trace.jsonl"), link = folder.file("link.jsonl")
        #expect(symlink(path, link) == 0)
        // The first recorder: a session as `run --record` opens it, holding its trace.
        var options = LiveSession.Options()
        options.recordPath = path
        let first = try LiveSession(options: options)
        let recorded = #"{"format":"gesture-trace","version":1,"size":[800,600]}"# + "\n"
        try recorded.write(toFile: path, atomically: false, encoding: .utf8)
        for (arguments, spelling) in [
            (["run", "--record", path, "--no-demo"], path), (["run", "--record", link], link),
            (["replay", trace, "--report", link], link),
        ] {
            let outcome = try run(arguments)
            #expect(outcome.status == 1, "\(arguments): \(outcome.standardError)")
            #expect(
                outcome.standardError
                    == "gesture-canvas: cannot write \(spelling): another program is writing it (it holds the "
                    + "file's lock); give this one another path\n")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == recorded)
        }
        withExtendedLifetime(first) {}
    }

    @Test func theSamePathForInputAndOutputIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try ScratchFolder()
        let copy = folder.file("trace.jsonl")
        try FileManager.default.copyItem(atPath: trace, toPath: copy)
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        let link = folder.file("alias.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: copy)
        for output in [copy, link, folder.path + "/./trace.jsonl"] {
            let outcome = try run(["replay", copy, "--report", output])
            #expect(outcome.status == 2, "\(output): \(outcome.standardError)")
            #expect(outcome.standardError.contains("is both the trace and --report"), "\(outcome.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
        }
    }

    @Test func aFullDiskLeavesWholeLines() throws {
        let folder = try ScratchFolder()
        // A 12 KiB tmpfs fills part way through the report; mounting needs root.
        guard getuid() == 0, system("mount -t tmpfs -o size=12k tmpfs '\(folder.path)' 2>/dev/null") == 0 else {
            print("skipped: cannot mount a small tmpfs here")
            return
        }
        defer { _ = system("umount '\(folder.path)'") }
        let report = folder.file("report.jsonl")
        let outcome = try run(["replay", trace, "--report", report])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "gesture-canvas: cannot write \(report): No space left on device\n")
        let text = try String(contentsOfFile: report, encoding: .utf8)
        #expect(!text.isEmpty && text.hasSuffix("\n"))
        for line in text.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "cut line: \(line)")
        }
    }

    /// Frames of 7680×4320 pixels would take a replay past 200 MB: refused before any is drawn.
    @Test func framesTooLargeForMemoryAreRefusedFirst() throws {
        let folder = try ScratchFolder()
        let frames = folder.file("frames")
        let outcome = try run(["replay", trace, "--frames", frames, "--size", "3840x2160", "--frame-scale", "2"])
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "gesture-canvas: frames of 7680×4320 pixels are too large to write (at most 16 megapixels, "
                + "e.g. 5120×3200); lower --frame-scale or --size\n")
        #expect(!FileManager.default.fileExists(atPath: frames))
    }

    @Test func argumentErrorsAreStatusTwo() throws {
        for arguments in [["--no-such-option"], ["replay"], ["replay", trace, "--frame-every", "x"]] {
            let outcome = try run(arguments)
            #expect(outcome.status == 2, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("Error: "), "\(outcome.standardError)")
        }
    }
}
