import Foundation
import Glibc

/// Where the no-compositor demo writes its frames: a new private folder each run.
///
/// The temporary folder is shared by every user: a fixed name there could already belong to
/// someone else, or be a symlink planted to redirect our files, so the folder is made with
/// `mkdtemp` (a fresh name, mode 0700).
public enum DemoFolder {
    /// Makes `$TMPDIR/gesture-canvas-demo-SCENE-XXXXXX` (or under /tmp) and returns its path.
    public static func make(forScene scene: String) throws(AppError) -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/gesture-canvas-demo-\(scene)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .unwritable(path: base, reason: String(cString: strerror(errno)))
        }
        return String(cString: made)
    }
}
