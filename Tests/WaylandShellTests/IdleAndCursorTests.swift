import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// Keeping the screen on, hearing that the seat is idle, and showing the user's cursor theme.
@Suite("Idle inhibition, idle notifications and the cursor")
struct IdleAndCursorTests {
    @Test func anIdleInhibitorLivesWhileTheWindowAsksForOne() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        #expect(shell.window.canInhibitIdle && shell.compositor.idleInhibitorCount == 0)

        shell.window.inhibitsIdle = true
        try shell.pump { shell.compositor.idleInhibitorCount == 1 }
        shell.window.inhibitsIdle = false
        try shell.pump { shell.compositor.idleInhibitorCount == 0 }
        #expect(shell.compositor.idleInhibitorsCreated == 1)
    }

    @Test func withoutTheProtocolNoInhibitorIsMade() throws {
        let shell = try ShellHarness(.without(.idleInhibit))
        try shell.showFirstFrame()
        shell.window.inhibitsIdle = true
        #expect(!shell.window.canInhibitIdle && !shell.window.inhibitsIdle)
    }

    @Test func theCompositorSaysWhenTheSeatIsIdleAndWhenItIsBack() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        let watch = try #require(shell.display.watchIdle(after: 90))
        var changes: [Bool] = []
        watch.onChange = { changes.append($0) }
        try shell.pump { shell.compositor.idleNotificationTimeouts == [90_000] }

        shell.compositor.setSeatIdle(true)
        try shell.pump { watch.isIdle }
        shell.compositor.setSeatIdle(false)
        try shell.pump { !watch.isIdle }
        #expect(changes == [true, false])
    }

    @Test func theCursorFollowsTheWindowsShapeWithTheEnterSerial() throws {
        let shell = try ShellHarness()
        try shell.showFirstFrame()
        shell.compositor.pointerEnter(at: (x: 10, y: 10))
        try shell.pump { shell.compositor.cursor?.image != nil }
        let arrow = try #require(shell.compositor.cursor?.image)

        shell.window.cursor = .openHand
        try shell.pump { shell.compositor.cursor?.image?.pixels != arrow.pixels }
        let hand = try #require(shell.compositor.cursor?.image)
        shell.window.cursor = .closedHand
        try shell.pump { shell.compositor.cursor?.image?.pixels != hand.pixels }
        shell.window.cursor = .hidden
        try shell.pump { shell.compositor.cursor?.isHidden == true }
        #expect(shell.compositor.cursorRequestCount == 4)
    }
}
