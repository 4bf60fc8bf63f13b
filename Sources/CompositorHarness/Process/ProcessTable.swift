import Foundation

/// Reads the system's process table (/proc) for the members of one process group.
enum ProcessTable {
    /// The processes of group `group` that still run (zombies, ended but not yet reaped, are
    /// left out), with their command names (at most 15 characters, as the kernel keeps them).
    static func liveMembers(ofGroup group: pid_t) -> [(pid: pid_t, name: String)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8)
            else { return nil }
            // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses, so the
            // fields after it are counted from the last ')'.
            guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group else { return nil }
            return (pid, String(stat[stat.index(after: open)..<close]))
        }
    }
}
