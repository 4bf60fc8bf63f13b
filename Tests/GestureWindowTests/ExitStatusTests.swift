import GestureWindow
import Testing

/// The statuses a program with a window exits with: what a supervisor restarts on.
@Suite struct ExitStatusTests {
    private struct SomethingElse: Error {}

    @Test func eachCauseHasItsDocumentedStatus() {
        #expect(
            WindowApp.exitStatus(for: ShellError.noDisplay(name: "wayland-9", fromEnvironment: true, reason: "")) == 3)
        #expect(WindowApp.exitStatus(for: ShellError.badWaylandSocket(value: "x", problem: "")) == 3)
        #expect(WindowApp.exitStatus(for: ShellError.connectionLost("closed")) == 4)
        #expect(WindowApp.exitStatus(for: ShellError.missingGlobal("wl_shm")) == 5)
        #expect(WindowApp.exitStatus(for: ShellError.noAnswer(seconds: 5)) == 5)
        #expect(WindowApp.exitStatus(for: ShellError.notConfigured(seconds: 5)) == 5)
        #expect(WindowApp.exitStatus(for: ShellError.sharedMemory("ENOMEM")) == 1)
        #expect(WindowApp.exitStatus(for: SomethingElse()) == 1)
    }
}
