import Foundation
import Glibc

/// The folder one compositor keeps everything in: its runtime directory (where the socket is),
/// the logs, sway's config, KWin's copy of its binary. Removed with all of it when the
/// compositor stops.
///
/// It lives under /tmp, not `$TMPDIR`: a Wayland socket path must fit in 108 bytes
/// (`sockaddr_un`), and sway's unprivileged user must be able to reach it.
final class ScratchDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/gc-harness.XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { throw SystemCallError("mkdtemp /tmp/gc-harness.XXXXXX") }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // 0711: sway's user passes through to its runtime directory, but lists nothing here.
        guard chmod(path, 0o711) == 0 else { throw SystemCallError("chmod \(path)") }
    }

    /// Creates `name` inside with `mode`, handed to `owner` when given.
    func makeDirectory(_ name: String, mode: mode_t = 0o700, owner: Account? = nil) throws -> String {
        let directory = "\(path)/\(name)"
        guard mkdir(directory, mode) == 0 else { throw SystemCallError("mkdir \(directory)") }
        // mkdir's mode is filtered by the umask; the runtime directory must be exactly 0700.
        guard chmod(directory, mode) == 0 else { throw SystemCallError("chmod \(directory)") }
        try owner?.take(directory)
        return directory
    }

    /// Writes `text` to `name` inside (a path relative to this folder), handed to `owner` when given.
    func write(_ text: String, to name: String, owner: Account? = nil) throws -> String {
        let file = "\(path)/\(name)"
        do {
            try text.write(toFile: file, atomically: false, encoding: .utf8)
        } catch {
            throw SystemCallError("write \(file) (\(error))", code: EIO)
        }
        try owner?.take(file)
        return file
    }

    /// Copies the file at `source` to `name` inside, as a new file with mode 0755. A plain copy
    /// carries no extended attributes, so file capabilities stay behind (see `KWinLauncher`).
    func copyExecutable(_ source: String, to name: String) throws -> String {
        let destination = "\(path)/\(name)"
        do {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
            try bytes.write(to: URL(fileURLWithPath: destination))
        } catch {
            throw SystemCallError("copy \(source) to \(destination) (\(error))", code: EIO)
        }
        guard chmod(destination, 0o755) == 0 else { throw SystemCallError("chmod \(destination)") }
        return destination
    }

    /// Removes the folder and everything in it (sockets, logs, files sway's user created).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
