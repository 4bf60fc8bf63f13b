import GestureKit
import Testing

@testable import GestureCanvasApp

/// How well the custom recognizers tell their gesture from other strokes, on generated stroke sets.
@Suite struct GestureQualityTests {
    /// Feeds each stroke to a fresh recognizer in a window and returns which were recognized.
    private func recognized(_ strokes: [Stroke], by make: () -> GestureRecognizer) -> [Bool] {
        strokes.map { stroke in
            let window = Window(size: Size(width: 1000, height: 800))
            let recognizer = make()
            var fired = false
            recognizer.addAction { _ in fired = true }
            window.addGestureRecognizer(recognizer)
            let router = InputRouter(window: window)
            var time = 0.0
            router.handle(.touchDown(id: 0, location: stroke.points[0]), at: time)
            router.handle(.touchFrame, at: time)
            for point in stroke.points.dropFirst() {
                time += stroke.interval
                router.handle(.touchMotion(id: 0, location: point), at: time)
                router.handle(.touchFrame, at: time)
            }
            router.handle(.touchUp(id: 0), at: time + 0.01)
            return fired
        }
    }

    private func rate(_ results: [Bool]) -> Double {
        Double(results.count { $0 }) / Double(results.count)
    }

    @Test func checkmarksAreRecognizedAndOtherStrokesAreNot() {
        let checks = StrokeLibrary.checkmarks(count: 400)
        let others = StrokeLibrary.nonCheckmarks(count: 400)
        let hits = recognized(checks) { CheckmarkGestureRecognizer() }
        let falseAlarms = recognized(others) { CheckmarkGestureRecognizer() }
        let recall = rate(hits), falsePositiveRate = rate(falseAlarms)
        let missed = zip(checks, hits).filter { !$0.1 }.map(\.0.label)
        let confused = Dictionary(grouping: zip(others, falseAlarms).filter(\.1).map(\.0.label), by: { $0 }).mapValues(
            \.count)
        print(
            "checkmark: recall \(recall * 100)% on \(checks.count) checks, false positives \(falsePositiveRate * 100)% on \(others.count) other strokes; missed \(missed.prefix(5)), confused \(confused)"
        )
        #expect(recall >= 0.95)
        #expect(falsePositiveRate <= 0.02)

        // The seed's detector on the same strokes, for comparison.
        let seedRecall = rate(recognized(checks) { SeedCheckmarkBaseline() })
        let seedFalsePositives = rate(recognized(others) { SeedCheckmarkBaseline() })
        print(
            "checkmark, seed 004's detector: recall \(seedRecall * 100)%, false positives \(seedFalsePositives * 100)%")
        #expect(recall - falsePositiveRate > seedRecall - seedFalsePositives)
    }

    @Test func ticklesAreRecognizedAndOtherStrokesAreNot() {
        let tickles = StrokeLibrary.tickles(count: 300)
        let others = StrokeLibrary.nonTickles(count: 300)
        let hits = recognized(tickles) { TickleGestureRecognizer() }
        let falseAlarms = recognized(others) { TickleGestureRecognizer() }
        let recall = rate(hits), falsePositiveRate = rate(falseAlarms)
        let confused = Dictionary(grouping: zip(others, falseAlarms).filter(\.1).map(\.0.label), by: { $0 }).mapValues(
            \.count)
        print(
            "tickle: recall \(recall * 100)% on \(tickles.count) tickles, false positives \(falsePositiveRate * 100)% on \(others.count) other strokes; confused \(confused)"
        )
        #expect(recall >= 0.95)
        #expect(falsePositiveRate <= 0.02)
    }
}
