import Foundation
import Testing
import WaylandTestCompositor

/// The built `gesture-canvas run` against the in-process compositor when that compositor cannot
/// or will not host it: one sentence and the documented status (docs/app.md, "Exit status"), no crash.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct CompositorRefusalTests {
    struct Outcome {
        let status: Int32
        let reason: Process.TerminationReason
        let standardError: String
    }

    /// Starts the app on `compositor` and pumps the compositor on this thread until the app ends,
    /// calling `whileRunning` between dispatches (it may break the connection).
    private func runApp(
        on compositor: TestCompositor, whileRunning: (TestCompositor) -> Void = { _ in }
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = ["run", "--size", "320x240"]
        process.environment = ProcessInfo.processInfo.environment.merging(compositor.clientEnvironment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline {
            compositor.dispatch(timeout: 10)
            whileRunning(compositor)
        }
        if process.isRunning { process.terminate() }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, reason: process.terminationReason, standardError: text)
    }

    @Test func aCompositorWithoutXdgWmBaseEndsTheAppWithFive() throws {
        let compositor = try TestCompositor(options: .without(.xdgWmBase))
        let outcome = try runApp(on: compositor)
        #expect(outcome.reason == .exit && outcome.status == 5, "\(outcome)")
        #expect(
            outcome.standardError.contains("does not offer xdg_wm_base, which is needed to show a window"),
            "\(outcome.standardError)")
    }

    @Test func aCompositorThatNeverConfiguresTheWindowEndsTheAppWithFiveAtTheDeadline() throws {
        var options = TestCompositor.Options()
        options.configuresNewWindows = false
        let compositor = try TestCompositor(options: options)
        let started = Date()
        let outcome = try runApp(on: compositor)
        let elapsed = Date().timeIntervalSince(started)
        #expect(outcome.reason == .exit && outcome.status == 5, "\(outcome)")
        #expect(
            outcome.standardError
                == "gesture-canvas: the compositor answered but did not configure the window within 5 seconds "
                + "(no xdg_surface.configure), so the window cannot be shown\n")
        // The deadline, plus the app's start: well under the minute a hang would take.
        #expect(elapsed >= 5 && elapsed < 12)
    }

    @Test func aMalformedMessageFromTheCompositorEndsTheAppWithFourAndSaysSo() throws {
        let compositor = try TestCompositor()
        var sent = false
        let outcome = try runApp(on: compositor) { compositor in
            guard !sent, compositor.commitCount > 0 else { return }
            compositor.sendRawMessage(objectID: 1, opcode: 7)
            sent = true
        }
        #expect(sent, "the window never showed: \(outcome.standardError)")
        #expect(outcome.reason == .exit && outcome.status == 4, "\(outcome)")
        #expect(
            outcome.standardError
                == "gesture-canvas: lost the connection to the compositor: the compositor sent a message that is not "
                + "valid Wayland (libwayland: interface 'wl_display' has no event 7)\n")
    }

    @Test func aProtocolErrorFromTheCompositorEndsTheAppWithFour() throws {
        let compositor = try TestCompositor()
        var posted = false
        let outcome = try runApp(on: compositor) { compositor in
            // Once the window has shown its first frame, as a compositor would on a bad request.
            guard !posted, compositor.commitCount > 0 else { return }
            compositor.postError("refused by the test", code: 1, on: .xdgSurface)
            posted = true
        }
        #expect(posted, "the window never showed: \(outcome.standardError)")
        #expect(outcome.reason == .exit && outcome.status == 4, "\(outcome)")
        #expect(
            outcome.standardError.contains("the compositor reported protocol error 1 on xdg_surface@"),
            "\(outcome.standardError)")
    }
}

/// A compositor that accepts the connection and then says nothing: the app gives up after
/// `WaylandDisplay.connectionDeadline` with one sentence and status 5, instead of hanging.
@Suite(.timeLimit(.minutes(1)))
struct SilentCompositorTests {
    @Test func aCompositorThatNeverAnswersEndsTheAppWithFiveWithinTheDeadline() throws {
        let silent = try SilentCompositor()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AppBinary.pathOrSkip())
        process.arguments = ["run", "--no-demo"]
        process.environment = ProcessInfo.processInfo.environment.merging(silent.clientEnvironment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        while process.isRunning && Date().timeIntervalSince(started) < 30 {
            silent.acceptClients(timeout: 10)
        }
        if process.isRunning { process.terminate() }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(started)
        print("a silent compositor: the app gave up after \(elapsed) s")

        #expect(silent.acceptedCount == 1)
        #expect(process.terminationReason == .exit && process.terminationStatus == 5, "\(text)")
        #expect(
            text == "gesture-canvas: the compositor accepted the connection but did not answer within 5 seconds\n")
        // The deadline, plus the app's start: well under the minute a hang would take.
        #expect(elapsed >= 5 && elapsed < 12)
    }
}
