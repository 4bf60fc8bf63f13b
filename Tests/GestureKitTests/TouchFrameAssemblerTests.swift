import GestureKit
import Testing

@Suite struct TouchFrameAssemblerTests {
    private func slot(_ id: Int32) -> TouchSlot { TouchSlot(kind: .finger, id: id) }

    @Test func changesWaitForTheFrame() throws {
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: Point(x: 1, y: 1), time: 0)
        assembler.down(id: 1, at: Point(x: 5, y: 5), time: 0.001)
        #expect(assembler.hasPendingChanges)
        let frameResult = assembler.frame()
        let frame = try #require(frameResult)
        #expect(frame.changes.map(\.phase) == [.down, .down])
        #expect(frame.timestamp == 0.001)
        let emptyFrame = assembler.frame()
        #expect(emptyFrame == nil)
    }

    @Test func motionsOfOneFingerCollapseIntoTheLatestKeepingEveryReport() throws {
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: Point(x: 0, y: 0), time: 0)
        _ = assembler.frame()
        assembler.motion(id: 0, to: Point(x: 1, y: 0), time: 0.01)
        assembler.motion(id: 0, to: Point(x: 2, y: 0), time: 0.02)
        let frameResult = assembler.frame()
        let frame = try #require(frameResult)
        var collapsed = TouchChange(slot: slot(0), phase: .motion, location: Point(x: 2, y: 0))
        // Every report stays with the change: velocities and coalesced touches read them.
        collapsed.reports = [
            TouchReport(time: 0.01, location: Point(x: 1, y: 0)), TouchReport(time: 0.02, location: Point(x: 2, y: 0)),
        ]
        #expect(frame.changes == [collapsed])
    }

    @Test func liftingTheLastFingerClosesTheFrameByItself() throws {
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: Point(x: 0, y: 0), time: 0)
        assembler.down(id: 1, at: Point(x: 9, y: 0), time: 0)
        _ = assembler.frame()
        let notLastLift = assembler.up(id: 0, time: 0.1)
        #expect(notLastLift == nil)
        _ = assembler.frame()
        assembler.motion(id: 1, to: Point(x: 12, y: 0), time: 0.15)
        let closedResult = assembler.up(id: 1, time: 0.2)
        let closed = try #require(closedResult)
        // The motion and the lift in one frame become a lift at the moved-to place.
        #expect(closed.changes == [TouchChange(slot: slot(1), phase: .up, location: Point(x: 12, y: 0))])
        // A compositor that does send the frame afterwards adds nothing.
        let emptyFrame = assembler.frame()
        #expect(emptyFrame == nil)
    }

    @Test func oddEventsAreRepairedOrDroppedAndReported() throws {
        var assembler = TouchFrameAssembler()
        var anomalies: [InputAnomaly] = []
        assembler.onAnomaly = { anomalies.append($0) }
        assembler.motion(id: 7, to: .zero, time: 0)
        let unknownLift = assembler.up(id: 7, time: 0)
        #expect(unknownLift == nil)
        assembler.down(id: 3, at: .zero, time: 0)
        assembler.down(id: 3, at: Point(x: 4, y: 4), time: 0.1)
        let frameResult = assembler.frame()
        let frame = try #require(frameResult)
        #expect(frame.changes.map(\.phase) == [.down, .up, .down])
        #expect(
            anomalies == [
                .motionForUnknownTouch(slot(7)), .upForUnknownTouch(slot(7)), .downForTouchAlreadyDown(slot(3)),
            ])
    }

    @Test func shapeTravelsWithItsFingersChange() throws {
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: .zero, time: 0)
        assembler.shape(id: 0, major: 24)
        let frameResult = assembler.frame()
        let frame = try #require(frameResult)
        #expect(frame.changes.first?.majorAxis == 24)
        assembler.shape(id: 0, major: 30)
        let nextResult = assembler.frame()
        let next = try #require(nextResult)
        #expect(next.changes == [TouchChange(slot: slot(0), phase: .motion, location: nil, majorAxis: 30)])
    }

    @Test func cancelForgetsEverything() {
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: .zero, time: 0)
        assembler.cancel()
        let emptyFrame = assembler.frame()
        #expect(emptyFrame == nil)
        #expect(assembler.downIDs.isEmpty)
    }

    @Test func newIDsPressedAndNeverLiftedAreTrackedOnlyUpToTheBound() throws {
        var assembler = TouchFrameAssembler()
        var anomalies: [InputAnomaly] = []
        assembler.onAnomaly = { anomalies.append($0) }
        let bound = TouchFrameAssembler.maximumTouchCount
        for id in 0..<Int32(100_000) {
            assembler.down(id: id, at: Point(x: 1, y: 1), time: Double(id) / 1000)
            _ = assembler.frame()
        }
        #expect(assembler.downIDs == Array(0..<Int32(bound)))
        #expect(anomalies.count == 100_000 - bound)
        #expect(anomalies.first == .tooManyTouches(count: bound + 1))
        // One past the bound was never down; one within it still moves and lifts.
        assembler.motion(id: Int32(bound), to: Point(x: 2, y: 2), time: 101)
        #expect(anomalies.last == .motionForUnknownTouch(slot(Int32(bound))))
        assembler.motion(id: 7, to: Point(x: 3, y: 3), time: 101)
        #expect(assembler.up(id: 7, time: 101.1) == nil)
        let lift = assembler.frame()
        #expect(lift?.changes == [TouchChange(slot: slot(7), phase: .up, location: Point(x: 3, y: 3))])
    }

    @Test func aFrameOfManyChangesStillFindsEachFingersLatestChange() throws {
        // No frame at all: one finger rests while another taps 20,000 times, and the first moves
        // between taps. Every change lands in one frame; each motion still collapses into the first's.
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: Point(x: 0, y: 0), time: 0)
        let started = ContinuousClock.now
        for step in 1...20_000 {
            assembler.down(id: 1, at: Point(x: 50, y: 50), time: Double(step))
            _ = assembler.up(id: 1, time: Double(step))
            assembler.motion(id: 0, to: Point(x: Double(step), y: 0), time: Double(step))
        }
        let elapsed = ContinuousClock.now - started
        let closed = assembler.frame()
        let frame = try #require(closed)
        #expect(frame.changes.count == 1 + 2 * 20_000)
        #expect(frame.changes[0] == TouchChange(slot: slot(0), phase: .down, location: Point(x: 20_000, y: 0)))
        // Linear: well under a second even in a debug build; searching the frame took minutes.
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }
}
