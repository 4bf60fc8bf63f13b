import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

@Suite("Connecting, and losing the connection")
struct ConnectionTests {
    @Test func connectingBindsTheGlobalsAWindowNeedsAndTheSeat() throws {
        let compositor = try TestCompositor()
        let display = try connectDisplay(to: compositor)

        #expect(display.compositor != nil && display.sharedMemory != nil && display.wmBase != nil)
        #expect(display.pointerGestures != nil && display.decorationManager != nil && display.inputTimestamps != nil)
        #expect(display.outputs.count == 1)
        // Bound at min(advertised, handled): the seat at 8, xdg_wm_base at 5, wl_compositor at 4.
        #expect(display.compositor?.version == 4)
        #expect(
            display.inputDescription
                == "seat0: touch, pointer, keyboard; touchpad gestures; nanosecond touch timestamps; pens (tablet-v2)")
    }

    @Test func globalsAreBoundNoHigherThanAdvertised() throws {
        var options = TestCompositor.Options()
        options.versions[.compositor] = 3
        options.versions[.pointerGestures] = 1
        let compositor = try TestCompositor(options: options)
        let display = try connectDisplay(to: compositor)
        #expect(display.compositor?.version == 3)
        #expect(display.pointerGestures?.version == 1)
    }

    @Test func aMissingDisplayIsOneClearSentence() {
        #expect {
            _ = try WaylandDisplay(name: "/nonexistent/gesture-canvas-test-0")
        } throws: { error in
            "\(error)"
                == "cannot connect to the Wayland display '/nonexistent/gesture-canvas-test-0': No such file or directory"
        }
    }

    @Test func aCompositorWithoutXdgWmBaseCannotShowAWindow() throws {
        let compositor = try TestCompositor(options: .without(.xdgWmBase))
        let display = try connectDisplay(to: compositor)
        let content = Window(size: Size(width: 10, height: 10))
        #expect(throws: ShellError.missingGlobal("xdg_wm_base")) {
            _ = try ShellWindow(
                display: display, content: content, router: InputRouter(window: content), options: .init())
        }
        #expect(
            "\(ShellError.missingGlobal("xdg_wm_base"))"
                == "the compositor does not offer xdg_wm_base, which is needed to show a window")
    }

    @Test(.timeLimit(.minutes(1)))
    func aWindowTheCompositorNeverConfiguresEndsTheLoopAtTheDeadline() throws {
        var options = TestCompositor.Options()
        options.configuresNewWindows = false
        let shell = try ShellHarness(options)
        let deadline = shell.window.configureDeadline
        // The loop wakes by itself at the deadline: no timer, no event from the compositor.
        #expect(throws: ShellError.notConfigured(seconds: 5)) {
            while true {
                try shell.loop.runOnce(timeout: -1)
                shell.compositor.dispatch()
            }
        }
        #expect(shell.loop.now >= deadline && deadline >= WaylandDisplay.connectionDeadline)
        #expect(ShellError.notConfigured(seconds: 5).cause == .compositorUnsuitable)
        #expect(
            "\(ShellError.notConfigured(seconds: 5))"
                == "the compositor answered but did not configure the window within 5 seconds "
                + "(no xdg_surface.configure), so the window cannot be shown")
    }

    @Test func aDisconnectEndsTheLoopWithConnectionLost() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()

        shell.compositor.disconnectClient()
        #expect {
            for _ in 0..<50 { try shell.loop.runOnce(timeout: 5) }
        } throws: { error in
            guard case ShellError.connectionLost = error else { return false }
            return "\(error)".hasPrefix("lost the connection to the compositor: ")
        }
    }

    /// libwayland fails the read with an error number that does not say what happened: EINVAL
    /// ("Invalid argument") for a message too short, and for an opcode the interface lacks
    /// whatever `errno` held ("No such file or directory").
    @Test(arguments: [
        (1 as UInt32, 7 as UInt16, "interface 'wl_display' has no event 7"),
        // wl_display.delete_id without its argument.
        (1, 1, "message too short, object (1), message delete_id(u)"),
    ])
    func aMalformedMessageFromTheCompositorIsCalledInvalid(objectID: UInt32, opcode: UInt16, said: String) throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()

        shell.compositor.sendRawMessage(objectID: objectID, opcode: opcode)
        #expect {
            for _ in 0..<50 { try shell.loop.runOnce(timeout: 5) }
        } throws: { error in
            "\(error)"
                == "lost the connection to the compositor: the compositor sent a message that is not valid Wayland "
                + "(libwayland: \(said))"
        }
    }

    @Test func aProtocolErrorNamesTheObjectAndCode() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()

        shell.compositor.postError("test failure", code: 1, on: .xdgSurface)
        #expect {
            for _ in 0..<50 { try shell.loop.runOnce(timeout: 5) }
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix(
                "lost the connection to the compositor: the compositor reported protocol error 1 on xdg_surface@")
        }
    }
}
