import Glibc

/// A path as the file system resolves it (`realpath(3)`): absolute, with every symlink, `.` and
/// `..` followed, so two spellings of one file compare equal and a path written down still leads
/// there from another working folder.
///
/// ```swift
/// let scene = ResolvedPath.of("kiosk.toml") ?? "kiosk.toml"  // "/home/ada/kiosk.toml"
/// ```
public enum ResolvedPath {
    /// The longest path a file call takes, in bytes: Linux's `PATH_MAX`, past which each fails
    /// with "File name too long".
    public static let maximumBytes = Int(PATH_MAX)

    /// Why `path` can never name a file (it is longer than ``maximumBytes``), as a reason for a
    /// message; nil when it may. Asked first, so a 200 KB path is refused at once rather than
    /// walked through.
    public static func lengthProblem(_ path: String) -> String? {
        let length = path.utf8.count
        guard length > maximumBytes else { return nil }
        return "the path is \(length) bytes long; a path has at most \(maximumBytes) (PATH_MAX)"
    }

    /// The resolved form of `path`, or nil when a part of it does not exist or cannot be searched.
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
