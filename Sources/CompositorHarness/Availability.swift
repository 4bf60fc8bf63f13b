/// Whether a compositor can run on this machine, as `Compositor.availability(of:)` finds out.
public enum Availability: Equatable, Sendable {
    /// Installed and executable; `version` is what its `--version` printed.
    case available(version: String)
    case unavailable(reason: String)

    public var isAvailable: Bool {
        if case .available = self { return true }
        return false
    }
}
