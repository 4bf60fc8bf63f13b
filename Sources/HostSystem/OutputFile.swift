import GestureKit
import Glibc
import SystemPackage

/// A file a person named for output (a report, a recorded trace), opened as a shell's `>` opens
/// it and written a line at a time; the writing half beside ``InputFile``.
///
/// It is opened as every Unix tool opens an output (`open` with `O_CREAT`, then emptied): a device,
/// a FIFO or a symlink is written through, never replaced by a new file. A regular file or a FIFO
/// is locked (`flock`, on what the path leads to) for as long as it is open, so a second program
/// writing there is refused before it empties or interleaves what the first is writing; a device
/// (`/dev/null`) may be shared. Each line is one
/// `write(2)` made as it happens, so a crash or a kill loses nothing written before it. The first
/// failure (a full disk, a closed pipe) cuts a regular file back to its last whole line, so what
/// was written still reads line by line (JSON Lines stays valid), and refuses every later line.
///
/// ```swift
/// let report = try OutputFile(path: "report.jsonl")
/// try report.writeLine(#"{"type":"final"}"#)
/// ```
public final class OutputFile {
    /// The file in messages: the path as given, or "standard output".
    public let name: String
    private let descriptor: FileDescriptor
    /// False for standard output, which belongs to the process and stays open.
    private let ownsDescriptor: Bool
    /// Only a regular file can be cut back to whole lines; a device, a FIFO or a pipe cannot.
    private let isRegularFile: Bool
    /// Bytes of whole lines written so far.
    private var length: Int64 = 0
    /// The first write failure; every later line is refused with it.
    public private(set) var failure: OutputFileError?

    /// Opens `path` for writing, creating it (mode 0666 less the umask) or emptying it, following
    /// a symlink to its target, and holds its lock until closed.
    ///
    /// - Throws: ``OutputFileError/inUse(path:)`` when another open output holds the file (it is
    ///   left as it was), ``OutputFileError/folderNotFound(path:folder:)`` when the folder it would
    ///   go in does not exist, otherwise ``OutputFileError/unwritable(path:reason:)`` with the
    ///   system's sentence ("Permission denied", "Is a directory").
    public init(path: String) throws(OutputFileError) {
        name = path
        // Not truncating: a file another program is writing must be left whole; emptied once locked.
        let opened: FileDescriptor
        do {
            opened = try SystemPath.open(
                path, .writeOnly, options: [.create, .closeOnExec],
                permissions: FilePermissions(rawValue: 0o666))
        } catch {
            throw Self.openFailure(Errno(thrown: error), path: path)
        }
        let kind = try? opened.stat().type
        if kind == .regular || kind == .fifo {
            if let failure = Self.lock(opened, path: path) {
                try? opened.close()
                throw failure
            }
        }
        if kind == .regular {
            do {
                try opened.resize(to: 0)
            } catch {
                try? opened.close()
                throw .unwritable(path: path, reason: Errno(thrown: error).description)
            }
        }
        descriptor = opened
        ownsDescriptor = true
        isRegularFile = kind == .regular
    }

    private init(standardOutput: Void) {
        name = "standard output"
        descriptor = .standardOutput
        ownsDescriptor = false
        isRegularFile = false
    }

    /// The process's standard output (`-` on a command line): written line by line like a file,
    /// never closed, and never cut back, whatever it is connected to.
    public static func standardOutput() -> OutputFile {
        OutputFile(standardOutput: ())
    }

    deinit {
        if ownsDescriptor { try? descriptor.close() }
    }

    /// Writes `line` and a newline now, in one `write(2)` (retried when short or interrupted).
    ///
    /// - Throws: ``OutputFileError/unwritable(path:reason:)`` when this write or an earlier one
    ///   failed ("No space left on device", "Broken pipe"); a regular file then ends at its last
    ///   whole line.
    public func writeLine(_ line: String) throws(OutputFileError) {
        if let failure { throw failure }
        if let reason = StandardStreams.write(line + "\n", to: descriptor) {
            // A line cut short by a full disk would leave a file that no longer parses.
            if isRegularFile { try? descriptor.resize(to: length) }
            let error = OutputFileError.unwritable(path: name, reason: reason)
            failure = error
            throw error
        }
        length += Int64(line.utf8.count + 1)
    }

    /// Takes the file's exclusive lock without waiting; the kernel drops it when the descriptor
    /// closes, however the program ends.
    /// (swift-system has no `flock`.)
    private static func lock(_ descriptor: FileDescriptor, path: String) -> OutputFileError? {
        while flock(descriptor.rawValue, LOCK_EX | LOCK_NB) != 0 {
            switch Errno(rawValue: errno) {
            case .interrupted: continue
            case .wouldBlock: return .inUse(path: path)
            // A file system without locks (some network mounts) is written as before
            // (EOPNOTSUPP is ENOTSUP on Linux).
            case .noLocks, .notSupported: return nil
            case let code: return .unwritable(path: path, reason: code.description)
            }
        }
        return nil
    }

    private static func openFailure(_ code: Errno, path: String) -> OutputFileError {
        if code == .noSuchFileOrDirectory, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            return .folderNotFound(path: path, folder: String(path[..<slash]))
        }
        return .unwritable(path: path, reason: code.description)
    }
}

/// Why an output could not be made or written; each case names the file.
public enum OutputFileError: Error, Equatable, CustomStringConvertible {
    /// The folder the file would go in does not exist.
    case folderNotFound(path: String, folder: String)
    /// The system refused to open, make or write it; `reason` is its sentence ("No space left on
    /// device").
    case unwritable(path: String, reason: String)
    /// Another output holds its lock: another program (a second `run --record`) is writing it.
    case inUse(path: String)

    /// The file the error is about, as given (or "standard output").
    public var path: String {
        switch self {
        case .folderNotFound(let path, _), .unwritable(let path, _), .inUse(let path): path
        }
    }

    /// The reason without the path, for messages that name the path already.
    public var reason: String {
        switch self {
        case .folderNotFound(_, let folder): "the folder \(Quoted.value(folder)) does not exist"
        case .unwritable(_, let reason): reason
        case .inUse: "another program is writing it (it holds the file's lock); give this one another path"
        }
    }

    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(Quoted.value(path)): \(reason)" }
}
