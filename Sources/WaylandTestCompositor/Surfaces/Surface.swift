internal import CWaylandServerProtocols

/// A role object (xdg_surface) that learns of its surface's commits.
protocol SurfaceRole: AnyObject {
    func surfaceCommitted(_ surface: Surface)
}

/// `wl_surface`: double-buffered state applied on commit. At each commit with a buffer the
/// surface copies the buffer's pixels into `lastCommit`, then releases buffers according to
/// the compositor's `BufferHolding`.
final class Surface: Resource {
    private enum Opcode: UInt32 {
        case destroy, attach, damage, frame, setOpaqueRegion, setInputRegion, commit
        case setBufferTransform, setBufferScale, damageBuffer, offset
    }

    /// What the client has set since the last commit.
    private struct Pending {
        /// nil: no attach since the last commit; .some(nil): a NULL buffer was attached.
        var attachment: TrackedBuffer??
        var damage: [TestCompositor.Rect] = []
        var bufferDamage: [TestCompositor.Rect] = []
        var frameCallbacks: [FrameCallback] = []
        var scale: Int32?
        var transform: Int32?
    }

    private var pending = Pending()
    private(set) var buffer: TrackedBuffer?
    private(set) var bufferScale: Int32 = 1
    private(set) var bufferTransform: Int32 = 0
    private(set) var commitCount = 0
    private(set) var lastCommit: TestCompositor.CommittedBuffer?
    /// Buffers committed and not yet released, oldest first.
    private(set) var heldBuffers: [TrackedBuffer] = []
    private var enteredOutputs: [ObjectIdentifier] = []

    weak var role: SurfaceRole?
    weak var viewport: Viewport?

    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .attach:
            pending.attachment = .some(request.object(0).map { TrackedBuffer.tracking($0, in: state) })
        case .damage:
            pending.damage.append(rect(request))
        case .damageBuffer:
            pending.bufferDamage.append(rect(request))
        case .frame:
            pending.frameCallbacks.append(FrameCallback(surface: self, id: request.newID(0)))
        case .setBufferScale:
            pending.scale = request.int(0)
        case .setBufferTransform:
            pending.transform = request.int(0)
        case .commit:
            commit()
        case .destroy, .setOpaqueRegion, .setInputRegion, .offset, nil:
            break
        }
    }

    private func rect(_ request: Request) -> TestCompositor.Rect {
        .init(x: request.int(0), y: request.int(1), width: request.int(2), height: request.int(3))
    }

    private func commit() {
        commitCount += 1
        if let scale = pending.scale { bufferScale = scale }
        if let transform = pending.transform { bufferTransform = transform }
        var newBuffer: TrackedBuffer?
        if let attachment = pending.attachment {
            newBuffer = attachment.flatMap { $0.isAlive ? $0 : nil }
            buffer = newBuffer
        }
        if let buffer, buffer.isAlive,
            let contents = buffer.readContents(copyingPixels: state.options.copiesCommittedPixels)
        {
            lastCommit = TestCompositor.CommittedBuffer(
                bufferID: buffer.id, width: contents.width, height: contents.height,
                stride: contents.stride, format: contents.format, pixels: contents.bytes,
                bufferScale: bufferScale, bufferTransform: bufferTransform,
                damage: pending.damage, bufferDamage: pending.bufferDamage)
        } else {
            lastCommit = nil
        }
        if pending.attachment != nil { updateHeldBuffers(newBuffer) }
        state.frameCallbacks.append(contentsOf: pending.frameCallbacks)
        viewport?.applyPending()
        pending = Pending()
        if buffer != nil { enterOutputs() }
        role?.surfaceCommitted(self)
    }

    /// Applies the holding policy after a commit that attached `newBuffer` (nil: unmapped).
    private func updateHeldBuffers(_ newBuffer: TrackedBuffer?) {
        heldBuffers.removeAll { !$0.isAlive || $0 === newBuffer }
        if let newBuffer { heldBuffers.append(newBuffer) }
        let limit = newBuffer == nil ? 0 : state.options.bufferHolding.held
        while heldBuffers.count > limit {
            heldBuffers.removeFirst().release()
        }
    }

    /// Sends `wl_surface.enter` for each of the client's outputs it has not entered yet (the
    /// surface is on the one output once it shows a buffer).
    func enterOutputs() {
        guard let handle, buffer != nil else { return }
        for output in state.outputs where output.client == client && output.isAlive {
            guard !enteredOutputs.contains(ObjectIdentifier(output)), let outputHandle = output.handle else { continue }
            enteredOutputs.append(ObjectIdentifier(output))
            wl_surface_send_enter(handle, outputHandle)
        }
    }

    /// Releases every held buffer (also used by the test, to free a client's buffers).
    func releaseHeldBuffers() {
        let released = heldBuffers
        heldBuffers.removeAll()
        released.forEach { $0.release() }
    }

    override func resourceDestroyed() {
        releaseHeldBuffers()
        state.surfaces.removeAll { $0 === self }
    }
}
