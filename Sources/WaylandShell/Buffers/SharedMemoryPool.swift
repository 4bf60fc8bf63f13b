internal import CWaylandClient
internal import CWaylandProtocols
import Glibc

/// One `wl_shm_pool` over one anonymous file (memfd), holding the buffers of one size.
///
/// The pool grows a slot at a time (`ftruncate`, then `wl_shm_pool.resize`, which can only
/// grow). Each buffer maps its own slot, and slots are page-aligned, so growing never moves the
/// memory a buffer is drawn in. The file is closed when the pool goes: the compositor keeps its
/// own mapping for the buffers it still shows.
final class SharedMemoryPool {
    let proxy: OpaquePointer
    /// Bytes per slot: one buffer, rounded up to whole pages so each slot can be mapped alone.
    let slotSize: Int
    private let descriptor: Int32
    private(set) var slotCount: Int

    /// A pool with room for `slots` buffers of `bufferSize` bytes.
    init(shm: OpaquePointer, bufferSize: Int, slots: Int) throws {
        let page = max(4096, sysconf(Int32(_SC_PAGESIZE)))
        slotSize = (bufferSize + page - 1) / page * page
        let total = slotSize * slots
        guard total <= Int(Int32.max) else {
            throw ShellError.sharedMemory("\(total) bytes is more than one wl_shm pool can hold")
        }
        let descriptor = gc_memfd_create("wayland-shm-buffers")
        guard descriptor >= 0 else { throw ShellError.sharedMemory("memfd_create: \(systemError(errno))") }
        guard ftruncate(descriptor, off_t(total)) == 0 else {
            let number = errno
            close(descriptor)
            throw ShellError.sharedMemory("ftruncate to \(total) bytes: \(systemError(number))")
        }
        self.descriptor = descriptor
        self.slotCount = slots
        proxy = wl_shm_create_pool(shm, descriptor, Int32(total))
    }

    deinit {
        wl_shm_pool_destroy(proxy)
        close(descriptor)
    }

    /// Adds one slot at the end and returns its index.
    func addSlot() throws -> Int {
        let total = slotSize * (slotCount + 1)
        guard total <= Int(Int32.max) else {
            throw ShellError.sharedMemory("\(total) bytes is more than one wl_shm pool can hold")
        }
        guard ftruncate(descriptor, off_t(total)) == 0 else {
            throw ShellError.sharedMemory("ftruncate to \(total) bytes: \(systemError(errno))")
        }
        wl_shm_pool_resize(proxy, Int32(total))
        slotCount += 1
        return slotCount - 1
    }

    /// Maps slot `index` (`length` bytes) for drawing, its pages made present at once:
    /// touching them one by one the first time the buffer is drawn costs more (about 5 ms for a
    /// 1920 × 1080 buffer on these virtual machines) and lands in the middle of a frame.
    func map(slot index: Int, length: Int) throws -> UnsafeMutableRawPointer {
        let memory = mmap(
            nil, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, descriptor, off_t(index * slotSize))
        guard let memory, memory != MAP_FAILED else {
            throw ShellError.sharedMemory("mmap of \(length) bytes: \(systemError(errno))")
        }
        return memory
    }
}
