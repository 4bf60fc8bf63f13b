import Glibc

/// Finds programs the way a shell does, so that "not installed" is known before anything starts.
enum ExecutableLookup {
    /// The absolute path of `name` in `PATH`, then in the sbin folders that a non-login root
    /// shell may lack from its `PATH` (`useradd` lives in /usr/sbin); nil when it is nowhere.
    static func path(of name: String, environment: [String: String]) -> String? {
        if name.hasPrefix("/") { return isExecutable(name) ? name : nil }
        let searched = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for directory in searched + ["/usr/sbin", "/sbin"] {
            let candidate = "\(directory)/\(name)"
            if isExecutable(candidate) { return candidate }
        }
        return nil
    }

    private static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
