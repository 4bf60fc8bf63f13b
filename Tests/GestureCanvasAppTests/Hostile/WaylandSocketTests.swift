import Foundation
import Testing

/// `run` with a `WAYLAND_SOCKET` that is not a connected socket: no connection was ever made, so
/// the sentence names the variable (never `wayland-0`) and the status is 3, cannot connect; no
/// demo replaces the window, since the variable is a mistake to fix.
@Suite(.timeLimit(.minutes(1)))
struct WaylandSocketTests {
    @Test(arguments: [
        ("abc", "which is not a descriptor number"),
        ("987", "which is not an open descriptor in this process"),
        // The app's standard error, a pipe here.
        ("2", "which is a pipe, not a socket"),
    ])
    func aWaylandSocketThatIsNoSocketIsRefusedWithThree(value: String, problem: String) throws {
        let run = try TimedRun(["run"], environment: ["WAYLAND_SOCKET": value])
        #expect(run.refused(status: 3, saying: ["WAYLAND_SOCKET=\"\(value)\", \(problem)"]), "\(run.summary)")
        #expect(!run.standardError.contains("wayland-0"))
    }

    @Test func aRegularFilesDescriptorIsRefusedWithThree() throws {
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/stat"))
        let run = try TimedRun(["run", "--no-demo"], environment: ["WAYLAND_SOCKET": "0"], standardInput: file)
        #expect(
            run.refused(status: 3, saying: ["WAYLAND_SOCKET=\"0\", which is a regular file, not a socket"]),
            "\(run.summary)")
        #expect(!run.standardError.contains("lost the connection"))
    }
}
