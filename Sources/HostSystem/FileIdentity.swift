import SystemPackage

/// What makes two paths one file, asked before anything is opened: a run can refuse an output
/// that is also one of its inputs (`replay X --report X`) however the two paths are spelled.
///
/// ```swift
/// FileIdentity(path: "trace.jsonl") == FileIdentity(path: "./alias-of-trace.jsonl")  // true
/// ```
public enum FileIdentity: Hashable, Sendable {
    /// An existing regular file (through any symlinks): its device and inode.
    case existing(device: UInt, inode: UInt)
    /// A file not made yet: its resolved folder (see ``ResolvedPath``) and name, or the path as
    /// given when the folder cannot be resolved.
    case new(String)

    /// The identity of the file at `path`; nil for a device, a FIFO, a directory and the like,
    /// which are not replaced when written and so may be named twice (`/dev/null`).
    public init?(path: String) {
        if let status = try? SystemPath.status(path) {
            guard status.type == .regular else { return nil }
            self = .existing(device: UInt(status.deviceID.rawValue), inode: UInt(status.inode.rawValue))
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = ResolvedPath.of(folder) else {
            self = .new(path)
            return
        }
        self = .new(resolved + "/" + name)
    }
}
