import Foundation
import GestureKit
import Testing
import WaylandShell

@testable import GestureCanvasApp

/// The live app on SIGTERM while one frame never finishes (a stand-in for a frame that takes
/// minutes): the process is gone within a second, ended by the signal, with one sentence saying
/// so. Every report line written before stays whole; the final line, written only by an orderly
/// stop, is not. (The orderly stop, with its final line and status 0, is
/// `AppUnderRealCompositorsTests`.)
///
/// A signal goes to the whole process: the app runs in a child process (an exit test).
@Suite("The live app and signals", .timeLimit(.minutes(1)))
struct LiveSignalTests {
    @Test func aFrameThatNeverEndsCannotKeepTheAppAlivePastASecondAfterSIGTERM() async throws {
        let watch = try DeathWatch()
        let result = await #expect(processExitsWith: .signal(SIGTERM), observing: [\.standardErrorContent]) {
            [path = watch.path as String] in
            let live = try LiveHarness()
            live.onReportLine = { say("report: \($0)") }
            try live.showFirstFrame()
            let image = live.photos.image1.center
            try live.drag(from: [image], to: [image + Vector(dx: 80, dy: 0)])
            try live.settle()

            // The test's stuck frame: the next one sends SIGTERM from another thread and never ends.
            live.app.shell.render = { _, _, _ in
                Thread.detachNewThread {
                    DeathWatch.announce(to: path)
                    kill(getpid(), SIGTERM)
                }
                while true { usleep(10_000) }
            }
            live.app.host.window.scheduler.schedule(after: 0.01) { live.app.host.window.setNeedsFullRedraw() }
            // As LiveSession.run does.
            try live.compositor.servingInBackground {
                defer { live.app.finish() }
                try live.app.loop.run()
            }
            exit(3)
        }
        let lines = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            .split(separator: "\n").map(String.init)
        let times = try #require(watch.times(), "\(lines)")
        let elapsed = times.died - times.sent
        print("a live frame that never ends: the app ended \(elapsed) s after SIGTERM")
        #expect(elapsed >= EventLoop.stopDeadline && elapsed < 1, "\(lines)")
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "SIGTERM came while the event loop was busy (drawing a frame or handling input), and it did not "
                        + "stop within 0.5 seconds: ending at once, without an orderly stop")
            }, "\(lines)")
        let report = lines.filter { $0.hasPrefix("report: ") }.map { $0.dropFirst("report: ".count) }
        #expect(report.contains { $0.contains(#""recognizer":"pan","state":"ended""#) }, "\(lines)")
        #expect(report.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        #expect(!report.contains { $0.contains(#""type":"final""#) })
    }
}

/// One line on standard error, in one write.
private func say(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
