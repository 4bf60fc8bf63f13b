import CompositorHarness
import CompositorHarnessTesting
import Foundation
import Glibc
import Testing

extension RealCompositors {
    /// cage nested in KWin: each client is the app of a cage of its own, run as the unprivileged
    /// user, and cage ends by itself, cleanly, when the harness stops its app.
    @Suite("cage nested in KWin")
    struct CageTests {
        @Test func itsAppRunsAsTheUnprivilegedUserAndCageEndsWithIt() throws {
            let host = try Compositor.startOrSkip(.cage, options: CompositorOptions(width: 1280, height: 720))
            defer { host.stop() }
            print("cage: \(host.version), KWin's socket in \(host.startupDuration)")
            #expect(host.version.hasPrefix("Cage version 0.1.4 in kwin "), "\(host.version)")

            // `sleep` never connects: cage still runs it, and waits for it.
            let cage = try host.launch(["sleep", "30"])
            var app: pid_t?
            #expect(
                eventually {
                    app = child(of: cage.pid)
                    return app != nil
                }, "cage started no app")
            if geteuid() == 0, let app { #expect(owner(of: "/proc/\(app)") != 0, "cage's app runs as root") }
            #expect(cage.isRunning)

            let result = cage.stop()
            #expect(result.outcome == .exited(0), "cage ended by itself after its app: \(result)")
            #expect(host.isRunning, "KWin outlives the cage")
        }
    }
}

/// A process whose parent is `parent`.
private func child(of parent: pid_t) -> pid_t? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(pid_t.init).first { pid in
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 && pid_t(fields[1]) == parent
    }
}

/// Polls `condition` every 20 ms for up to 10 s; whether it held.
private func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        usleep(20_000)
    }
    return false
}
