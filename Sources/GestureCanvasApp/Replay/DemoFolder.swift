import Foundation
import HostSystem

/// Where the no-compositor demo writes its frames: a new private folder each run (a fresh name,
/// mode 0700, made by CairoCanvas's `TemporaryFolder`), since the temporary folder is shared by
/// every user.
public enum DemoFolder {
    /// Makes `$TMPDIR/gesture-canvas-demo-SCENE-XXXXXX` (or under /tmp) and returns its path.
    public static func make(forScene scene: String) throws(AppError) -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        do {
            return try TemporaryFolder.make(in: base, prefix: "gesture-canvas-demo-\(scene)-")
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
    }
}
