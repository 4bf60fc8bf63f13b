import GestureKit
import SystemPackage

/// A file a person named (a trace, a scene file, a picture), opened for reading only when it is a
/// regular file: a FIFO would block the app forever, a directory or a device node cannot hold a
/// trace or a picture, and each deserves a sentence that says so rather than a hang or an errno.
///
/// ```swift
/// let file = try InputFile(path: "kiosk.toml")
/// let bytes = try file.readAll(limit: 1 << 20)
/// ```
public final class InputFile {
    /// The path as given, for messages.
    public let path: String
    private let descriptor: FileDescriptor

    /// Opens `path`, refusing anything but a regular file before it is opened (opening a FIFO
    /// waits for a writer; opening some devices has effects) and checking again once it is, in
    /// case the path was swapped in between.
    public init(path: String) throws(InputFileError) {
        self.path = path
        try Self.requireRegular(Self.system(path) { try SystemPath.status(path) }, path: path)
        // Non-blocking: should the path have become a FIFO since the check, open does not wait.
        let descriptor = try Self.system(path) {
            try SystemPath.open(path, .readOnly, options: [.nonBlocking, .closeOnExec])
        }
        do {
            try Self.requireRegular(Self.system(path) { try descriptor.stat() }, path: path)
        } catch {
            try? descriptor.close()
            throw error
        }
        self.descriptor = descriptor
    }

    deinit {
        try? descriptor.close()
    }

    /// Up to `count` bytes from where reading left off; empty at the end of the file.
    public func read(upTo count: Int) throws(InputFileError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = try Self.system(path) { try buffer.withUnsafeMutableBytes { try descriptor.read(into: $0) } }
        buffer.removeLast(count - got)
        return buffer
    }

    /// The whole file, refused once it passes `limit` bytes (checked as it is read, so a file
    /// that grows while it is read cannot get past it either).
    public func readAll(limit: Int) throws(InputFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try read(upTo: 1 << 16)
            if chunk.isEmpty { return bytes }
            bytes += chunk
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }

    /// Reads the file at `path` whole (see ``readAll(limit:)``).
    public static func contents(of path: String, limit: Int) throws(InputFileError) -> [UInt8] {
        try InputFile(path: path).readAll(limit: limit)
    }

    private static func requireRegular(_ status: Stat, path: String) throws(InputFileError) {
        let kind: String
        switch status.type {
        case .regular: return
        case .directory: kind = "a directory"
        case .fifo: kind = "a named pipe (FIFO)"
        case .characterSpecial: kind = "a character device"
        case .blockSpecial: kind = "a block device"
        case .socket: kind = "a socket"
        default: kind = "an unusual kind of file"
        }
        throw .notRegular(path: path, kind: kind)
    }

    /// `call`'s result, or its failure (swift-system throws `Errno`, untyped) as the error naming `path`.
    private static func system<Result>(_ path: String, _ call: () throws -> Result) throws(InputFileError) -> Result {
        do {
            return try call()
        } catch {
            let code = Errno(thrown: error)
            throw code == .noSuchFileOrDirectory
                ? .notFound(path: path) : .unreadable(path: path, reason: code.description)
        }
    }
}
/// Why a named file could not be read; each case names the path.
public enum InputFileError: Error, Equatable, CustomStringConvertible {
    /// Nothing at the path.
    case notFound(path: String)
    /// A directory, a FIFO, a device node or a socket where a file was expected.
    case notRegular(path: String, kind: String)
    /// The system refused to open or read it; `reason` is its sentence ("Permission denied").
    case unreadable(path: String, reason: String)
    /// Larger than the limit for what it holds, in bytes.
    case tooLarge(path: String, limit: Int)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .notFound(let path), .notRegular(let path, _), .unreadable(let path, _), .tooLarge(let path, _): path
        }
    }

    /// The reason without the path, for messages that name the path already.
    public var reason: String {
        switch self {
        case .notFound: "No such file or directory"
        case .notRegular(_, let kind): "it is \(kind), not a regular file"
        case .unreadable(_, let reason): reason
        case .tooLarge(_, let limit): "it is larger than \(Self.describe(bytes: limit)), the limit for this file"
        }
    }

    public var description: String { "cannot read \(Quoted.value(path)): \(reason)" }

    static func describe(bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}
