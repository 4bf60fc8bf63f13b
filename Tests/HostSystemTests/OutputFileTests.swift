import Foundation
import Glibc
import HostSystem
import Testing

/// An output is opened as a shell's `>` opens it: made or emptied, written through whatever the
/// path leads to, and on the first failure a regular file ends at its last whole line.
@Suite struct OutputFileTests {
    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        lstat(path, &status)
        return status.st_mode & S_IFMT
    }

    @Test func aNewFileIsMadeAndEachLineEndsInANewline() throws {
        let folder = try makeTemporaryDirectory()
        let path = folder + "/report.jsonl"
        let file = try OutputFile(path: path)
        try file.writeLine("one")
        // Written as it happens, not when the file is closed.
        #expect(try contents(path) == "one\n")
        try file.writeLine("two")
        #expect(try contents(path) == "one\ntwo\n")
        #expect(file.name == path && file.failure == nil)
    }

    @Test func anExistingFileIsEmptiedFirst() throws {
        let folder = try makeTemporaryDirectory()
        let path = folder + "/report.jsonl"
        try "an older and much longer report\n".write(toFile: path, atomically: false, encoding: .utf8)
        try OutputFile(path: path).writeLine("new")
        #expect(try contents(path) == "new\n")
    }

    @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
        let folder = try makeTemporaryDirectory()
        let target = folder + "/target.jsonl", link = folder + "/link.jsonl"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try OutputFile(path: link).writeLine("through")
        #expect(fileType(link) == S_IFLNK)
        #expect(try contents(target) == "through\n")
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try makeTemporaryDirectory()
        let path = folder + "/no-such-folder/report.jsonl"
        #expect(throws: OutputFileError.folderNotFound(path: path, folder: folder + "/no-such-folder")) {
            try OutputFile(path: path)
        }
        let error = OutputFileError.folderNotFound(path: path, folder: folder + "/no-such-folder")
        #expect(error.description == "cannot write \(path): the folder \(folder)/no-such-folder does not exist")
        // A bare name has no folder to blame: the system's sentence.
        #expect(throws: OutputFileError.unwritable(path: "", reason: "No such file or directory")) {
            try OutputFile(path: "")
        }
    }

    @Test func aDirectoryIsRefusedWithTheSystemsSentence() throws {
        let folder = try makeTemporaryDirectory()
        #expect(throws: OutputFileError.unwritable(path: folder, reason: "Is a directory")) {
            try OutputFile(path: folder)
        }
    }

    /// The path goes to the system as it was typed: `report.jsonl/` names a folder, as it does for
    /// a shell's `>`, and is never tidied into the file `report.jsonl`.
    @Test func aTrailingSlashNamesAFolderNotTheFile() throws {
        let folder = try makeTemporaryDirectory()
        let file = folder + "/report.jsonl"
        #expect(throws: OutputFileError.unwritable(path: file + "/", reason: "Is a directory")) {
            try OutputFile(path: file + "/")
        }
        #expect(!FileManager.default.fileExists(atPath: file), "nothing was made")
        try "kept\n".write(toFile: file, atomically: false, encoding: .utf8)
        // Linux's open(2) with O_CREAT says so of an existing file too, as bash's `>` does.
        #expect(throws: OutputFileError.unwritable(path: file + "/", reason: "Is a directory")) {
            try OutputFile(path: file + "/")
        }
        #expect(throws: InputFileError.unreadable(path: file + "/", reason: "Not a directory")) {
            try InputFile(path: file + "/")
        }
        #expect(try contents(file) == "kept\n")
        #expect(FileIdentity(path: file + "/") != FileIdentity(path: file))
    }

    @Test func aFileAnotherOutputIsWritingIsRefusedAndLeftWhole() throws {
        let folder = try makeTemporaryDirectory()
        let path = folder + "/trace.jsonl", link = folder + "/link.jsonl"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        var first: OutputFile? = try OutputFile(path: path)
        try first?.writeLine("the first recording")
        // However the path is spelled, the second writer is refused and empties nothing.
        for spelling in [path, link, folder + "/./trace.jsonl"] {
            #expect(throws: OutputFileError.inUse(path: spelling)) { try OutputFile(path: spelling) }
        }
        #expect(try contents(path) == "the first recording\n")
        #expect(
            OutputFileError.inUse(path: path).description
                == "cannot write \(path): another program is writing it (it holds the file's lock); "
                + "give this one another path")
        // The lock goes with the first writer.
        first = nil
        try OutputFile(path: link).writeLine("the second")
        #expect(try contents(path) == "the second\n")
    }

    @Test func aFIFOIsLockedButADeviceMayBeShared() throws {
        let path = try makeTemporaryDirectory() + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let first = try OutputFile(path: path)
        #expect(throws: OutputFileError.inUse(path: path)) { try OutputFile(path: path) }
        withExtendedLifetime(first) {}
        let null = try OutputFile(path: "/dev/null")
        #expect(throws: Never.self) { try OutputFile(path: "/dev/null") }
        withExtendedLifetime(null) {}
    }

    @Test func aFullDeviceFailsOnceAndRefusesEveryLaterLine() throws {
        guard fileType("/dev/full") == S_IFCHR else {
            print("skipped: no /dev/full here")
            return
        }
        let file = try OutputFile(path: "/dev/full")
        let full = OutputFileError.unwritable(path: "/dev/full", reason: "No space left on device")
        #expect(throws: full) { try file.writeLine("lost") }
        #expect(file.failure == full)
        #expect(throws: full) { try file.writeLine("also lost") }
        // Written through: the device is still a device.
        #expect(fileType("/dev/full") == S_IFCHR)
    }

    @Test func aFullDiskLeavesWholeLines() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A 12 KiB tmpfs fills part way through; mounting needs root.
        guard getuid() == 0, system("mount -t tmpfs -o size=12k tmpfs '\(folder)' 2>/dev/null") == 0 else {
            print("skipped: cannot mount a small tmpfs here")
            return
        }
        defer { _ = system("umount '\(folder)'") }
        let path = folder + "/report.jsonl"
        let file = try OutputFile(path: path)
        // 100-byte lines; 12 KiB is not a whole number of them.
        let line = String(repeating: "x", count: 99)
        var written = 0
        while file.failure == nil, written < 1000 {
            do {
                try file.writeLine(line)
                written += 1
            } catch {
                #expect(error.reason == "No space left on device")
            }
        }
        #expect(file.failure != nil && written > 0)
        #expect(try contents(path) == String(repeating: line + "\n", count: written))
    }

    @Test func standardOutputIsNamedForMessages() {
        #expect(OutputFile.standardOutput().name == "standard output")
    }
}

