/// Touch-to-screen latencies read from a client's protocol log (`WAYLAND_DEBUG=client`), the same
/// way for any client, so two toolkits are measured alike.
///
/// A touch frame that carried a motion is one input, timed when the client read it. It reaches
/// the screen with the next commit of the touched surface, and the compositor says it has shown
/// that commit by the `done` of the frame callback requested with it (`wl_surface.frame` before
/// the commit; for a commit without one, the next callback requested). The latency runs from
/// reading the touch frame to reading that `done`: both are log lines, so both are the client's
/// own clock (libwayland stamps lines from CLOCK_REALTIME in milliseconds with microsecond
/// digits), and no compositor clock needs converting.
///
/// Neither client asks for `wp_presentation` feedback (GTK 4 on this KWin does not, and neither
/// does the app), so the frame callback is what both are measured by.
public struct ScreenLatency: Equatable, Sendable {
    /// Milliseconds from each input (after the first `skipping`) to the screen.
    public var latencies: [Double]
    /// Milliseconds from the newest input a shown frame carries to the screen, one per shown frame:
    /// how far behind the finger the picture is. Reports the finger sends faster than the display
    /// refreshes are overtaken before they are shown; these leave them out, `latencies` keeps them.
    public var newestLatencies: [Double]
    /// Milliseconds from the moment each input was sent to the compositor (the finger moving) to
    /// the screen, when the sending times were given and pair one to one with the log's inputs;
    /// otherwise empty. Unlike `latencies` this counts the time an input waits before the client
    /// reads it, which a client that reads its socket in batches would otherwise leave out.
    public var fingerLatencies: [Double]
    /// The most commits of the touched surface between two `done`s of its frame callbacks (one
    /// refresh of the compositor): more than one means a frame drawn that nobody saw.
    public var mostCommitsPerRefresh: Int

    init(
        latencies: [Double], newestLatencies: [Double] = [], fingerLatencies: [Double] = [], mostCommitsPerRefresh: Int
    ) {
        self.latencies = latencies
        self.newestLatencies = newestLatencies
        self.fingerLatencies = fingerLatencies
        self.mostCommitsPerRefresh = mostCommitsPerRefresh
    }

    /// An input in the log: when the client read it, and how many inputs came before it.
    private struct Input {
        var read: Double
        var index: Int
    }

    /// Reads `log`, ignoring the first `skipping` inputs (the client warming up). `sent`: when
    /// each input was sent, as libwayland stamps (``ProtocolLogLatency/stampNow()``), in order.
    init(log: String, skipping: Int, sent: [Double] = []) {
        var motionSinceFrame = false
        var inputs = 0
        // Inputs read since the touched surface's last commit.
        var uncommitted: [Input] = []
        // Inputs committed without a frame callback: they are shown with the next one requested.
        var awaitingCallback: [Input] = []
        // Callbacks requested since the last commit, and the inputs each will show.
        var requested: [Substring] = []
        var shownBy: [Substring: [Input]] = [:]
        var commitsThisRefresh = 0
        var latencies: [Double] = []
        var newestLatencies: [Double] = []
        var shownAt: [(index: Int, time: Double)] = []
        var mostCommits = 0
        for (time, event) in ProtocolLogEvent.read(log) {
            switch event {
            case .touchMotion: motionSinceFrame = true
            case .touchFrame where motionSinceFrame:
                motionSinceFrame = false
                if inputs >= skipping { uncommitted.append(Input(read: time, index: inputs)) }
                inputs += 1
            case .frameRequested(let callback):
                requested.append(callback)
                shownBy[callback] = awaitingCallback
                awaitingCallback.removeAll()
            case .commit:
                commitsThisRefresh += 1
                if let callback = requested.first {
                    shownBy[callback, default: []] += uncommitted
                } else {
                    awaitingCallback += uncommitted
                }
                uncommitted.removeAll()
                requested.removeAll()
            case .callbackDone(let callback):
                guard let shown = shownBy.removeValue(forKey: callback) else { break }
                latencies += shown.map { ProtocolLogLatency.elapsed(from: $0.read, to: time) }
                if let newest = shown.last {
                    newestLatencies.append(ProtocolLogLatency.elapsed(from: newest.read, to: time))
                }
                shownAt += shown.map { ($0.index, time) }
                if inputs > skipping { mostCommits = max(mostCommits, commitsThisRefresh) }
                commitsThisRefresh = 0
            default: break
            }
        }
        self.latencies = latencies
        self.newestLatencies = newestLatencies
        // Paired by order: only when the log holds exactly the inputs that were sent.
        fingerLatencies =
            sent.count == inputs ? shownAt.map { ProtocolLogLatency.elapsed(from: sent[$0.index], to: $0.time) } : []
        mostCommitsPerRefresh = mostCommits
    }
}
