import SystemPackage

/// The calls that take a path, given it exactly as a person typed it. swift-system's `FilePath`
/// stores a path tidied (`report.jsonl/` becomes `report.jsonl`), which would turn what the
/// system reads as a folder's name into a file's and write over that file; so paths reach
/// swift-system here as C strings, never as `FilePath`.
enum SystemPath {
    /// `stat(2)` of `path`, through any symlinks.
    static func status(_ path: String) throws(Errno) -> Stat {
        try Stat(path)
    }

    /// `open(2)` of `path`.
    static func open(
        _ path: String, _ mode: FileDescriptor.AccessMode, options: FileDescriptor.OpenOptions,
        permissions: FilePermissions? = nil
    ) throws -> FileDescriptor {
        try FileDescriptor.open(path, mode, options: options, permissions: permissions)
    }
}

extension Errno {
    /// The `Errno` a swift-system call threw: its descriptor calls throw nothing else, but untyped.
    init(thrown error: any Error) {
        self = error as? Errno ?? .ioError
    }
}
