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
                == "seat0: touch, pointer, keyboard; touchpad gestures; nanosecond touch timestamps")
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
