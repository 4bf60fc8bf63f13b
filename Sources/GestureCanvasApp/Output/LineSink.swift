import CairoCanvas
import Glibc

/// Where report and trace lines go: a file, or standard output for `-`.
///
/// Opened as every Unix tool opens an output (`open` with `O_CREAT | O_TRUNC`, as a shell's `>`):
/// a device, a FIFO or a symlink is written through, never replaced by a new file. Each line is
/// one `write(2)` made as it happens, so a crash or a kill loses nothing before it. The first
/// failure (a full disk, a closed pipe) is kept, later lines are dropped, and a regular file is cut
/// back to its last whole line, so what was written stays valid JSON Lines.
public final class LineSink {
    /// The path as given (`-` for standard output).
    public let path: String
    private let descriptor: Int32
    private let isRegularFile: Bool
    /// Bytes of whole lines written so far.
    private var length: off_t = 0
    /// The first write failure; nil while every line has gone out.
    public private(set) var failure: AppError?
    /// Called once, on the first failure (a live session stops on it).
    public var onFailure: ((AppError) -> Void)?

    public init(path: String) throws(AppError) {
        self.path = path
        if path == "-" {
            descriptor = STDOUT_FILENO
            isRegularFile = false
            return
        }
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw .unwritable(path: path, reason: Self.openFailure(errno, path: path)) }
        var status = stat()
        fstat(opened, &status)
        descriptor = opened
        isRegularFile = (status.st_mode & S_IFMT) == S_IFREG
    }

    deinit {
        if descriptor != STDOUT_FILENO { close(descriptor) }
    }

    /// Writes one line and a newline now, unless an earlier write failed.
    public func write(_ line: String) {
        guard failure == nil else { return }
        if let reason = StandardStreams.write(line + "\n", to: descriptor) {
            fail(reason)
        } else {
            length += off_t(line.utf8.count + 1)
        }
    }

    private func fail(_ reason: String) {
        // A line cut short by a full disk would leave a report that no longer parses.
        if isRegularFile { _ = ftruncate(descriptor, length) }
        let error = AppError.unwritable(path: path == "-" ? "standard output" : path, reason: reason)
        failure = error
        onFailure?(error)
    }

    private static func openFailure(_ code: Int32, path: String) -> String {
        if code == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            return "the folder \(path[..<slash]) does not exist"
        }
        return String(cString: strerror(code))
    }
}
