import Glibc
import SystemPackage

/// A new folder of one's own inside a shared one such as `/tmp`.
///
/// A fixed name in a folder every user writes to could already belong to someone else, or be a
/// symlink planted to redirect our files, so the folder is made with `mkdtemp(3)`: a fresh name
/// (six random characters after the prefix) that did not exist before, mode 0700.
///
/// ```swift
/// let frames = try TemporaryFolder.make(in: "/tmp", prefix: "demo-")  // "/tmp/demo-k3X9aQ"
/// ```
public enum TemporaryFolder {
    /// Makes `base/prefixXXXXXX` and returns its path.
    ///
    /// - Throws: ``OutputFileError/unwritable(path:reason:)`` naming `base`, with the system's
    ///   sentence ("No such file or directory", "Permission denied").
    public static func make(in base: String, prefix: String) throws(OutputFileError) -> String {
        var template = Array("\(base)/\(prefix)XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else {
            throw .unwritable(path: base, reason: Errno(rawValue: errno).description)
        }
        // mkdtemp wrote the new name over the X's; the last element is the terminating NUL.
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
