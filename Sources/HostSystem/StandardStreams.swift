import SystemPackage

/// Writing to a descriptor (standard output and error, a report) with `write(2)`, through
/// swift-system's `FileDescriptor`: the one place outside the Wayland layer that hands bytes to
/// the system, beside ``InputFile`` and ``OutputFile``.
///
/// Foundation's `FileHandle.write` traps when the descriptor is a closed pipe or a full disk;
/// a command-line tool instead reports the failure (or, for standard error, has nowhere left to
/// report it and carries on).
///
/// ```swift
/// StandardStreams.write("tool: cannot read trace.jsonl\n", to: 2)  // standard error
/// ```
public enum StandardStreams {
    /// Writes all of `text` to `descriptor`, retrying short and interrupted writes.
    ///
    /// - Returns: nil on success, otherwise the reason (`strerror`), e.g. "No space left on device".
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> String? {
        write(text, to: FileDescriptor(rawValue: descriptor))
    }

    /// Writes all of `text` to `descriptor` (see ``write(_:to:)-(_,Int32)``).
    static func write(_ text: String, to descriptor: FileDescriptor) -> String? {
        do {
            try descriptor.writeAll(text.utf8)
            return nil
        } catch {
            return Errno(thrown: error).description
        }
    }
}
