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
    /// The most commits of the touched surface between two `done`s of its frame callbacks (one
    /// refresh of the compositor): more than one means a frame drawn that nobody saw.
    public var mostCommitsPerRefresh: Int

    init(latencies: [Double], newestLatencies: [Double] = [], mostCommitsPerRefresh: Int) {
        self.latencies = latencies
        self.newestLatencies = newestLatencies
        self.mostCommitsPerRefresh = mostCommitsPerRefresh
    }

    /// Reads `log`, ignoring the first `skipping` inputs (the client warming up).
    init(log: String, skipping: Int) {
        var surface: Substring?
        var motionSinceFrame = false
        var inputs = 0
        // Inputs read since the touched surface's last commit.
        var uncommitted: [Double] = []
        // Inputs committed without a frame callback: they are shown with the next one requested.
        var awaitingCallback: [Double] = []
        // Callbacks requested since the last commit, and the inputs each will show.
        var requested: [Substring] = []
        var shownBy: [Substring: [Double]] = [:]
        var commitsThisRefresh = 0
        var latencies: [Double] = []
        var newestLatencies: [Double] = []
        var mostCommits = 0
        for line in log.split(separator: "\n") {
            guard let time = ProtocolLogLatency.timestamp(of: line) else { continue }
            let isRequest = line.contains(" -> ")
            if !isRequest, line.contains("wl_touch@") {
                if line.contains(".down(") {
                    surface = line.firstMatch(of: /wl_surface@\d+/)?.output
                } else if line.contains(".motion(") {
                    motionSinceFrame = true
                } else if line.contains(".frame()"), motionSinceFrame {
                    motionSinceFrame = false
                    inputs += 1
                    if inputs > skipping { uncommitted.append(time) }
                }
                continue
            }
            guard let surface else { continue }
            if isRequest, line.contains(" -> \(surface).frame("), let callback = line.firstMatch(of: /wl_callback@\d+/)
            {
                requested.append(callback.output)
                shownBy[callback.output] = awaitingCallback
                awaitingCallback.removeAll()
            } else if isRequest, line.contains(" -> \(surface).commit()") {
                commitsThisRefresh += 1
                if let callback = requested.first {
                    shownBy[callback, default: []] += uncommitted
                } else {
                    awaitingCallback += uncommitted
                }
                uncommitted.removeAll()
                requested.removeAll()
            } else if !isRequest, line.contains(".done("), let callback = line.firstMatch(of: /wl_callback@\d+/),
                let shown = shownBy.removeValue(forKey: callback.output)
            {
                latencies += shown.map { time - $0 }
                if let newest = shown.max() { newestLatencies.append(time - newest) }
                if inputs > skipping { mostCommits = max(mostCommits, commitsThisRefresh) }
                commitsThisRefresh = 0
            }
        }
        self.latencies = latencies
        self.newestLatencies = newestLatencies
        mostCommitsPerRefresh = mostCommits
    }
}
