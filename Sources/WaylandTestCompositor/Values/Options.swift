extension TestCompositor {
    /// How a `TestCompositor` behaves: which globals it advertises at which versions, what the
    /// seat can do, and how it treats buffers and window-state requests.
    ///
    /// ```swift
    /// var options = TestCompositor.Options.without(.seat, .pointerGestures)
    /// options.bufferHolding = .holdLastTwo   // behave like sway
    /// let compositor = try TestCompositor(options: options)
    /// ```
    public struct Options: Sendable {
        /// The globals advertised in the registry; all of them unless a test leaves some out.
        public var globals: Set<Global> = Set(Global.allCases)
        /// Versions to advertise instead of `Global.defaultVersion` (to mimic older
        /// compositors). `wl_shm` is libwayland's own and always version 1.
        public var versions: [Global: UInt32] = [:]
        /// What the seat offers at start; change it later with `setCapabilities`.
        public var capabilities: Capabilities = [.touch, .pointer, .keyboard]
        /// When committed buffers are released back to the client.
        public var bufferHolding: BufferHolding = .releasePreviousOnCommit
        /// The output's mode, in physical pixels.
        public var outputSize = Size(width: 1280, height: 800)
        /// How the compositor turns the output (`wl_output.transform`: 0 normal, 1 90°, 2 180°,
        /// 3 270°, 4–7 flipped), as a panel mounted sideways is set up.
        public var outputTransform: Int32 = 0
        /// The output's integer scale (`wl_output.scale`), also the initial preferred
        /// fractional scale.
        public var outputScale: Int32 = 1
        /// The preferred fractional scale (`wp_fractional_scale_v1`), when it is not
        /// `outputScale` (1.25 and 1.5 come with an integer scale of 2, as GNOME sends them).
        public var preferredScale: Double? = nil
        /// The size in the first configure of a toplevel; 0 × 0 lets the client choose.
        public var initialToplevelSize = Size(width: 0, height: 0)
        /// The states in the first configure of a toplevel.
        public var initialToplevelStates: [ToplevelState] = [.activated]
        /// Whether set_fullscreen, unset_fullscreen, set_maximized and unset_maximized are
        /// answered with a configure, as a real compositor would. Off: they are only recorded.
        public var answersStateRequests = true
        /// Whether a new window gets its first configure after its initial commit, as xdg-shell
        /// requires. Off: a compositor that answers roundtrips but never lets a window show.
        public var configuresNewWindows = true
        /// The decoration mode the compositor insists on; nil follows the client's request
        /// (client-side when it has none).
        public var decorationMode: DecorationMode? = nil
        /// The clock's starting value, in milliseconds.
        public var startTime: UInt32 = 0
        /// Whether the clock is CLOCK_MONOTONIC, as a real compositor's: input and presentation
        /// times are then on the client's own clock (and `startTime` and `advanceTime` do not
        /// apply). Off, the clock starts at `startTime` and moves only when the test moves it.
        public var followsMonotonicClock = false
        /// A virtual display's vblanks, reported through `wp_presentation`; nil (the default):
        /// no `wp_presentation` global, and frame callbacks wait for `sendFrameDone()`.
        public var presentationClock: PresentationClock? = nil
        /// The seat's name (`wl_seat.name`); nil sends none.
        public var seatName: String? = "seat0"
        /// Where `wl_touch.frame` is sent, to mimic compositors that frame touches differently.
        public var touchFrames: TouchFraming = .whenAsked
        /// Whether each commit's pixels are copied into `lastCommit` (off: only its size, damage
        /// and scale, for runs that commit thousands of large frames and never look at them).
        public var copiesCommittedPixels = true

        public init() {}

        /// All globals but `excluded`, to see how a client copes without them.
        public static func without(_ excluded: Global...) -> Options {
            var options = Options()
            options.globals.subtract(excluded)
            return options
        }

        func version(of global: Global) -> UInt32 { versions[global] ?? global.defaultVersion }
    }

    /// A global the compositor can advertise.
    public enum Global: String, CaseIterable, Hashable, Sendable {
        case compositor = "wl_compositor"
        case subcompositor = "wl_subcompositor"
        case shm = "wl_shm"
        case seat = "wl_seat"
        case output = "wl_output"
        case xdgWmBase = "xdg_wm_base"
        case decorationManager = "zxdg_decoration_manager_v1"
        case pointerGestures = "zwp_pointer_gestures_v1"
        case inputTimestamps = "zwp_input_timestamps_manager_v1"
        case viewporter = "wp_viewporter"
        case fractionalScale = "wp_fractional_scale_manager_v1"
        case idleInhibit = "zwp_idle_inhibit_manager_v1"
        case idleNotifier = "ext_idle_notifier_v1"
        case tabletManager = "zwp_tablet_manager_v2"

        /// The newest version each interface has in libwayland 1.21 and wayland-protocols 1.31
        /// (the versions in their XML), all of which this compositor implements.
        public var defaultVersion: UInt32 {
            switch self {
            case .compositor: 5
            case .seat: 8
            case .output: 4
            case .xdgWmBase: 5
            case .pointerGestures: 3
            case .subcompositor, .shm, .decorationManager, .inputTimestamps, .viewporter, .fractionalScale,
                .idleInhibit, .idleNotifier, .tabletManager:
                1
            }
        }
    }

    /// When the compositor sends `wl_buffer.release` for buffers a surface has committed.
    public enum BufferHolding: Sendable {
        /// The previous buffer is released when a new one is committed (weston's behaviour).
        case releasePreviousOnCommit
        /// The last two committed buffers stay busy (sway 1.7's behaviour): a client that has
        /// only two buffers has none free after its second commit.
        case holdLastTwo
        /// Every buffer is released as soon as its contents are copied at commit.
        case releaseAfterCopy

        var held: Int {
            switch self {
            case .releasePreviousOnCommit: 1
            case .holdLastTwo: 2
            case .releaseAfterCopy: 0
            }
        }
    }

    /// Where the compositor sends `wl_touch.frame`.
    public enum TouchFraming: Sendable {
        /// At `touchFrame()` only, as the protocol intends (weston, sway, KWin).
        case whenAsked
        /// Never: `touchFrame()` sends nothing (cage 0.1.4).
        case never
        /// After every finger's down and motion, and not at `touchFrame()` (mutter 43): two
        /// fingers moving together arrive as two frames.
        case afterEachFinger
    }

    /// The seat's capabilities (`wl_seat.capabilities`).
    public struct Capabilities: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // Bit values from wl_seat.capability.
        public static let pointer = Capabilities(rawValue: 1)
        public static let keyboard = Capabilities(rawValue: 2)
        public static let touch = Capabilities(rawValue: 4)
    }
}
