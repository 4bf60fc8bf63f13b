import Foundation
import Testing

@testable import WaylandShell

/// `WAYLAND_SOCKET` that names no connected socket is refused before libwayland takes it, in a
/// sentence that names the variable (the app's refusal is `WaylandSocketTests`).
@Suite("WAYLAND_SOCKET")
struct WaylandSocketVariableTests {
    @Test func onlyAConnectedSocketIsTaken() throws {
        var ends: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        let unconnected = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var pipeEnds: [Int32] = [-1, -1]
        #expect(pipe(&pipeEnds) == 0)
        let file = open("/proc/self/stat", O_RDONLY)
        defer { (ends + pipeEnds + [unconnected, file]).forEach { close($0) } }

        #expect(WaylandSocketVariable.problem(with: "\(ends[0])") == nil)
        #expect(WaylandSocketVariable.problem(with: "\(file)") == "which is a regular file, not a socket")
        #expect(WaylandSocketVariable.problem(with: "\(pipeEnds[0])") == "which is a pipe, not a socket")
        #expect(
            WaylandSocketVariable.problem(with: "\(unconnected)")
                == "which is a socket that is not connected to a compositor")
        // Far above any descriptor the test process has open.
        #expect(WaylandSocketVariable.problem(with: "987654") == "which is not an open descriptor in this process")
        for garbage in ["abc", "-1", "", " 3", "3x", "99999999999"] {
            #expect(WaylandSocketVariable.problem(with: garbage) == "which is not a descriptor number")
        }
    }

    @Test func theSentenceNamesTheVariableAndItsValueEscapedAndShortened() {
        let error = ShellError.badWaylandSocket(
            value: "a\u{0}b\u{1B}" + String(repeating: "x", count: 300), problem: "which is not a descriptor number")
        #expect(error.cause == .noCompositor)
        // As every message quotes what came from outside (GestureKit's Quoted).
        #expect(
            "\(error)"
                == #"cannot connect through WAYLAND_SOCKET="a\u{0}b\u{1B}"# + String(repeating: "x", count: 156)
                + #"… (304 characters)", which is not a descriptor number: unset it to connect through WAYLAND_DISPLAY"#
        )
    }
}
