internal import CWaylandClient

/// The 32-bit values of a `wl_array` argument (xdg_toplevel's states, the keys held at
/// `wl_keyboard.enter`); empty for NULL.
func uint32Values(of array: UnsafeMutablePointer<wl_array>?) -> [UInt32] {
    guard let array, let data = array.pointee.data else { return [] }
    let width = MemoryLayout<UInt32>.size
    return (0..<array.pointee.size / width).map { data.load(fromByteOffset: $0 * width, as: UInt32.self) }
}
