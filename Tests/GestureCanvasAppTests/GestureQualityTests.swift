import GestureKit
import Testing

@testable import GestureCanvasApp

/// How well the custom recognizers tell their gesture from other strokes, on generated stroke sets.
@Suite struct GestureQualityTests {
    /// Feeds each stroke to a fresh recognizer (at its sampling rate) and returns which were recognized.
    private func recognized(_ strokes: [Stroke], by make: () -> GestureRecognizer) -> [Bool] {
        strokes.map { stroke in
            let times = stroke.points.indices.map { Double($0) * stroke.interval }
            return StrokeFeeder.fires(on: stroke.points, at: times, liftTime: times[times.count - 1] + 0.01, by: make)
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

    /// The checks real people draw that tidy ones leave out (shallow or steep legs, a long second
    /// leg, fast strokes, hooks at either end, an arched first leg), together with the tidy ones,
    /// against every other family and delete marks (whose first leg curls like an arched one).
    @Test func handDrawnCheckmarksAreRecognizedToo() {
        let handDrawn = StrokeLibrary.handDrawnCheckmarks(count: 600) + StrokeLibrary.archedCheckmarks(count: 300)
        let checks = StrokeLibrary.checkmarks(count: 400) + handDrawn
        let others =
            StrokeLibrary.nonCheckmarks(count: 400) + StrokeLibrary.nonCheckmarks(count: 400, seed: 12)
            + StrokeLibrary.tickles(count: 200) + StrokeLibrary.nonTickles(count: 200)
            + StrokeLibrary.deleteMarks(count: 200)
        let hits = recognized(checks) { CheckmarkGestureRecognizer() }
        let falseAlarms = recognized(others) { CheckmarkGestureRecognizer() }
        let recall = rate(hits), falsePositiveRate = rate(falseAlarms)
        var byKind: [String: (hit: Int, all: Int)] = [:]
        for (stroke, hit) in zip(checks, hits) {
            let kind = stroke.label.split(separator: " ").dropLast().joined(separator: " ")
            byKind[kind, default: (0, 0)].all += 1
            if hit { byKind[kind, default: (0, 0)].hit += 1 }
        }
        let kinds = byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.hit)/\($0.value.all)" }
        let confused = Dictionary(grouping: zip(others, falseAlarms).filter(\.1).map(\.0.label), by: { $0 }).mapValues(
            \.count)
        print(
            "checkmark, hand-drawn families: recall \(recall * 100)% on \(checks.count) checks (\(kinds.joined(separator: ", "))), false positives \(falsePositiveRate * 100)% on \(others.count) other strokes; confused \(confused)"
        )
        #expect(recall >= 0.97)
        #expect(falsePositiveRate <= 0.01)
        // The shape behind most checks the detector missed in the $1 logs, held on its own.
        let arched = byKind["arched first leg", default: (0, 0)]
        #expect(arched.all == 300 && Double(arched.hit) >= 0.97 * Double(arched.all))
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
