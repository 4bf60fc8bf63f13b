import Foundation

/// How one compositor is started, and how the harness learns that it is ready.
struct LaunchPlan {
    /// The command line, the resolved program first.
    var command: [String]
    /// The compositor's whole environment.
    var environment: [String: String]
    /// The compositor's `XDG_RUNTIME_DIR`, where its socket appears.
    var runtimeDirectory: String
    var socket: SocketDiscovery
    /// What the compositor's `--version` printed.
    var version: String
    /// The command name of the process in the group that is asked to quit (SIGTERM) first, when
    /// that is not the leader: KWin under `dbus-run-session`, which would die at once and leave
    /// KWin and the bus behind; KWin quitting ends the session in order.
    var quitsFirst: String? = nil
    /// For `.cage`: the compositor started is the host (KWin), and each client runs in a cage
    /// nested in it.
    var nested: NestedCage? = nil
    /// The compositor's own session bus socket, where it has one the tests talk to (mutter).
    var sessionBus: String? = nil
    /// A parent display to hand over connected, as `WAYLAND_SOCKET` (sway nested as an
    /// unprivileged user, who cannot open the parent's folder).
    var parentSocket: String? = nil
}

/// How the harness learns the name of a compositor's socket.
enum SocketDiscovery {
    /// The compositor was told the name (weston's `--socket`, KWin's `--socket`).
    case named(String)
    /// The compositor picks the name itself and a command in its config writes it into this file
    /// once the compositor runs (sway 1.7 has no option for the name).
    case announced(inFile: String)

    /// The socket's name, once it is known.
    var currentName: String? {
        switch self {
        case .named(let name):
            return name
        case .announced(let file):
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
            let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return name.isEmpty ? nil : name
        }
    }
}
