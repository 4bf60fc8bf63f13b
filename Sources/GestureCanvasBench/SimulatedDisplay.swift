import GestureCanvasApp
import Glibc
import WaylandTestCompositor

/// The in-process test compositor run as a display would run it, on the benchmark's thread:
/// it refreshes at 60 Hz, answering the frame callbacks committed before each refresh, and it
/// notes the moment each commit arrives (when the socket becomes readable, before the test
/// compositor copies the buffer).
final class SimulatedDisplay {
    /// 60 Hz, the usual panel rate.
    static let refreshInterval = 1000.0 / 60

    let compositor: TestCompositor
    /// When each commit arrived, on ``Stopwatch``'s clock.
    private(set) var commitTimes: [Double] = []
    /// Commits between the last two refreshes, and the most between any two.
    private(set) var mostCommitsPerRefresh = 0
    private var commitsThisRefresh = 0
    /// When the next refresh is due.
    private(set) var nextRefresh = Stopwatch.now + SimulatedDisplay.refreshInterval

    /// A display of `width` × `height` pixels whose clients may choose their window size.
    init(width: Int, height: Int) throws {
        var options = TestCompositor.Options()
        options.outputSize = TestCompositor.Size(width: Int32(width), height: Int32(height))
        compositor = try TestCompositor(options: options)
    }

    /// Runs until `deadline` (``Stopwatch`` milliseconds) or until `condition` holds, whichever
    /// comes first; returns whether `condition` held.
    @discardableResult
    func run(until deadline: Double, stoppingWhen condition: () -> Bool = { false }) -> Bool {
        while !condition() {
            let now = Stopwatch.now
            guard now < deadline else { return false }
            if now >= nextRefresh { refresh(at: now) }
            let wait = max(0, min(deadline, nextRefresh) - now)
            var descriptor = pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)
            // Whole milliseconds, rounded up: a refresh or an input may come up to 1 ms late (a
            // real compositor wakes late too), but never early, which would spin.
            if poll(&descriptor, 1, Int32(wait.rounded(.up))) > 0 { receive(at: Stopwatch.now) }
        }
        return true
    }

    /// Resets the count of commits per refresh (after the window has settled).
    func startCounting() {
        mostCommitsPerRefresh = 0
        commitsThisRefresh = 0
        commitTimes.removeAll()
    }

    private func receive(at time: Double) {
        let before = compositor.commitCount
        compositor.dispatch(timeout: 0)
        let commits = compositor.commitCount - before
        guard commits > 0 else { return }
        commitTimes += Array(repeating: time, count: commits)
        commitsThisRefresh += commits
        mostCommitsPerRefresh = max(mostCommitsPerRefresh, commitsThisRefresh)
    }

    private func refresh(at now: Double) {
        compositor.sendFrameDone()
        commitsThisRefresh = 0
        // A late wake-up skips the refreshes it missed, as a display keeps its own rhythm.
        while nextRefresh <= now { nextRefresh += Self.refreshInterval }
    }
}
