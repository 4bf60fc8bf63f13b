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
    struct Pending {
        /// nil: no attach since the last commit; .some(nil): a NULL buffer was attached.
        var attachment: TrackedBuffer??
        var damage: [TestCompositor.Rect] = []
        var bufferDamage: [TestCompositor.Rect] = []
        var frameCallbacks: [FrameCallback] = []
        var scale: Int32?
        var transform: Int32?
        var feedback: [PresentationFeedback] = []

        /// This state with `later` committed on top: a synchronized sub-surface's second commit
        /// before its parent's (newer values win; damage and callbacks add up).
        func merged(with later: Pending) -> Pending {
            var merged = later
            if later.attachment == nil { merged.attachment = attachment }
            merged.damage = damage + later.damage
            merged.bufferDamage = bufferDamage + later.bufferDamage
            merged.frameCallbacks = frameCallbacks + later.frameCallbacks
            merged.scale = later.scale ?? scale
            merged.transform = later.transform ?? transform
            merged.feedback = feedback + later.feedback
            return merged
        }
    }

    /// A commit waiting for the next vblank (with `Options.presentationClock`).
    private struct AwaitingVblank {
        var commit: Int
        var feedback: [PresentationFeedback]
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
    private var awaitingVblank: AwaitingVblank?
    /// The commits the virtual display showed, oldest first (the newest `presentedLimit`).
    private(set) var presentedFrames: [TestCompositor.PresentedFrame] = []
    static let presentedLimit = 20_000

    weak var role: SurfaceRole?
    weak var viewport: Viewport?
    /// Its role as a sub-surface of another surface, if it has that one.
    weak var subsurface: Subsurface?
    /// Its own sub-surfaces, bottom first (each shown above it or, placed so, below it).
    var children: [Subsurface] = []
    /// A synchronized sub-surface's commits, waiting for its parent's commit to apply them.
    private var cached: Pending?

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
            if let subsurface, subsurface.isSynchronized {
                cached = cached.map { $0.merged(with: pending) } ?? pending
                pending = Pending()
            } else {
                apply(pending)
                pending = Pending()
            }
        case .destroy:
            // The client is still there to hear it: nothing of this surface will be shown.
            (pending.feedback + (awaitingVblank?.feedback ?? [])).forEach { $0.discarded() }
            pending.feedback.removeAll()
            awaitingVblank = nil
        case .setOpaqueRegion, .setInputRegion, .offset, nil:
            break
        }
    }

    private func rect(_ request: Request) -> TestCompositor.Rect {
        .init(x: request.int(0), y: request.int(1), width: request.int(2), height: request.int(3))
    }

    /// Applies the state a sub-surface's parent commit, or its own desynchronizing, released.
    func applyCached() {
        guard let cached else { return }
        self.cached = nil
        apply(cached)
    }

    private func apply(_ pending: Pending) {
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
        awaitVblank(pending)
        viewport?.applyPending()
        if buffer != nil { enterOutputs() }
        role?.surfaceCommitted(self)
        // The parent's commit applies its sub-surfaces' positions and synchronized state.
        for child in children { child.parentCommitted() }
    }

    /// Queues this commit for the virtual display's next vblank; one still queued is superseded,
    /// never shown. Without a presentation clock nothing is ever shown (nor asked about).
    private func awaitVblank(_ pending: Pending) {
        awaitingVblank?.feedback.forEach { $0.discarded() }
        awaitingVblank = nil
        guard state.vblanks != nil else {
            pending.feedback.forEach { $0.discarded() }
            return
        }
        awaitingVblank = AwaitingVblank(commit: commitCount, feedback: pending.feedback)
    }

    /// Asks about the fate of the next commit.
    func addFeedback(_ feedback: PresentationFeedback) {
        pending.feedback.append(feedback)
    }

    /// A vblank: the commit waiting for it is shown at `time`.
    func vblank(at time: UInt64, sequence: UInt64, refresh: UInt64, flags: UInt32) {
        guard let shown = awaitingVblank else { return }
        awaitingVblank = nil
        if presentedFrames.count >= Self.presentedLimit { presentedFrames.removeFirst(presentedFrames.count / 2) }
        presentedFrames.append(.init(commit: shown.commit, time: time, sequence: sequence))
        shown.feedback.forEach { $0.presented(time: time, refresh: refresh, sequence: sequence, flags: flags) }
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

    /// Sends `wl_surface.leave` for `output` if the surface entered it (the output is unplugged).
    func leave(_ output: OutputResource) {
        guard let handle, let outputHandle = output.handle,
            let index = enteredOutputs.firstIndex(of: ObjectIdentifier(output))
        else { return }
        enteredOutputs.remove(at: index)
        wl_surface_send_leave(handle, outputHandle)
    }

    /// Releases every held buffer (also used by the test, to free a client's buffers).
    func releaseHeldBuffers() {
        let released = heldBuffers
        heldBuffers.removeAll()
        released.forEach { $0.release() }
    }

    override func resourceDestroyed() {
        releaseHeldBuffers()
        subsurface?.surfaceDestroyed()
        for child in children { child.parentDestroyed() }
        state.surfaces.removeAll { $0 === self }
    }
}
