internal import CAccessibility
import GestureKit
import Logging
import WaylandShell

/// A window's view tree on the AT-SPI accessibility bus, through ATK and atk-bridge: the
/// application (named after the program), the window, and every view marked
/// `isAccessibilityElement` with its role, label, hint, frame, focus and
/// selection, and its custom actions, which a screen reader lists and performs.
///
/// It starts only where the accessibility bus answers (``start(window:applicationName:windowName:loop:)``
/// returns nil otherwise, and nothing of GLib runs: an idle app still sleeps). GLib's main context
/// is polled by the event loop; after each turn's drawing the tree is brought up to date with
/// the views, telling listeners what changed. A bus that goes away is logged once; the app runs on.
///
/// ```swift
/// let bridge = AccessibilityBridge.start(window: window, applicationName: "gesture-canvas",
///                                        windowName: "GestureCanvas", loop: loop)
/// ```
public final class AccessibilityBridge {
    private let window: Window
    private let root: AccessibleNode
    private let windowNode: AccessibleNode
    private let windowName: String
    private let context: GLibMainContext
    private unowned let loop: EventLoop
    private var nodes: [ObjectIdentifier: (view: View, node: AccessibleNode)] = [:]
    private var identities: [UInt64: ObjectIdentifier] = [:]
    private var nextID: UInt64 = 2
    /// The nodes of views that went, kept a while so that a screen reader still holding one
    /// reaches us (and hears that it is gone, in the log) rather than an unknown object.
    private var retired: [AccessibleNode] = []
    /// How many retired nodes are kept: a scene switch retires a handful.
    static let retiredKept = 64
    private var budget = ActionBudget()
    private let logger = Logger(label: "AccessibilityBridge")

    /// At most one bridge per process: atk-bridge has one root.
    nonisolated(unsafe) private static var current: AccessibilityBridge?

    /// The bridge for `window`, polled by `loop`; nil when the accessibility bus cannot be reached
    /// (logged at debug level: most sessions have no screen reader) or a bridge runs already.
    public static func start(window: Window, applicationName: String, windowName: String, loop: EventLoop)
        -> AccessibilityBridge?
    {
        let logger = Logger(label: "AccessibilityBridge")
        guard current == nil else {
            logger.warning("accessibility: one window per process is shown to assistive technologies; this one is not")
            return nil
        }
        switch AccessibilityBus.locate() {
        case .failure(let error):
            logger.debug("accessibility: not started: \(error)")
            return nil
        case .success(let address):
            AccessibilityBus.export(address)
        }
        let bridge = AccessibilityBridge(
            window: window, applicationName: applicationName, windowName: windowName, loop: loop)
        guard gca_bridge_start() else {
            logger.warning("accessibility: atk-bridge could not start on the accessibility bus")
            bridge.detach()
            return nil
        }
        current = bridge
        loop.addSource(bridge.context)
        logger.info("accessibility: the window is on the accessibility bus as \(applicationName)")
        return bridge
    }

    private init(window: Window, applicationName: String, windowName: String, loop: EventLoop) {
        self.window = window
        self.windowName = windowName
        self.loop = loop
        context = GLibMainContext()
        var callbacks = GcaCallbacks()
        callbacks.context = nil
        callbacks.extents = { _, id, x, y, width, height in
            let frame = AccessibilityBridge.current?.frame(of: id) ?? .zero
            x?.pointee = frame.minX
            y?.pointee = frame.minY
            width?.pointee = frame.width
            height?.pointee = frame.height
        }
        callbacks.do_action = { _, id, index, name in
            guard let bridge = AccessibilityBridge.current else { return false }
            return bridge.perform(action: Int(index), named: name.map { String(cString: $0) } ?? "", on: id)
        }
        callbacks.grab_focus = { _, id in
            AccessibilityBridge.current?.focus(id) ?? false
        }
        root = AccessibleNode(root: gca_install(applicationName, &callbacks))
        windowNode = AccessibleNode(id: 1, role: GCA_ROLE_FRAME)
        context.onPrepare = { [unowned self] in sync() }
        context.onHangUp = { [logger] in
            logger.warning(
                "accessibility: the accessibility bus went away; screen readers no longer see the window, which keeps running"
            )
        }
        sync()
    }

    /// Leaves the bus and lets go of every node.
    public func stop() {
        loop.removeSource(context)
        gca_bridge_stop()
        detach()
    }

    private func detach() {
        for (_, entry) in nodes { entry.node.retire() }
        nodes = [:]
        identities = [:]
        retired = []
        root.update(children: [])
        if AccessibilityBridge.current === self { AccessibilityBridge.current = nil }
    }

    // MARK: The tree, brought up to date

    /// Brings the nodes up to date with the views: called before each poll of the loop, after
    /// its drawing, so a screen reader hears of a change in the turn that made it.
    func sync() {
        windowNode.update(
            name: windowName, description: nil, role: GCA_ROLE_FRAME,
            states: GCA_STATE_SHOWING.rawValue | GCA_STATE_VISIBLE.rawValue | GCA_STATE_ENABLED.rawValue
                | GCA_STATE_ACTIVE.rawValue)
        windowNode.update(frame: window.bounds)
        var seen: Set<ObjectIdentifier> = []
        windowNode.update(children: elements(under: window, seen: &seen))
        root.update(children: [(ObjectIdentifier(window), windowNode)])
        for (identity, entry) in nodes where !seen.contains(identity) {
            entry.node.retire()
            nodes[identity] = nil
            identities[entry.node.id] = nil
            retired.append(entry.node)
        }
        if retired.count > Self.retiredKept { retired.removeFirst(retired.count - Self.retiredKept) }
    }

