import GestureKit
import Testing

@Suite struct TouchFrameAssemblerTests {
    private func slot(_ id: Int32) -> TouchSlot { TouchSlot(kind: .direct, id: id) }

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

    @Test func motionsOfOneFingerCollapseIntoTheLatest() throws {
        var assembler = TouchFrameAssembler()
        assembler.down(id: 0, at: Point(x: 0, y: 0), time: 0)
        _ = assembler.frame()
        assembler.motion(id: 0, to: Point(x: 1, y: 0), time: 0.01)
        assembler.motion(id: 0, to: Point(x: 2, y: 0), time: 0.02)
        let frameResult = assembler.frame()
        let frame = try #require(frameResult)
        #expect(frame.changes == [TouchChange(slot: slot(0), phase: .motion, location: Point(x: 2, y: 0))])
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
}

@Suite struct VelocityEstimatorTests {
    @Test func steadyMotionGivesItsSpeed() {
        var estimator = VelocityEstimator()
        for step in 0...10 {
            let time = Double(step) * 0.008
            estimator.add(Point(x: 500 * time, y: -200 * time), at: time)
        }
        let velocity = estimator.velocity(at: 0.08)
        #expect(abs(velocity.dx - 500) < 1e-6)
        #expect(abs(velocity.dy + 200) < 1e-6)
    }

    @Test func jitterIsSmoothedByTheFit() {
        var estimator = VelocityEstimator()
        for step in 0...12 {
            let time = Double(step) * 0.008
            let jitter = step.isMultiple(of: 2) ? 1.5 : -1.5
            estimator.add(Point(x: 1000 * time + jitter, y: 0), at: time)
        }
        #expect(abs(estimator.velocity(at: 0.096).dx - 1000) < 60)
    }

    @Test func onlyTheRecentWindowCounts() {
        var estimator = VelocityEstimator()
        // Slow for a long time, then fast for the last 100 ms.
        for step in 0...50 { estimator.add(Point(x: Double(step), y: 0), at: Double(step) * 0.01) }
        for step in 1...10 { estimator.add(Point(x: 50 + Double(step) * 20, y: 0), at: 0.5 + Double(step) * 0.01) }
        #expect(abs(estimator.velocity(at: 0.6).dx - 2000) < 1e-6)
    }

    @Test func aPausedFingerHasNoVelocity() {
        var estimator = VelocityEstimator()
        estimator.add(Point(x: 0, y: 0), at: 0)
        estimator.add(Point(x: 10, y: 0), at: 0.01)
        #expect(estimator.velocity(at: 0.01).dx > 0)
        #expect(estimator.velocity(at: 0.2) == .zero)
        var single = VelocityEstimator()
        single.add(1.0, at: 0)
        #expect(single.velocity(at: 0) == .zero)
    }
}
