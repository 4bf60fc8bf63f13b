import GestureKit

/// A window's buffers: drawn only while the compositor does not hold them, reused after
/// `wl_buffer.release`, and more than two when the compositor holds two at once.
///
/// sway 1.7 keeps both of a client's buffers busy (the shown one and the one it composited
/// from), so a client with exactly two stalls or aborts; we grow up to ``maximumCount`` and
/// otherwise wait for a release. Each buffer remembers what changed since it was last drawn, so
/// a reused buffer redraws only that, and a new one everything.
final class BufferPool {
    /// The pixel size and scale the buffers are made for, and the turn the compositor gives them.
    struct Layout: Equatable, CustomStringConvertible {
        var pixelWidth: Int
        var pixelHeight: Int
        var scale: Double
        /// How the compositor turns the buffer as it shows it (`set_buffer_transform`): a buffer
        /// turned a quarter has the window's sides swapped.
        var turn: QuarterTurn

        /// The buffer for a window of `size` logical points at `scale`, rounded halfway away from
        /// zero as fractional-scale-v1 says compositors round a toplevel's size.
        init(size: Size, scale: Double, turn: QuarterTurn = .none) {
            let size = turn.turned(size)
            pixelWidth = max(1, Int(saturating: (size.width * scale).rounded()))
            pixelHeight = max(1, Int(saturating: (size.height * scale).rounded()))
            self.scale = scale
            self.turn = turn
        }

        var description: String {
            "\(pixelWidth)×\(pixelHeight) at scale \(scale)" + (turn == .none ? "" : ", turned \(turn.rawValue)°")
        }
    }

    /// Two: one the compositor shows, one we draw into.
    static let minimumCount = 2
    /// Past this many, wait for a release rather than allocate (a compositor that never
    /// releases must not make us eat memory).
    static let maximumCount = 4

    private let shm: OpaquePointer
    private(set) var layout: Layout?
    private var pool: SharedMemoryPool?
    /// Buffers of the current layout.
    private(set) var buffers: [SharedMemoryBuffer] = []
    /// Buffers of an earlier layout that the compositor still holds; dropped on release.
    private var retired: [SharedMemoryBuffer] = []
    /// The buffer drawn last: it shows everything up to the current frame's damage.
    private weak var newest: SharedMemoryBuffer?

    init(shm: OpaquePointer) {
        self.shm = shm
    }

    /// Switches to `layout`: buffers of another size or scale are dropped, or retired until the
    /// compositor releases them.
    func use(_ layout: Layout) {
        guard layout != self.layout else { return }
        self.layout = layout
        retired += buffers.filter(\.isBusy)
        buffers.removeAll()
        pool = nil
    }

    /// Destroys every buffer and the pool now (the window is closing; the connection must still
    /// be open).
    func removeAll() {
        buffers.removeAll()
        retired.removeAll()
        pool = nil
        layout = nil
    }

    /// Tells every buffer that `region` changed.
    func invalidate(_ region: DamageRegion) {
        buffers.forEach { $0.invalidate(region) }
    }

    /// Brings `buffer` up to date except for `damage` (this frame's changes), by copying what it
    /// missed from the buffer drawn last; returns what is left to draw. Copying a region costs a
    /// fraction of drawing it: with two buffers, each would otherwise redraw the last two frames'
    /// damage, and a buffer used for the first time the whole window.
    func prepare(_ buffer: SharedMemoryBuffer, damage: DamageRegion, bounds: Rect) -> DamageRegion {
        defer { newest = buffer }
        guard let newest, newest !== buffer, let layout,
            newest.pixelWidth == buffer.pixelWidth, newest.pixelHeight == buffer.pixelHeight
        else { return buffer.regionToDraw(within: bounds) }
        // The newest buffer is only behind by `damage`, which is drawn afterwards: not copied.
        let damage = damage.clipped(to: bounds)
        buffer.copy(buffer.regionToDraw(within: bounds), except: damage, from: newest, scale: layout.scale)
        return damage
    }

    /// Makes the second buffer, a copy of the first, if there is only one: called when the
    /// window is idle after its first frame, so the first frame of the first gesture neither
    /// makes a buffer nor draws or copies a whole window.
    func prepareSpare() throws {
        guard buffers.count == 1, let layout, let newest, newest === buffers.first else { return }
        let spare = try makeBuffer(layout)
        spare.copy(everything(of: newest, scale: layout.scale), from: newest, scale: layout.scale)
        spare.markDrawn()
    }

    private func everything(of buffer: SharedMemoryBuffer, scale: Double) -> DamageRegion {
        var region = DamageRegion()
        region.add(
            Rect(x: 0, y: 0, width: Double(buffer.pixelWidth) / scale, height: Double(buffer.pixelHeight) / scale))
        return region
    }

    /// A buffer the compositor does not hold: the free one with the least to redraw, else a new
    /// one; nil when ``maximumCount`` are all busy.
    func acquire() throws -> SharedMemoryBuffer? {
        guard let layout else { return nil }
        let free = buffers.filter { !$0.isBusy }
        if let drawn = free.first(where: { $0.staleRegion != nil }) ?? free.first { return drawn }
        guard buffers.count < Self.maximumCount else { return nil }
        return try makeBuffer(layout)
    }

    private func makeBuffer(_ layout: Layout) throws -> SharedMemoryBuffer {
        let size = layout.pixelWidth * 4 * layout.pixelHeight
        let pool = try self.pool ?? SharedMemoryPool(shm: shm, bufferSize: size, slots: Self.minimumCount)
        self.pool = pool
        let slot = buffers.count < pool.slotCount ? buffers.count : try pool.addSlot()
        let buffer = try SharedMemoryBuffer(
            pool: pool, slot: slot, pixelWidth: layout.pixelWidth, pixelHeight: layout.pixelHeight)
        buffer.onRelease = { [weak self] in self?.released($0) }
        buffers.append(buffer)
        if buffers.count > Self.minimumCount {
            shellLog.debug("the compositor holds every buffer; now \(buffers.count) of \(layout)")
        }
        return buffer
    }

    private func released(_ buffer: SharedMemoryBuffer) {
        retired.removeAll { $0 === buffer }
    }
}
