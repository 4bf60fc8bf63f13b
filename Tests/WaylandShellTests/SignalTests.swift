import Foundation
import GestureKit
import Testing

@testable import WaylandShell

/// SIGINT, SIGTERM and SIGHUP end `EventLoop.run(onStart:)` in order: ``EventLoop/onSignal``,
/// then `run` returns, after the frame being drawn if it ends within ``EventLoop/stopDeadline``. (A
/// turn of the loop stuck past it ends the process by the signal: `LiveSignalTests`.)
///
/// A signal goes to the whole process, and would stop every loop that runs in it: each test runs
/// its loop in a child process (an exit test), and sends the signal from another thread there, as
/// a supervisor's signal lands on whichever thread the kernel picks.
///
/// A child that fails is not shown by `#expect(processExitsWith:)`, which returns nil then: run
/// with `ASAN_OPTIONS=log_path=DIR` (or print from the child) to see why.
@Suite("Signals end the loop")
struct SignalTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalWhileIdleStopsTheLoopInOrder(signal: Int32) async {
        await #expect(processExitsWith: .success) { [signal] in
            let heard = try SignalledShell.signalsHeard { shell in
                shell.scheduler.schedule(after: 0.05) { shell.sendFromAnotherThread(signal) }
            }
            if heard != [signal] { exit(3) }
        }
    }

    /// What `run(onStart:)` is for: the app logs that it is up from there, and a script that
    /// sends SIGTERM on reading that line gets an orderly stop, not the signal's default action.
    @Test func aSignalSentAsTheLoopSaysItWatchesStopsItInOrder() async {
        await #expect(processExitsWith: .success) {
            let heard = try SignalledShell.signalsHeard(
                onStart: { shell in
                    shell.sendFromAnotherThread(SIGTERM)
                    shell.joinSenders()  // delivered before the loop's first turn
                },
                { _ in })
            if heard != [SIGTERM] { exit(3) }
        }
    }

    @Test func aSlowFrameThatEndsWithinTheDeadlineStillStopsInOrder() async {
        await #expect(processExitsWith: .success) {
            var frames = 0
            let heard = try SignalledShell.signalsHeard { shell in
                shell.onRender = { [unowned shell] in
                    frames += 1
                    shell.sendFromAnotherThread(SIGTERM)
                    // A tenth of a second: slow for a frame, well inside the deadline.
                    usleep(100_000)
                }
                shell.redraw()
            }
            // Heard once the frame was done.
            if heard != [SIGTERM] || frames != 1 { exit(3) }
        }
    }
}

/// A window on a test compositor served from a background thread, so `run()` can block; records
/// the signals the loop reports and lets a test hold up the drawing.
private final class SignalledShell {
    let shell: ShellHarness
    var heard: [Int32] = []
    /// Called before each frame is drawn.
    var onRender: () -> Void = {}
    /// The threads that sent signals: joined before the child process exits, so none is still
    /// ending then (a thread's own objects, freed as it ends, looked leaked to LeakSanitizer).
    private var senders: [pthread_t] = []

    var scheduler: Scheduler { shell.scheduler }

    init() throws {
        shell = try ShellHarness()
        try shell.showFirstFrame()
        // Frame callbacks answered, nothing left to draw: the next change draws at once.
        try shell.settle()
        let render = shell.window.render
        shell.window.render = { [unowned self] buffer, damage, scale in
            onRender()
            render?(buffer, damage, scale)
        }
        shell.loop.onSignal = { [unowned self] in heard.append($0) }
    }

    /// Asks for a frame from inside the loop (a timer), as input would: the turn that fires it draws.
    func redraw() {
        scheduler.schedule(after: 0.01) { [unowned self] in shell.content.setNeedsFullRedraw() }
    }

    /// The signals the loop heard while it ran, set up by `setUp`, until it stopped. Everything
    /// is released before this returns, so the child process exits with nothing left over (which
    /// LeakSanitizer would count).
    /// `onStart` is what `run(onStart:)` calls.
    static func signalsHeard(
        onStart: (SignalledShell) -> Void = { _ in }, _ setUp: (SignalledShell) -> Void
    ) throws -> [Int32] {
        let signalled = try SignalledShell()
        setUp(signalled)
        defer { signalled.joinSenders() }
        try signalled.shell.compositor.servingInBackground {
            try signalled.shell.loop.run(onStart: { onStart(signalled) })
        }
        return signalled.heard
    }

    /// Sends `signal` to the process from a new thread (a thread of its own: dispatch's may all
    /// be busy on two cores).
    func sendFromAnotherThread(_ signal: Int32) {
        var thread = pthread_t()
        // The signal's number travels as the thread's argument: no object to free.
        let argument = UnsafeMutableRawPointer(bitPattern: Int(signal))
        let started = pthread_create(&thread, nil, sendSignal, argument)
        precondition(started == 0, "cannot start a thread to send a signal")
        senders.append(thread)
    }

    func joinSenders() {
        for thread in senders { pthread_join(thread, nil) }
        senders.removeAll()
    }
}

/// A signal sender's thread: sends the process the signal whose number is its argument.
private func sendSignal(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    kill(getpid(), Int32(Int(bitPattern: argument)))
    return nil
}
