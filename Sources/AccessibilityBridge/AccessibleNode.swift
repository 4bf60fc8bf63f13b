internal import CAccessibility
import GestureKit

/// One ATK object, owned: the C node of a view (or the window, or the application), released
/// when this goes. What was last told to it is kept, so a sync tells only what changed.
final class AccessibleNode {
    let pointer: OpaquePointer
    let id: UInt64
    private var name: String?
    private var description: String?
    private var role: GcaRole?
    private var states: UInt32?
    private var actions: [ActionText]?
    private var children: [ObjectIdentifier] = []
    private var frame: Rect?

    struct ActionText: Equatable {
        var name: String
        var description: String
        var key: String?
    }

    init(id: UInt64, role: GcaRole) {
        self.id = id
        pointer = gca_node_new(id, role)
        self.role = role
    }

    /// The application's root, which the C side made and keeps.
    init(root: OpaquePointer) {
        id = 0
        pointer = root
        role = GCA_ROLE_APPLICATION
        gca_node_ref(root)
    }

    deinit {
        gca_node_unref(pointer)
    }

    func update(name: String?, description: String?, role: GcaRole, states: UInt32) {
        if name != self.name {
            self.name = name
            gca_node_set_name(pointer, name ?? "")
        }
        if description != self.description {
            self.description = description
            gca_node_set_description(pointer, description ?? "")
        }
        if role != self.role {
            self.role = role
            gca_node_set_role(pointer, role)
        }
        if states != self.states {
            self.states = states
            gca_node_set_states(pointer, states)
        }
    }

    func update(actions: [ActionText]) {
        guard actions != self.actions else { return }
        self.actions = actions
        var texts: [[CChar]] = []
        for action in actions {
            texts += [Array(action.name.utf8CString), Array(action.description.utf8CString)]
            texts.append(Array((action.key ?? "").utf8CString))
        }
        // The C side copies the texts: they need live only through this call.
        withPointers(to: texts) { pointers in
            let names = stride(from: 0, to: pointers.count, by: 3).map { pointers[$0] }
            let descriptions = stride(from: 1, to: pointers.count, by: 3).map { pointers[$0] }
            let keys = stride(from: 2, to: pointers.count, by: 3).map { pointers[$0] }
            gca_node_set_actions(pointer, names, descriptions, keys, Int32(actions.count))
        }
    }

    func update(children nodes: [(ObjectIdentifier, AccessibleNode)]) {
        let identities = nodes.map(\.0)
        guard identities != children else { return }
        children = identities
        let pointers: [OpaquePointer?] = nodes.map { $0.1.pointer }
        gca_node_set_children(pointer, pointers, Int32(pointers.count))
    }

    func update(frame: Rect) {
        guard frame != self.frame else { return }
        let first = self.frame == nil
        self.frame = frame
        if !first { gca_node_bounds_changed(pointer, frame.minX, frame.minY, frame.width, frame.height) }
    }

    /// The view is gone: the node says so to whoever still holds it.
    func retire() {
        gca_node_set_children(pointer, nil, 0)
        gca_node_set_defunct(pointer)
    }
}

/// Stable C strings for `texts`, for the length of `body`.
private func withPointers<Result>(
    to texts: [[CChar]], _ body: ([UnsafePointer<CChar>?]) -> Result
) -> Result {
    var pointers: [UnsafePointer<CChar>?] = []
    func next(_ index: Int) -> Result {
        guard index < texts.count else { return body(pointers) }
        return texts[index].withUnsafeBufferPointer { buffer in
            pointers.append(buffer.baseAddress)
            return next(index + 1)
        }
    }
    return next(0)
}
