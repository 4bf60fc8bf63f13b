/// Listener tables for libwayland, which keeps the pointer it is given for the proxy's whole
/// life: each is allocated once per interface and never freed (never a stack value, never a
/// pointer escaping `withUnsafePointer`). Public for the raw test clients of test targets.
///
/// ```swift
/// nonisolated(unsafe) static let touch = ListenerTable.make(wl_touch_listener(down: …, …))
/// ```
public enum ListenerTable {
    public static func make<Listener>(_ listener: Listener) -> UnsafeMutablePointer<Listener> {
        let table = UnsafeMutablePointer<Listener>.allocate(capacity: 1)
        table.initialize(to: listener)
        return table
    }
}
