import CompositorHarness
import CompositorHarnessTesting
import Foundation
import Glibc
import Testing

extension RealCompositors {
    /// What the harness promises whichever compositor runs: bounded waits, the client's environment,
    /// a visible "unavailable" instead of a failure, and no compositor outliving its lifetime.
    /// weston carries these tests because it starts fastest (about 0.1 s).
    @Suite("harness behaviour")
    struct HarnessBehaviourTests {
        static let options = CompositorOptions(width: 320, height: 240)

        @Test func aCompositorThatIsNotInstalledIsUnavailableRatherThanBroken() throws {
            var options = Self.options
            options.environment["PATH"] = "/nonexistent"
            for kind in CompositorKind.allCases {
                #expect(throws: CompositorUnavailable.self) { try Compositor.start(kind, options: options) }
                let availability = Compositor.availability(of: kind, options: options)
                #expect(!availability.isAvailable)
                if case .unavailable(let reason) = availability {
                    #expect(reason.contains("is not installed"), "\(reason)")
                }
            }
        }

        @Test func aCompositorThatFailsToComeUpIsAnErrorWithItsLogNotASkip() throws {
            try skipUnlessAvailable(.weston)
            var options = Self.options
            // The later --backend wins: weston fails before it opens its socket.
            options.extraArguments = ["--backend=no-such-backend.so"]

            #expect {
                try Compositor.start(.weston, options: options)
            } throws: { error in
                guard case CompositorError.exitedDuringStartup(.weston, _, let log) = error else { return false }
                return log.contains("no-such-backend.so")
            }
        }

        @Test func aClientThatHangsIsKilledWhenItsTimeIsUp() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }

            let result = try weston.run(["sleep", "30"], timeout: .milliseconds(300))
            #expect(result.outcome == .timedOut)
            #expect(result.duration < .seconds(5))
        }

        @Test func aClientFindsTheCompositorThroughItsEnvironment() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }

            let result = try weston.run(
                ["sh", "-c", "echo \"$WAYLAND_DISPLAY $XDG_RUNTIME_DIR $EXTRA\"; echo oops >&2; exit 3"],
                environment: ["EXTRA": "given"])
            #expect(result.outcome == .exited(3))
            #expect(result.standardOutput == "\(weston.socketName) \(weston.runtimeDirectory) given\n")
            #expect(result.standardError == "oops\n")
        }

        @Test func launchingAProgramThatDoesNotExistThrows() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }

            #expect(throws: SpawnError.self) { try weston.launch(["no-such-program-anywhere"]) }
        }

        @Test func aClientThatEndsBeforeItsMilestoneFailsTheWaitAtOnce() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            defer { weston.stop() }

            let client = try weston.launch(["true"], protocolLog: true)
            let began = ContinuousClock.now
            #expect(throws: ClientError.self) { try client.wait(for: .touchBound, timeout: .seconds(10)) }
            #expect(ContinuousClock.now - began < .seconds(5))
            #expect(client.result?.outcome == .exited(0))
        }

        @Test func stoppingTheCompositorStopsItsClients() throws {
            let weston = try Compositor.startOrSkip(.weston, options: Self.options)
            let client = try weston.launch(["sleep", "30"])

            weston.stop()
            #expect(!client.isRunning)
            #expect(client.result?.outcome == .signaled(SIGTERM))
        }

        @Test func theWatchdogEndsACompositorThatOutlivesItsLifetime() throws {
            var options = Self.options
            options.lifetime = .seconds(1)
            let weston = try Compositor.startOrSkip(.weston, options: options)
            defer { weston.stop() }

            let deadline = ContinuousClock.now + .seconds(10)
            while weston.isRunning && ContinuousClock.now < deadline { usleep(50_000) }
            #expect(!weston.isRunning)
            #expect(!socketAccepts(weston.socketPath))
        }
    }
}

/// Whether a Unix socket accepts a connection.
private func socketAccepts(_ path: String) -> Bool {
    (try? WaylandConnection(socketPath: path, timeout: .seconds(2))) != nil
}