/// Paths as the file system resolves them, and what makes two of them one file.
@Suite struct FileIdentityTests {
    @Test func aSymlinkAndADotResolveToTheFile() throws {
        let folder = try #require(ResolvedPath.of(try makeTemporaryDirectory()))
        let file = folder + "/trace.jsonl", link = folder + "/alias.jsonl"
        try "x\n".write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        #expect(ResolvedPath.of(link) == file)
        #expect(ResolvedPath.of(folder + "/./sub/../trace.jsonl") == nil, "sub does not exist")
        #expect(ResolvedPath.of(folder + "/../" + (folder as NSString).lastPathComponent + "/trace.jsonl") == file)
        #expect(ResolvedPath.of(folder + "/missing.jsonl") == nil)
    }

    @Test func oneFileSpelledThreeWaysIsOneIdentity() throws {
        let folder = try makeTemporaryDirectory()
        let file = folder + "/trace.jsonl", link = folder + "/alias.jsonl"
        try "x\n".write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let identity = try #require(FileIdentity(path: file))
        guard case .existing = identity else {
            Issue.record("an existing file is known by its device and inode, not \(identity)")
            return
        }
        #expect(FileIdentity(path: link) == identity)
        #expect(FileIdentity(path: folder + "/./trace.jsonl") == identity)
        try "y\n".write(toFile: folder + "/other.jsonl", atomically: false, encoding: .utf8)
        #expect(FileIdentity(path: folder + "/other.jsonl") != identity)
    }

    @Test func aFileNotMadeYetIsItsResolvedFolderAndName() throws {
        let folder = try makeTemporaryDirectory()
        let resolved = try #require(ResolvedPath.of(folder))
        let link = folder + "/folder-link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder)
        #expect(FileIdentity(path: link + "/new.jsonl") == .new(resolved + "/new.jsonl"))
        #expect(FileIdentity(path: folder + "/./new.jsonl") == .new(resolved + "/new.jsonl"))
        // A folder that cannot be resolved leaves the path as given.
        #expect(FileIdentity(path: folder + "/missing/new.jsonl") == .new(folder + "/missing/new.jsonl"))
    }

    @Test func devicesAndFoldersHaveNoIdentity() throws {
        #expect(FileIdentity(path: "/dev/null") == nil)
        #expect(FileIdentity(path: try makeTemporaryDirectory()) == nil)
    }
}

/// A private folder in a shared one: a fresh name each time, only its owner may enter.
@Suite struct TemporaryFolderTests {
    @Test func eachFolderIsNewAndPrivate() throws {
        let base = try makeTemporaryDirectory()
        let first = try TemporaryFolder.make(in: base, prefix: "demo-")
        let second = try TemporaryFolder.make(in: base, prefix: "demo-")
        #expect(first != second)
        for folder in [first, second] {
            #expect(folder.hasPrefix(base + "/demo-") && folder.count == (base + "/demo-").count + 6)
            var status = stat()
            #expect(lstat(folder, &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFDIR)
            #expect(status.st_mode & 0o777 == 0o700)
        }
    }

    @Test func aMissingBaseIsNamed() throws {
        let base = try makeTemporaryDirectory() + "/missing"
        #expect(throws: OutputFileError.unwritable(path: base, reason: "No such file or directory")) {
            try TemporaryFolder.make(in: base, prefix: "demo-")
        }
    }
}

@Suite struct ProgramHandoverTests {
    /// Success replaces the test process, so only the failure can be tried here; the command line
    /// tests run `gesture-canvas bench` for the rest.
    @Test func aProgramThatIsNotThereReturnsTheReason() throws {
        let missing = try makeTemporaryDirectory() + "/no-such-program"
        #expect(ProgramHandover.exec(missing, arguments: ["--quick"]) == "No such file or directory")
    }
}
