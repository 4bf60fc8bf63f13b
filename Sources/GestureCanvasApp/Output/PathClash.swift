import HostSystem

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
        var seen = inputs.compactMap { role in FileIdentity(path: role.path).map { (role, $0) } }
        for output in outputs where output.path != "-" {
            guard let id = FileIdentity(path: output.path) else { continue }
            if let (earlier, _) = seen.first(where: { $0.1 == id }) {
                throw .samePath(path: output.path, first: earlier.name, second: output.name)
            }
            seen.append((output, id))
        }
    }
}
