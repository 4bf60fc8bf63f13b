internal import CWaylandServerProtocols

/// One request as libwayland decoded it: the opcode (the request's index in the protocol XML)
/// and its arguments, read by position with the accessor for the argument's wire type.
struct Request {
    let opcode: UInt32
    let message: UnsafePointer<wl_message>?
    let arguments: UnsafeMutablePointer<wl_argument>?

    /// The request's name in the protocol XML, e.g. `set_title`.
    var name: String { message.flatMap { $0.pointee.name }.map { String(cString: $0) } ?? "#\(opcode)" }

    func int(_ index: Int) -> Int32 { arguments?[index].i ?? 0 }
    func uint(_ index: Int) -> UInt32 { arguments?[index].u ?? 0 }
    func fixed(_ index: Int) -> Double { wl_fixed_to_double(arguments?[index].f ?? 0) }
    func string(_ index: Int) -> String? { arguments?[index].s.map { String(cString: $0) } }
    /// A `new_id` argument: on the server side it is the id the client chose for the object.
    func newID(_ index: Int) -> UInt32 { arguments?[index].n ?? 0 }
    /// An `object` argument as a raw `wl_resource` (nil when the client passed NULL).
    func object(_ index: Int) -> OpaquePointer? { arguments?[index].o }

    /// An `object` argument as one of our Swift objects of the expected interface.
    func resource<T: Resource>(_ index: Int, as type: T.Type, interface: UnsafePointer<wl_interface>) -> T? {
        Resource.object(for: object(index), as: type, interface: interface)
    }
}
