import HostSystem

/// The bundled demo traces, one per scene, in `Resources/traces` (made by its `make-traces.py`).
public enum DemoTraces {
    /// The path of the demo trace for `scene`.
    public static func path(forScene scene: String) throws(AppError) -> String {
        do {
            return try ResourceLocator().locate() + "/traces/\(scene)-demo.jsonl"
        } catch {
            throw .unreadableFile(path: "Resources/traces", reason: "\(error)")
        }
    }
}
