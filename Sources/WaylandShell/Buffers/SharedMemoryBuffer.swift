internal import CWaylandClient
import GestureKit
import Glibc

/// One `wl_buffer` in a `wl_shm` pool: `WL_SHM_FORMAT_ARGB8888`, premultiplied alpha, which on
/// little-endian machines is Cairo's `CAIRO_FORMAT_ARGB32`.
///
/// The shell hands a buffer to ``ShellWindow/render`` only while the compositor is not reading
/// it (after `wl_buffer.release`). The app makes it a CairoCanvas `PixelStorage`:
///
/// ```swift
/// extension SharedMemoryBuffer: PixelStorage {}
/// window.render = { buffer, damage, scale in try? renderer.render(content, into: buffer, scale: scale, damage: damage) }
/// ```
public final class SharedMemoryBuffer: ProxyOwner {
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int
    /// Bytes from one row to the next (`pixelWidth × 4`: ARGB8888 rows need no padding).
    public let bytesPerRow: Int

    let proxy: OpaquePointer
    private let memory: UnsafeMutableRawPointer
    private let length: Int
    /// Attached and committed, and not yet released by the compositor.
    var isBusy = false
    /// What changed since this buffer was last drawn (window coordinates); nil when it was
    /// never drawn and needs everything.
    private(set) var staleRegion: DamageRegion?
    /// Told when the compositor releases the buffer.
    var onRelease: ((SharedMemoryBuffer) -> Void)?

    /// Makes a `width × height` buffer in slot `slot` of `pool`.
    init(pool: SharedMemoryPool, slot: Int, pixelWidth: Int, pixelHeight: Int) throws {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        bytesPerRow = pixelWidth * 4
        length = bytesPerRow * pixelHeight
        memory = try pool.map(slot: slot, length: length)
        proxy = wl_shm_pool_create_buffer(
            pool.proxy, Int32(slot * pool.slotSize), Int32(pixelWidth), Int32(pixelHeight), Int32(bytesPerRow),
            WL_SHM_FORMAT_ARGB8888.rawValue)
        wl_buffer_add_listener(proxy, Self.listener, listenerData)
    }

    deinit {
        // Destroying a buffer the compositor still shows is allowed as long as its memory is not
        // changed afterwards; unmapping our view does not change it.
        wl_buffer_destroy(proxy)
        munmap(memory, length)
    }

    /// Lends the pixels: `bytesPerRow × pixelHeight` bytes, rows top to bottom.
    public func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeMutableRawBufferPointer(start: memory, count: length))
    }

    /// The protocol id of the `wl_buffer` (what a compositor calls it in its logs).
    var protocolID: UInt32 { wl_proxy_get_id(proxy) }

    /// Adds a change the buffer does not show yet.
    func invalidate(_ region: DamageRegion) {
        staleRegion?.formUnion(region)
    }

    /// What must be drawn to bring this buffer up to date, within `bounds`.
    func regionToDraw(within bounds: Rect) -> DamageRegion {
        guard let staleRegion else {
            var everything = DamageRegion()
            everything.add(bounds)
            return everything
        }
        return staleRegion.clipped(to: bounds)
    }

    /// Copies `region` from `other`, a buffer of the same size, except the pixels of `excluded`
    /// (both in window points at `scale` pixels each, grown to whole pixels), which are about to
    /// be drawn anyway. Only reads `other`, which the compositor may still be showing: reading a
    /// buffer it holds is allowed, changing one is not.
    func copy(
        _ region: DamageRegion, except excluded: DamageRegion = DamageRegion(), from other: SharedMemoryBuffer,
        scale: Double
    ) {
        precondition(other.pixelWidth == pixelWidth && other.pixelHeight == pixelHeight && other !== self)
        let cutOut = excluded.rects.compactMap {
            PixelBox(covering: $0, scale: scale, width: pixelWidth, height: pixelHeight)
        }
        for rect in region.rects {
            guard let box = PixelBox(covering: rect, scale: scale, width: pixelWidth, height: pixelHeight) else {
                continue
            }
            // Boxes of one region do not overlap (DamageRegion merges those that touch).
            let pieces = cutOut.reduce([box]) { pieces, hole in pieces.flatMap { $0.subtracting(hole) } }
            pieces.forEach { copy($0, from: other) }
        }
    }

    private func copy(_ box: PixelBox, from other: SharedMemoryBuffer) {
        let offset = box.y0 * bytesPerRow + box.x0 * 4, rowBytes = (box.x1 - box.x0) * 4
        if box.x0 == 0 && box.x1 == pixelWidth {
            // Whole rows are one block.
            memcpy(memory + offset, other.memory + offset, (box.y1 - box.y0) * bytesPerRow)
        } else {
            for row in 0..<(box.y1 - box.y0) {
                memcpy(memory + offset + row * bytesPerRow, other.memory + offset + row * bytesPerRow, rowBytes)
            }
        }
    }

    /// The buffer now shows everything.
    func markDrawn() {
        staleRegion = DamageRegion()
    }

    private func released() {
        isBusy = false
        onRelease?(self)
    }

    nonisolated(unsafe) private static let listener = ListenerTable.make(
        wl_buffer_listener(release: { data, _ in owner(data).released() }))
}
