import HostSystem

/// Where report and trace lines go: a file, or standard output for `-`.
///
/// An `OutputFile` (CairoCanvas) underneath: opened as a shell's `>` opens it (a device, a FIFO
/// or a symlink is written through), each line written as it happens, and a regular file cut back
/// to its last whole line on the first failure (a full disk, a closed pipe), so what was written
/// stays valid JSON Lines. That failure is kept and later lines are dropped.
public final class LineSink {
    /// The path as given (`-` for standard output).
    public let path: String
    private let file: OutputFile
    /// The first write failure; nil while every line has gone out.
    public private(set) var failure: AppError?
    /// Called once, on the first failure (a live session stops on it).
    public var onFailure: ((AppError) -> Void)?

    public init(path: String) throws(AppError) {
        self.path = path
        if path == "-" {
            file = .standardOutput()
            return
        }
        do {
            file = try OutputFile(path: path)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
    }

    /// Writes one line and a newline now, unless an earlier write failed.
    public func write(_ line: String) {
        guard failure == nil else { return }
        do {
            try file.writeLine(line)
        } catch {
            let error = AppError.unwritable(path: error.path, reason: error.reason)
            failure = error
            onFailure?(error)
        }
    }
}
