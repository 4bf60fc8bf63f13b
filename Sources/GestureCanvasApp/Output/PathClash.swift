import Glibc

/// Refuses, before anything is written, an output that is one of the run's inputs or another of
/// its outputs (`replay X --report X`, `run --record X --report X`): writing it would destroy the
/// input or interleave two formats in one file.
enum PathClash {
    /// A file the run reads or writes, and what it is to the user (`--report`, "the trace").
    struct Role {
        let name: String
        let path: String
    }

    /// Throws ``AppError/samePath(path:first:second:)`` for the first output that is the same file
    /// as an input or an earlier output. Devices and FIFOs (`/dev/null` twice) may be shared.
    static func check(outputs: [Role], inputs: [Role]) throws(AppError) {
        var seen = inputs.compactMap { role in identity(of: role.path).map { (role, $0) } }
        for output in outputs where output.path != "-" {
            guard let id = identity(of: output.path) else { continue }
            if let (earlier, _) = seen.first(where: { $0.1 == id }) {
                throw .samePath(path: output.path, first: earlier.name, second: output.name)
            }
            seen.append((output, id))
        }
    }

    /// What makes two paths one file: device and inode for an existing regular file, the resolved
    /// folder and name for one not made yet; nil for devices, FIFOs and the like.
    enum Identity: Equatable {
        case existing(device: UInt, inode: UInt)
        case new(String)
    }

    static func identity(of path: String) -> Identity? {
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            return .existing(device: UInt(status.st_dev), inode: UInt(status.st_ino))
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let resolved = realpath(folder, nil) else { return .new(path) }
        defer { free(resolved) }
        return .new(String(cString: resolved) + "/" + name)
    }
}
