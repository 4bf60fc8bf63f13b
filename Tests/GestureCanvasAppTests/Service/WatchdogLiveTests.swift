import Foundation
import GestureKit
import HostSystem
import Testing
import WaylandShell

@testable import GestureCanvasApp

/// systemd's `Type=notify` and `WatchdogSec=` as the live app meets them: a test listens on the
/// notification socket as the service manager would, while the app runs on the test compositor.
@Suite("The service manager's watchdog, live")
struct WatchdogLiveTests {
    @Test func readyComesOnceAfterTheFirstFrameAndPingsComeAtHalfTheWatchdog() throws {
        let listener = try NotifySocketListener()
        let clock = ManualTime()
        let live = try LiveHarness(
            service: ServiceEnvironment(notifySocket: listener.name, watchdogMicroseconds: "2000000"),
            clock: clock)
        try live.pump {
            let new = listener.receive()
            if live.app.shell.commitCount == 0 { #expect(!new.contains("READY=1"), "READY=1 before any frame") }
            return listener.messages.contains("READY=1")
        }
        try live.settle()
        listener.receive()
        #expect(listener.messages.filter { $0 == "READY=1" }.count == 1)
        #expect(listener.messages.allSatisfy { $0 == "READY=1" || $0 == "WATCHDOG=1" })

        // 12 s of the app's time, idle, in steps of 0.3 s: a ping as soon as a second (half of the
        // 2 s watchdog) has passed since the last, none sooner, and the idle loop wakes for it.
        var pings: [Double] = []
        for _ in 0..<40 {
            let wake = try #require(live.app.loop.wakesAt, "an idle loop with a watchdog wakes for its next ping")
            #expect(wake - live.app.loop.now <= 1 + 1e-9)
            clock.advance(by: 0.3)
            try live.pump(for: 0.005)
            pings += listener.receive().filter { $0 == "WATCHDOG=1" }.map { _ in live.app.loop.now }
        }
        #expect(pings.count >= 9)
        for (earlier, later) in zip(pings, pings.dropFirst()) {
            #expect(later - earlier >= 1 - 1e-6 && later - earlier <= 1.3 + 1e-6)
        }
    }

    @Test func aTurnOfTheLoopThatDoesNotEndSendsNoPingsAndThePingsResumeAfterIt() throws {
        let listener = try NotifySocketListener(abstract: true)
        let live = try LiveHarness(
            service: ServiceEnvironment(notifySocket: listener.name, watchdogMicroseconds: "200000"))
        func pingCount() -> Int {
            listener.receive()
            return listener.messages.filter { $0 == "WATCHDOG=1" }.count
        }
        try live.pump { pingCount() >= 3 && listener.messages.contains("READY=1") }

        // A turn stuck for five ping intervals (0.1 s each), as a frame stuck in drawing would be:
        // nothing may ping for the loop meanwhile.
        var sentDuringTheTurn: [String]?
        live.app.host.window.scheduler.schedule(after: 0) {
            listener.receive()
            usleep(500_000)
            sentDuringTheTurn = listener.receive()
        }
        try live.pump { sentDuringTheTurn != nil }
        #expect(sentDuringTheTurn == [])
        let afterTheTurn = pingCount()
        try live.pump { pingCount() >= afterTheTurn + 2 }
    }

    @Test func withoutAWatchdogTheAppSaysItIsReadyAndAnIdleLoopNeverWakes() throws {
        var listener: NotifySocketListener? = try NotifySocketListener()
        let live = try LiveHarness(service: ServiceEnvironment(notifySocket: listener!.name))
        try live.pump { listener!.receive().contains("READY=1") }
        try live.settle()
        try live.pump(for: 0.05)
        #expect(listener!.receive() == [])
        #expect(live.app.loop.wakesAt == nil)

        // The manager going away is logged once; the app runs on.
        listener = nil
        try live.drag(from: [live.photo("image1").center], to: [Point(x: 300, y: 300)])
        #expect(live.photo("image1").center.x > 250)
    }

    @Test(arguments: [
        ServiceEnvironment(notifySocket: "/nonexistent/notify", watchdogMicroseconds: "2000000"),
        ServiceEnvironment(notifySocket: "@gc-nobody-listens-here", watchdogMicroseconds: "abc"),
        ServiceEnvironment(notifySocket: "relative", watchdogMicroseconds: "0"),
        ServiceEnvironment(watchdogMicroseconds: "18446744073709551615", watchdogProcessID: "1"),
    ])
    func anEnvironmentThatCannotBeUsedLeavesTheAppRunningWithoutPings(_ service: ServiceEnvironment) throws {
        let live = try LiveHarness(service: service)
        try live.showFirstFrame()
        try live.settle()
        #expect(live.app.loop.wakesAt == nil)
        try live.tap(at: live.photo("image1").center)
    }
}
