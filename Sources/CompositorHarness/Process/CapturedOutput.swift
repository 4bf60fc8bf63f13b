import Glibc

/// A file that a child process writes its output into, read while it grows.
///
/// Output goes to files rather than pipes so that a chatty process (a client under
/// `WAYLAND_DEBUG`, which logs every message) can never block on a full pipe nobody drains.
public final class CapturedOutput {
    public let path: String
    /// Bytes already split into lines by `newLines()`.
    private var consumed: off_t = 0
    /// The unfinished last line seen by `newLines()`.
    private var partialLine: [UInt8] = []

    init(path: String) {
        self.path = path
    }

    /// Everything written so far; empty once the file is gone.
    public var contents: String {
        String(decoding: read(from: 0), as: UTF8.self)
    }

    /// The complete lines written since the last call.
    func newLines() -> [String] {
        let bytes = read(from: consumed)
        consumed += off_t(bytes.count)
        partialLine += bytes
        guard let lastNewline = partialLine.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let complete = partialLine[..<lastNewline]
        partialLine.removeSubrange(...lastNewline)
        return complete.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    private func read(from offset: off_t) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var position = offset
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, position) }
            guard count > 0 else { break }
            result += chunk[..<count]
            position += off_t(count)
        }
        return result
    }
}
