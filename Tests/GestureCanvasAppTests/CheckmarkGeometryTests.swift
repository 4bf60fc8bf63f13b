import GestureKit
import Testing

@testable import GestureCanvasApp

/// The checkmark's judgement of a whole stroke (`checkPivot(in:)`) on strokes built point by point:
/// the first arm may arch, as many people's does, but only the way an arched check's does.
@Suite struct CheckmarkGeometryTests {
    /// Six points along each straight segment between `corners`.
    private func segments(_ corners: [Point]) -> [Point] {
        var points = [corners[0]]
        for (start, end) in zip(corners, corners.dropFirst()) {
            let step: Vector = (end - start) / 6
            for index in 1...6 { points.append(start + step * Double(index)) }
        }
        return points
    }

    @Test func aFirstArmThatSetsOffRightwardsAndArchesDownIntoTheCornerIsACheck() {
        // Its path is 1.7 times its chord: up and right, over, then a steep plunge.
        let arched = [
            Point(x: 0, y: 40), Point(x: 10, y: 25), Point(x: 22, y: 16), Point(x: 35, y: 14), Point(x: 45, y: 20),
            Point(x: 50, y: 32), Point(x: 53, y: 48), Point(x: 55, y: 64), Point(x: 57, y: 80),
        ]
        let stroke = arched + [Point(x: 80, y: 50), Point(x: 105, y: 15), Point(x: 130, y: -20)]
        #expect(CheckmarkGestureRecognizer.checkPivot(in: stroke) == Point(x: 57, y: 80))
    }

    @Test func aFirstArmThatZigZagsIsNotACheck() {
        // Down, back up, down to the corner: bent both ways, not arched one way.
        let stroke = segments([
            Point(x: 0, y: 0), Point(x: 15, y: 40), Point(x: 40, y: 20), Point(x: 60, y: 60), Point(x: 140, y: -40),
        ])
        #expect(CheckmarkGestureRecognizer.checkPivot(in: stroke) == nil)
    }

    @Test func aFirstArmThatComesBackLeftIntoTheCornerIsNotACheck() {
        // A delete mark: down and right, back left along the bottom, then up across the first leg.
        let stroke = segments([Point(x: 0, y: 0), Point(x: 50, y: 55), Point(x: 5, y: 62), Point(x: 60, y: -10)])
        #expect(CheckmarkGestureRecognizer.checkPivot(in: stroke) == nil)
    }
}
