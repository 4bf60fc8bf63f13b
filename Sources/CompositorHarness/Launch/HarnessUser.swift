/// The unprivileged account sway and cage run as when the tests run as root.
///
/// sway 1.7 and cage 0.1.4 refuse to start as root; CI and these sandboxes run the tests as root. The account
/// is a system user with no home and no login shell, created once and reused (idempotent, and
/// safe when two test processes race to create it).
enum HarnessUser {
    static let name = "gcharness"

    /// The account to run an unprivileged compositor as: the current user unless that is root,
    /// else `gcharness`, created with `useradd` when missing. `kind` is the compositor that needs
    /// it, named when that cannot be done.
    static func unprivilegedAccount(for kind: CompositorKind, environment: [String: String]) throws -> Account {
        let current = Account.current
        guard current.isRoot else { return current }
        if let existing = Account.named(name) { return existing }
        guard let useradd = ExecutableLookup.path(of: "useradd", environment: environment) else {
            throw CompositorUnavailable(kind, reason: "the tests run as root and useradd (package passwd) is missing")
        }
        let command = [
            useradd, "--system", "--user-group", "--no-create-home", "--home-dir", "/nonexistent",
            "--shell", "/usr/sbin/nologin", name,
        ]
        let (termination, output) = try QuickCommand.run(command, environment: environment)
        // Another test process may have created it meanwhile (useradd then exits with 9): look again.
        if let created = Account.named(name) { return created }
        let how = termination.map(String.init(describing:)) ?? "timed out"
        throw CompositorUnavailable(kind, reason: "cannot create the user \(name) (useradd \(how)): \(output)")
    }
}