    /// The elements directly below `view` (views that are not elements pass their elements up).
    private func elements(under view: View, seen: inout Set<ObjectIdentifier>) -> [(ObjectIdentifier, AccessibleNode)] {
        var found: [(ObjectIdentifier, AccessibleNode)] = []
        for subview in view.subviews where !subview.isHidden {
            guard subview.isAccessibilityElement else {
                found += elements(under: subview, seen: &seen)
                continue
            }
            let identity = ObjectIdentifier(subview)
            seen.insert(identity)
            let node = node(for: subview, identity: identity)
            node.update(
                name: subview.accessibilityLabel ?? subview.name, description: subview.accessibilityHint,
                role: Self.role(subview.accessibilityRole), states: Self.states(of: subview))
            node.update(
                actions: subview.accessibilityCustomActions.map {
                    AccessibleNode.ActionText(name: $0.name, description: $0.description, key: $0.keyBinding)
                })
            node.update(frame: subview.accessibilityFrame)
            node.update(children: elements(under: subview, seen: &seen))
            found.append((identity, node))
        }
        return found
    }

    private func node(for view: View, identity: ObjectIdentifier) -> AccessibleNode {
        if let entry = nodes[identity] { return entry.node }
        let node = AccessibleNode(id: nextID, role: Self.role(view.accessibilityRole))
        nextID += 1
        nodes[identity] = (view, node)
        identities[node.id] = identity
        return node
    }

    private static func role(_ role: AccessibilityRole) -> GcaRole {
        switch role {
        case .group: GCA_ROLE_PANEL
        case .image: GCA_ROLE_IMAGE
        case .tabList: GCA_ROLE_PAGE_TAB_LIST
        case .tab: GCA_ROLE_PAGE_TAB
        case .listItem: GCA_ROLE_LIST_ITEM
        case .button: GCA_ROLE_PUSH_BUTTON
        case .label: GCA_ROLE_LABEL
        case .drawingArea: GCA_ROLE_DRAWING_AREA
        }
    }

    private static func states(of view: View) -> UInt32 {
        var states = GCA_STATE_ENABLED.rawValue
        if view.isShownToAccessibility { states |= GCA_STATE_SHOWING.rawValue | GCA_STATE_VISIBLE.rawValue }
        let traits = view.accessibilityTraits
        if traits.contains(.focusable) { states |= GCA_STATE_FOCUSABLE.rawValue }
        if traits.contains(.focused) { states |= GCA_STATE_FOCUSED.rawValue }
        if traits.contains(.selectable) { states |= GCA_STATE_SELECTABLE.rawValue }
        if traits.contains(.selected) { states |= GCA_STATE_SELECTED.rawValue }
        return states
    }

    // MARK: What the bus asks

    private func view(_ id: UInt64) -> View? {
        identities[id].flatMap { nodes[$0]?.view }
    }

    private func frame(of id: UInt64) -> Rect {
        switch id {
        case 0, 1: window.bounds
        default: view(id)?.accessibilityFrame ?? .zero
        }
    }

    private func perform(action index: Int, named name: String, on id: UInt64) -> Bool {
        guard let view = view(id) else {
            logger.warning("accessibility: action '\(name)' asked of a view that is gone (node \(id)); nothing done")
            return false
        }
        let actions = view.accessibilityCustomActions
        guard actions.indices.contains(index) else {
            logger.warning(
                "accessibility: action \(index) asked of \(view.name ?? "a view"), which has \(actions.count); nothing done"
            )
            return false
        }
        switch budget.admit(at: loop.now) {
        case .refused(let logFirst):
            if logFirst {
                logger.warning(
                    "accessibility: more than \(ActionBudget.perSecond) actions in a second from assistive technologies; refusing the rest until they slow down"
                )
            }
            return false
        case .admitted:
            break
        }
        // The engine's clock comes to now first, as an input event's does: an action played as a
        // gesture starts now and moves on the display's frames, not from whenever the clock stopped.
        window.advance(to: loop.now)
        let done = actions[index].handler()
        sync()
        return done
    }

    private func focus(_ id: UInt64) -> Bool {
        guard let view = view(id), let handler = view.accessibilityFocusHandler else { return false }
        let focused = handler()
        sync()
        return focused
    }
}

/// How many actions assistive technologies may ask for in a second: far more than a person
/// choosing from a menu (a few a second), few enough that a client in a loop cannot hold the
/// window up (ten thousand a second would otherwise each move a photo and redraw it).
struct ActionBudget {
    static let perSecond = 100
    private var windowStart = -Double.infinity
    private var used = 0
    private var lastRefusal = -Double.infinity

    enum Decision: Equatable {
        case admitted
        /// Refused; true for the first refusal of a flood (the one to log): one after a whole
        /// second without any.
        case refused(logFirst: Bool)
    }

    mutating func admit(at now: Double) -> Decision {
        if now - windowStart >= 1 {
            windowStart = now
            used = 0
        }
        guard used < Self.perSecond else {
            defer { lastRefusal = now }
            return .refused(logFirst: now - lastRefusal > 1)
        }
        used += 1
        return .admitted
    }
}
