import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

@Suite("Damage and the buffer pool")
struct DamageAndBufferTests {
    @Test func aMovedViewDamagesOnlyItsOldAndNewPlaces() throws {
        let view = square(.red, at: Point(x: 40, y: 40))
        let shell = try ShellHarness { $0.addSubview(view) }
        try shell.showFirstFrame()
        try shell.settle()

        view.center = Point(x: 140, y: 40)
        try shell.pumpUntilNextCommit()
        let frame = try #require(shell.compositor.lastCommit)
        #expect(
            Set(frame.bufferDamage) == [
                .init(x: 20, y: 20, width: 40, height: 40), .init(x: 120, y: 20, width: 40, height: 40),
            ])
        #expect(frame.color(at: (x: 40, y: 40)) == white && frame.color(at: (x: 140, y: 40)) == red)
    }

    @Test func damageIsInBufferPixelsAtScaleTwo() throws {
        var options = TestCompositor.Options()
        options.outputScale = 2
        let view = square(.red, at: Point(x: 40, y: 40))
        let shell = try ShellHarness(options) { $0.addSubview(view) }
        try shell.showFirstFrame()
        try shell.settle()

        view.center = Point(x: 140, y: 40)
        try shell.pumpUntilNextCommit()
        #expect(
            Set(shell.compositor.lastCommit?.bufferDamage ?? []) == [
                .init(x: 40, y: 40, width: 80, height: 80), .init(x: 240, y: 40, width: 80, height: 80),
            ])
    }

    @Test func aReusedBufferRedrawsEverythingThatChangedSinceItWasLastDrawn() throws {
        let view = square(.red, at: Point(x: 20, y: 50), size: 20)
        let shell = try ShellHarness { $0.addSubview(view) }
        try shell.showFirstFrame()

        for step in 1...6 {
            view.center = Point(x: 20 + Double(step) * 25, y: 50)
            try shell.pumpUntilNextCommit()
            let frame = try #require(shell.compositor.lastCommit)
            // Every place the square has been is white again, whichever buffer this is.
            for earlier in 0..<step {
                #expect(frame.color(at: (x: 20 + Double(earlier) * 25, y: 50)) == white, "step \(step)")
            }
            #expect(frame.color(at: (x: 20 + Double(step) * 25, y: 50)) == red)
        }
        // weston-like release: two buffers suffice, and the second frame on was partial.
        #expect(Set(shell.renders.map(\.bufferID)).count == 2)
        #expect(shell.renders.last?.damage.bounds != shell.content.bounds)
    }

    @Test func whenTheCompositorHoldsTwoBuffersLikeSwayAThirdIsMadeAndNoHeldBufferIsDrawnInto() throws {
        var options = TestCompositor.Options()
        options.bufferHolding = .holdLastTwo
        let view = square(.red, at: Point(x: 20, y: 50), size: 20)
        let shell = try ShellHarness(options) { $0.addSubview(view) }
        try shell.showFirstFrame()

        for step in 1...8 {
            view.center = Point(x: 20 + Double(step) * 20, y: 50)
            try shell.pumpUntilNextCommit()
            #expect(shell.compositor.lastCommit?.color(at: (x: 20 + Double(step - 1) * 20, y: 50)) == white)
            #expect(shell.compositor.lastCommit?.color(at: (x: 20 + Double(step) * 20, y: 50)) == red)
        }
        let buffers = Set(shell.renders.map(\.bufferID))
        #expect(buffers.count == 3)
        for call in shell.renders {
            #expect(!call.heldByCompositor.contains(call.bufferID), "drew into buffer \(call.bufferID) while held")
        }
        #expect(shell.compositor.heldBufferIDs.count == 2)
    }

    @Test func withEveryBufferBusyTheWindowWaitsForAReleaseInsteadOfGrowingForever() throws {
        let view = square(.red, at: Point(x: 20, y: 50), size: 20)
        let shell = try ShellHarness { $0.addSubview(view) }
        try shell.showFirstFrame()
        try shell.settle()
        // Make the pool as large as it may grow, every buffer busy (as if the compositor held them).
        let pool = shell.window.buffers
        var spares: [SharedMemoryBuffer] = []
        while let buffer = try pool.acquire() {
            buffer.isBusy = true
            spares.append(buffer)
        }
        #expect(pool.buffers.count == BufferPool.maximumCount)

        let commits = shell.compositor.commitCount
        view.center = Point(x: 120, y: 50)
        try shell.settle()
        #expect(shell.compositor.commitCount == commits)

        // A release (here: a spare the compositor never had) lets the waiting change through.
        spares.last?.isBusy = false
        try shell.pumpUntilNextCommit()
        #expect(shell.compositor.lastCommit?.color(at: (x: 120, y: 50)) == red)
        #expect(shell.compositor.lastCommit?.color(at: (x: 20, y: 50)) == white)
    }
}
