internal import CWaylandServerProtocols

/// `wl_subcompositor`: gives a surface the role of a sub-surface of another.
final class SubcompositorResource: Resource {
    private enum Opcode: UInt32 { case destroy, getSubsurface }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    /// `wl_subcompositor.error.bad_surface`.
    private static let badSurface: UInt32 = 0

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .getSubsurface:
            guard let surface = request.resource(1, as: Surface.self, interface: gcs_wl_surface_interface()),
                let parent = request.resource(2, as: Surface.self, interface: gcs_wl_surface_interface())
            else { return }
            // A surface with a role already, or its own ancestor, cannot become a sub-surface.
            var ancestor: Surface? = parent
            while let current = ancestor, current !== surface { ancestor = current.subsurface?.parent }
            guard surface.role == nil, surface.subsurface == nil, ancestor == nil else {
                postError(code: Self.badSurface, message: "wl_surface@\(surface.id) cannot be a sub-surface here")
                return
            }
            let subsurface = Subsurface(child: self, interface: gcs_wl_subsurface_interface(), id: request.newID(0))
            subsurface.attach(surface, to: parent)
        case .destroy, nil:
            break
        }
    }
}

/// `wl_subsurface`: a surface shown at a position on its parent, above it unless placed below.
/// Its position, and while synchronized (the default) its own commits, take effect when the
/// parent commits, as the protocol has it.
final class Subsurface: Resource {
    private enum Opcode: UInt32 { case destroy, setPosition, placeAbove, placeBelow, setSync, setDesync }
    override class var destructor: UInt32? { Opcode.destroy.rawValue }

    private(set) weak var surface: Surface?
    private(set) weak var parent: Surface?
    /// Where it is on its parent, in the parent's surface coordinates, as of the parent's last commit.
    private(set) var position: (x: Int32, y: Int32) = (0, 0)
    private var pendingPosition: (x: Int32, y: Int32)?
    /// Whether it was placed below its parent (`place_below` with the parent as the sibling).
    private(set) var isBelowParent = false
    private var wantsSync = true

    /// Whether its commits wait for its parent's: set so, or the parent is (`set_desync` is
    /// overridden by a synchronized ancestor).
    var isSynchronized: Bool { wantsSync || (parent?.subsurface?.isSynchronized ?? false) }

    func attach(_ surface: Surface, to parent: Surface) {
        self.surface = surface
        self.parent = parent
        surface.subsurface = self
        parent.children.append(self)
    }

    override func handle(_ request: Request) {
        switch Opcode(rawValue: request.opcode) {
        case .setPosition:
            pendingPosition = (request.int(0), request.int(1))
        case .placeAbove, .placeBelow:
            restack(request, above: request.opcode == Opcode.placeAbove.rawValue)
        case .setSync:
            wantsSync = true
        case .setDesync:
            wantsSync = false
            if !isSynchronized { surface?.applyCached() }
        case .destroy, nil:
            break
        }
    }

    /// Moves this sub-surface just above or below a sibling, or above or below the parent.
    private func restack(_ request: Request, above: Bool) {
        guard let parent,
            let reference = request.resource(0, as: Surface.self, interface: gcs_wl_surface_interface())
        else { return }
        parent.children.removeAll { $0 === self }
        if reference === parent {
            isBelowParent = !above
            // Right above the parent is the first of those above; right below, the last below.
            let index =
                above
                ? parent.children.firstIndex { !$0.isBelowParent } : parent.children.lastIndex { $0.isBelowParent }
            parent.children.insert(self, at: above ? index ?? parent.children.count : (index ?? -1) + 1)
        } else if let sibling = parent.children.firstIndex(where: { $0.surface === reference }) {
            isBelowParent = parent.children[sibling].isBelowParent
            parent.children.insert(self, at: above ? sibling + 1 : sibling)
        } else {
            parent.children.append(self)
        }
    }

    /// The parent committed: the new position applies, and so do commits held for it.
    func parentCommitted() {
        if let pendingPosition { position = pendingPosition }
        pendingPosition = nil
        if isSynchronized { surface?.applyCached() }
    }

    func surfaceDestroyed() { detach() }
    func parentDestroyed() { detach() }

    override func resourceDestroyed() { detach() }

    /// Unmaps it: it is no longer shown on its parent.
    private func detach() {
        parent?.children.removeAll { $0 === self }
        if surface?.subsurface === self { surface?.subsurface = nil }
        parent = nil
        surface = nil
    }
}
