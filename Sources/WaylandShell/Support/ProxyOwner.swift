/// Listener tables for libwayland.
///
/// libwayland keeps the pointer it is given for the proxy's whole life, so each table is
/// allocated once per interface and never freed (never a stack value, never a pointer escaping
/// `withUnsafePointer`). Every slot up to the version we bind must be filled: a NULL slot aborts
/// the process when that event arrives.
enum ListenerTable {
    static func make<Listener>(_ listener: Listener) -> UnsafeMutablePointer<Listener> {
        let table = UnsafeMutablePointer<Listener>.allocate(capacity: 1)
        table.initialize(to: listener)
        return table
    }
}

/// A Swift object that owns one Wayland proxy and receives its events.
///
/// The owner travels as the listener's `data`, unretained; it destroys its proxy in `deinit`, so
/// the proxy never outlives it and no event can reach a freed object (libwayland drops the queued
/// events of a destroyed proxy). Each owner class has its own listener table, typed by its
/// interface, so a listener cannot land on the wrong kind of object.
protocol ProxyOwner: AnyObject {}

extension ProxyOwner {
    /// The `data` pointer handed to `*_add_listener`.
    var listenerData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The owner behind a listener's `data`.
    static func owner(_ data: UnsafeMutableRawPointer?) -> Self {
        Unmanaged<Self>.fromOpaque(data!).takeUnretainedValue()
    }
}
