internal import CWaylandServerProtocols
import Glibc

/// Everything the compositor knows, shared by the protocol objects.
///
/// Kept apart from `TestCompositor` so that it outlives every resource: the facade's `deinit`
/// destroys the clients, and their objects' destroy hooks still find this state alive.
final class CompositorState {
    let display: OpaquePointer
    let options: TestCompositor.Options

    /// The compositor's clock, in nanoseconds (input timestamps carry nanoseconds; event `time`
    /// arguments are its milliseconds, wrapping like CLOCK_MONOTONIC's do in Wayland): the
    /// test's, or CLOCK_MONOTONIC with `Options.followsMonotonicClock`.
    var clock: UInt64 {
        get { options.followsMonotonicClock ? Self.monotonicNanoseconds() : manualClock }
        set { manualClock = newValue }
    }
    private var manualClock: UInt64 = 0
    var milliseconds: UInt32 { UInt32(truncatingIfNeeded: clock / 1_000_000) }

    /// Every request our objects received, as `interface.request`, in order.
    var requestLog: [String] = []
    /// The most requests `receivedRequests` remembers; older ones are forgotten.
    static let requestLogLimit = 20_000

    // Surfaces and buffers.
    var surfaces: [Surface] = []
    var frameCallbacks: [FrameCallback] = []
    /// The virtual display's vblanks, with `Options.presentationClock`.
    var vblanks: VirtualVblanks?
    var buffers: [TrackedBuffer] = []

    // Seat.
    var capabilities: TestCompositor.Capabilities
    var seats: [SeatResource] = []
    var pointers: [PointerResource] = []
    var keyboards: [KeyboardResource] = []
    var touches: [TouchResource] = []
    var gestures: [PointerGesture] = []
    var timestamps: [InputTimestamps] = []
    /// Tablet-v2: each client's tablet seats, and the tablets and tools the test added.
    var tabletSeats: [TabletSeatResource] = []
    var tablets: [TestCompositor.TabletDevice] = []
    var tools: [TestCompositor.TabletPen] = []
    var nextTabletID = 1
    var pointerFocus: Surface?
    /// The surface of the latest `wl_pointer.set_cursor` (nil: hidden) and its hot spot.
    weak var cursorSurface: Surface?
    var cursorHotspot: (x: Int32, y: Int32) = (0, 0)
    var cursorRequestCount = 0
    var keyboardFocus: Surface?
    lazy var keymap = Keymap.compile()
    /// The modifiers that keys typed with `TestCompositor.type(_:)` hold.
    lazy var keyboardState = KeyboardState(keymapText: keymap.text)

    // Output.
    /// The outputs plugged in, `TEST-1` (the options' size and scale) first.
    var pluggedOutputs: [PluggedOutput]
    /// `TEST-1`'s integer scale.
    var outputScale: Int32 {
        get { pluggedOutputs.first?.scale ?? 1 }
        set { pluggedOutputs.first?.scale = newValue }
    }
    var preferredScale: Double
    var outputs: [OutputResource] = []
    var fractionalScales: [FractionalScale] = []

    // Shell.
    var wmBases: [WmBase] = []
    var toplevels: [Toplevel] = []
    var pings: [UInt32] = []
    var pongs: [UInt32] = []

    // Extras.
    var idleInhibitors: [IdleInhibitor] = []
    var idleInhibitorsCreated = 0
    var idleNotifications: [IdleNotification] = []

    init(display: OpaquePointer, options: TestCompositor.Options) {
        self.display = display
        self.options = options
        self.capabilities = options.capabilities
        let first = PluggedOutput(name: "TEST-1", size: options.outputSize, scale: options.outputScale)
        first.transform = options.outputTransform
        self.pluggedOutputs = [first]
        self.preferredScale = options.preferredScale ?? Double(options.outputScale)
        self.clock = UInt64(options.startTime) * 1_000_000
        self.vblanks = options.presentationClock.map { VirtualVblanks($0, from: clock) }
    }

    static func monotonicNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    func nextSerial() -> UInt32 { wl_display_next_serial(display) }

    func log(_ request: Request, on resource: Resource) {
        let interface = resource.handle.flatMap { wl_resource_get_class($0) }.map { String(cString: $0) } ?? "?"
        // Bounded, so a long soak against the compositor does not grow the test process.
        if requestLog.count >= Self.requestLogLimit { requestLog.removeFirst(requestLog.count / 2) }
        requestLog.append("\(interface).\(request.name)")
    }

    /// The surface input goes to: the newest live toplevel's, else the newest live surface.
    var focusSurface: Surface? {
        if let toplevel = toplevels.last(where: { $0.isAlive }), let surface = toplevel.surface, surface.isAlive {
            return surface
        }
        return surfaces.last(where: { $0.isAlive })
    }

    /// Sends queued events now, so a client reading right after a test call sees them.
    func flush() { wl_display_flush_clients(display) }
}
