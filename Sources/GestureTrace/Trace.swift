import GestureKit

/// A recorded or hand-written input session: the trace format of SPEC.md.
///
/// JSON Lines. The first line is the header (`{"format":"gesture-trace","version":1,"size":[w,h]}`),
/// every later line one input event with its time `t` in seconds from the start, in time order.
public struct Trace: Sendable {
    /// The header's `format` value.
    public static let format = "gesture-trace"
    /// The header's `version` value this writer writes: 2, which adds `display` lines (the display
    /// frames a session latched, so a replay resamples as the live session did).
    public static let version = 2
    /// The versions this reader understands. A version-1 trace was recorded without resampling
    /// and is replayed without it.
    public static let versions = [1, 2]

    /// One event at its time.
    public struct Record: Hashable, Sendable {
        /// Seconds from the start of the trace.
        public var time: Double
        /// What happened, in the trace's own vocabulary.
        public var event: TraceEvent

        /// A line at `time` seconds.
        public init(time: Double, event: TraceEvent) {
            self.time = time
            self.event = event
        }

        /// The line recording the engine's `event` at `time`; nil for what is never recorded (a
        /// live device's grouping hints).
        public init?(time: Double, recording event: InputEvent) {
            guard let line = TraceEvent(recording: event) else { return nil }
            self.init(time: time, event: line)
        }
    }

    /// What a recorded session showed, from the header; each is optional (a hand-written trace
    /// names none).
    public struct Session: Hashable, Sendable {
        /// The scene at the start (`"scene"`).
        public var scene: String?
        /// The scene file in use, as an absolute path (`"config"`).
        public var configPath: String?
        /// Whether kiosk mode was on (`"kiosk"`).
        public var kiosk: Bool?
        /// Whether moves were resampled to display frames (`"resampling"`; nil: they were, in a
        /// version-2 trace, and were not in a version-1 one).
        public var resampling: Bool?

        /// A session naming what is given.
        public init(scene: String? = nil, configPath: String? = nil, kiosk: Bool? = nil, resampling: Bool? = nil) {
            self.scene = scene
            self.configPath = configPath
            self.kiosk = kiosk
            self.resampling = resampling
        }
    }

    /// The window size the trace was recorded at, in logical points.
    public var size: Size
    /// What the recording showed.
    public var session: Session
    /// The events in time order.
    public var records: [Record]
    /// The format version it was read as (``version`` for a trace made here).
    public var version: Int

    /// A trace of a `size` window, empty unless given `records`.
    public init(size: Size, session: Session = Session(), records: [Record] = [], version: Int = Trace.version) {
        self.size = size
        self.session = session
        self.records = records
        self.version = version
    }

    /// The time of the last event (0 for an empty trace).
    public var duration: Double { records.last?.time ?? 0 }
}

/// Why a trace was refused, and on which line (1-based).
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the trace the reason is about.
    public let line: Int
    /// Why the line was refused, e.g. `header: missing field 'version'`.
    public let reason: String

    /// An error about `line` (1-based).
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`; the command line prefixes the file name (`trace.jsonl:3: …`).
    public var description: String { "line \(line): \(reason)" }
}
