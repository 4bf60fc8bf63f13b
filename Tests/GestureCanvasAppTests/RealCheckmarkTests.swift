import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp

/// The checkmark recognizer on real people's strokes: the $1 unistroke gesture logs (Wobbrock,
/// Wilson and Li, UIST 2007; ``DollarGestureLogs``), 330 checks and 4,950 strokes of 15 other
/// kinds, each fed at its own timestamps to a fresh recognizer. The logs are not ours and not in
/// the repository, so this runs only when `GESTURE_CANVAS_DOLLAR_LOGS` names their folder (the
/// one holding `s01 (pilot)` … `s11`).
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["GESTURE_CANVAS_DOLLAR_LOGS"] != nil,
        "GESTURE_CANVAS_DOLLAR_LOGS does not name the $1 gesture logs folder, so real checkmarks are not measured"))
struct RealCheckmarkTests {
    /// A `v` is a check with equal arms, which the recognizer accepts by design (its second arm need
    /// only be 0.6 of the first), so it is counted on its own, not as a false positive.
    static let checkLikeKind = "v"

    @Test func realCheckmarksAreRecognizedAndOtherRealStrokesAreNot() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["GESTURE_CANVAS_DOLLAR_LOGS"])
        let gestures = try DollarGestureLogs.read(folder: folder)
        let results = gestures.map { gesture in
            (gesture, StrokeFeeder.fires(on: gesture.points, at: gesture.times) { CheckmarkGestureRecognizer() })
        }
        let checks = results.filter { $0.0.kind == "check" }
        let checkLike = results.filter { $0.0.kind == Self.checkLikeKind }
        let others = results.filter { $0.0.kind != "check" && $0.0.kind != Self.checkLikeKind }
        let hits = checks.count(where: \.1), falseAlarms = others.filter(\.1).map(\.0)
        let recall = Double(hits) / Double(max(1, checks.count))
        let falsePositiveRate = Double(falseAlarms.count) / Double(max(1, others.count))
        let byKind = Dictionary(grouping: falseAlarms, by: \.kind).mapValues(\.count).sorted { $0.key < $1.key }
        let checkLikeHits = checkLike.count(where: \.1), allOthers = others.count + checkLike.count
        let allRate = Double(falseAlarms.count + checkLikeHits) / Double(max(1, allOthers))
        print(
            """
            checkmark on the $1 logs: recall \(percent(recall)) (\(hits) of \(checks.count)); false positives \
            \(percent(falsePositiveRate)) (\(falseAlarms.count) of \(others.count) strokes of other kinds: \
            \(byKind.isEmpty ? "none" : byKind.map { "\($0.key) \($0.value)" }.joined(separator: ", "))); \
            \(Self.checkLikeKind) recognized \(checkLikeHits) of \(checkLike.count) (with them, \(percent(allRate)) of all \
            \(allOthers) others)
            missed checks: \(listed(checks.filter { !$0.1 }.map(\.0)))
            false alarms: \(listed(falseAlarms))
            """)
        #expect(checks.count == 330 && allOthers == 4950, "the $1 logs hold 330 checks and 4,950 others")
        #expect(recall >= 0.985)
        #expect(falsePositiveRate <= 0.001)
    }

    private func listed(_ gestures: [DollarGesture]) -> String {
        gestures.isEmpty ? "none" : gestures.map(\.summary).joined(separator: "; ")
    }

    private func percent(_ share: Double) -> String {
        String(format: "%.2f %%", share * 100)
    }
}
