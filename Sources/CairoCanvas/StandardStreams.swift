import Glibc

/// Writing to a descriptor (standard output and error, a report) with `write(2)`: the one place
/// outside the Wayland layer that hands bytes to the system by pointer, beside ``InputFile`` and
/// ``OutputFile``.
///
/// Foundation's `FileHandle.write` traps when the descriptor is a closed pipe or a full disk;
/// a command-line tool instead reports the failure (or, for standard error, has nowhere left to
/// report it and carries on).
public enum StandardStreams {
    /// Writes all of `text` to `descriptor`, retrying short and interrupted writes.
    ///
    /// - Returns: nil on success, otherwise the reason (`strerror`), e.g. "No space left on device".
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }
}
