internal import CWaylandServerProtocols
import Glibc

/// Writes `text` (plus its terminating NUL, as wl_keyboard.keymap's size counts it) to an
/// anonymous memory file and returns the descriptor, rewound; -1 when that fails.
func makeSharedMemoryFile(named name: String, containing text: String) -> Int32 {
    let descriptor = gcs_memfd_create(name)
    guard descriptor >= 0 else { return -1 }
    let bytes = Array(text.utf8CString)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count, lseek(descriptor, 0, SEEK_SET) == 0 else {
        close(descriptor)
        return -1
    }
    return descriptor
}
