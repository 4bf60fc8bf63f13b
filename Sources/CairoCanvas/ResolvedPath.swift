import Glibc

/// A path as the file system resolves it (`realpath(3)`): absolute, with every symlink, `.` and
/// `..` followed, so two spellings of one file compare equal and a path written down still leads
/// there from another working folder.
///
/// ```swift
/// let scene = ResolvedPath.of("kiosk.toml") ?? "kiosk.toml"  // "/home/ada/kiosk.toml"
/// ```
public enum ResolvedPath {
    /// The resolved form of `path`, or nil when a part of it does not exist or cannot be searched.
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
