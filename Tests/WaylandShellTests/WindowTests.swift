import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

@Suite("The window: configure, buffers, scale, close")
struct WindowTests {
    @Test func theFirstConfigureIsAnsweredWithABufferOfTheWindowsSize() throws {
        let shell = try ShellHarness(
            window: WindowOptions(title: "Test", appID: "org.example.test", size: Size(width: 200, height: 100)))
        try shell.showFirstFrame()

        let toplevel = try #require(shell.compositor.toplevel)
        #expect(toplevel.title == "Test" && toplevel.appID == "org.example.test")
        #expect(toplevel.lastAckedSerial == toplevel.lastConfigureSerial)
        #expect(toplevel.requestedDecorationMode == .serverSide)
        let frame = try #require(shell.compositor.lastCommit)
        #expect(frame.width == 200 && frame.height == 100 && frame.bufferScale == 1)
        #expect(frame.format == TestCompositor.CommittedBuffer.formatARGB8888)
        #expect(frame.bufferDamage == [.init(x: 0, y: 0, width: 200, height: 100)])
        #expect(frame.color(at: (x: 10, y: 10)) == white)
    }

    @Test func aConfiguredSizeResizesTheContent() throws {
        var options = TestCompositor.Options()
        options.initialToplevelSize = .init(width: 320, height: 240)
        var resizes: [Size] = []
        let shell = try ShellHarness(options)
        shell.router.onResize = { resizes.append($0) }
        try shell.showFirstFrame()
        #expect(shell.compositor.lastCommit?.width == 320 && shell.compositor.lastCommit?.height == 240)

        shell.compositor.configure(width: 400, height: 300)
        try shell.pump { shell.compositor.lastCommit?.width == 400 }
        #expect(resizes == [Size(width: 320, height: 240), Size(width: 400, height: 300)])
        #expect(shell.content.bounds.size == Size(width: 400, height: 300))
        #expect(shell.compositor.lastCommit?.height == 300)

        // 0 × 0: the client chooses, so the size stays.
        shell.compositor.configure(width: 0, height: 0, states: [.activated])
        try shell.settle()
        #expect(shell.window.size == Size(width: 400, height: 300))
    }

    @Test func aSizeTheClientChoosesFitsTheBoundsTheCompositorGives() throws {
        var options = TestCompositor.Options()
        options.outputSize = .init(width: 640, height: 480)
        let shell = try ShellHarness(options, window: WindowOptions(size: Size(width: 800, height: 400)))
        try shell.showFirstFrame()

        // The first configure is 0 × 0 (the client chooses) after configure_bounds(640, 480).
        #expect(shell.window.size == Size(width: 640, height: 400))
        #expect(shell.content.bounds.size == Size(width: 640, height: 400))
        #expect(shell.compositor.lastCommit?.width == 640 && shell.compositor.lastCommit?.height == 400)
    }

    @Test func atOutputScaleTwoTheBufferHasTwiceThePixels() throws {
        // Without fractional scaling the integer buffer scale decides (FractionalScaleTests has the rest).
        var options = TestCompositor.Options.without(.fractionalScale)
        options.outputScale = 2
        let shell = try ShellHarness(options) { root in root.addSubview(square(.red, at: Point(x: 40, y: 40))) }
        try shell.showFirstFrame()

        let frame = try #require(shell.compositor.lastCommit)
        #expect(frame.bufferScale == 2 && frame.width == 400 && frame.height == 200)
        #expect(frame.color(at: (x: 40, y: 40)) == red && frame.color(at: (x: 80, y: 40)) == white)
        #expect(shell.window.scale == 2)
    }

    @Test func aScaleChangeRedrawsEverythingAtTheNewScale() throws {
        let shell = try ShellHarness(.without(.fractionalScale))
        try shell.showFirstFrame()
        #expect(shell.compositor.lastCommit?.bufferScale == 1)

        shell.compositor.setOutputScale(2)
        try shell.pump { shell.compositor.lastCommit?.bufferScale == 2 }
        let frame = try #require(shell.compositor.lastCommit)
        #expect(frame.width == 400 && frame.height == 200)
        #expect(frame.bufferDamage == [.init(x: 0, y: 0, width: 400, height: 200)])
        #expect(shell.renders.last?.scale == 2)
    }

    @Test func whenNothingChangesNothingIsDrawnOrRequested() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        try shell.settle()
        let commits = shell.compositor.commitCount
        let renders = shell.renders.count

        try shell.settle(rounds: 50)
        #expect(shell.compositor.commitCount == commits)
        #expect(shell.renders.count == renders)
        #expect(shell.compositor.pendingFrameCallbackCount == 0)
        #expect(shell.window.frameCallback == nil)
        #expect(shell.scheduler.nextDeadline == nil)
    }

    @Test func changesWhileAFrameIsPendingWaitForItsDoneAndAreDrawnOnce() throws {
        let view = square(.red, at: Point(x: 40, y: 40))
        let shell = try ShellHarness { $0.addSubview(view) }
        try shell.showFirstFrame()
        try shell.settle()

        // The first change commits at once, and asks for a frame callback.
        view.center = Point(x: 60, y: 40)
        try shell.pumpUntilNextCommit(answeringFrames: false)
        #expect(shell.compositor.pendingFrameCallbackCount == 1)
        let commits = shell.compositor.commitCount
        // Two more changes while the compositor has not shown that frame: nothing is drawn.
        view.center = Point(x: 80, y: 40)
        try shell.settle(rounds: 5, answeringFrames: false)
        view.center = Point(x: 100, y: 40)
        try shell.settle(rounds: 5, answeringFrames: false)
        #expect(shell.compositor.commitCount == commits)

        shell.compositor.sendFrameDone()
        try shell.pumpUntilNextCommit(answeringFrames: false)
        try shell.settle(rounds: 5, answeringFrames: false)
        #expect(shell.compositor.commitCount == commits + 1)
        #expect(shell.compositor.lastCommit?.color(at: (x: 100, y: 40)) == red)
        #expect(shell.compositor.lastCommit?.color(at: (x: 60, y: 40)) == white)
    }

    @Test func theFullscreenOptionIsAskedForBeforeTheFirstCommit() throws {
        let shell = try ShellHarness(window: WindowOptions(size: Size(width: 200, height: 100), fullscreen: true))
        try shell.showFirstFrame()
        #expect(shell.compositor.toplevel?.fullscreenRequested == true)
        #expect(shell.window.isFullscreen)
        #expect(shell.compositor.lastCommit?.width == 1280 && shell.compositor.lastCommit?.height == 800)

        shell.window.setFullscreen(false)
        try shell.settle()
        #expect(shell.compositor.toplevel?.fullscreenRequested == false)
        #expect(!shell.window.isFullscreen)
    }

    @Test func closingTheWindowCallsOnClose() throws {
        let shell = try ShellHarness()
        var closed = 0
        shell.window.onClose = { closed += 1 }
        try shell.showFirstFrame()
        shell.compositor.closeToplevel()
        try shell.pump { closed == 1 }
    }

    @Test func pingsAreAnswered() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        let ping = shell.compositor.sendPing()
        try shell.pump { shell.compositor.pongs == [ping] }
    }

    @Test func withoutASeatTheWindowStillShows() throws {
        let shell = try ShellHarness(.without(.seat, .pointerGestures))
        try shell.showFirstFrame()
        #expect(shell.display.inputDescription == "no seat")
        #expect(shell.compositor.toplevel?.isMapped == true)
    }
}
