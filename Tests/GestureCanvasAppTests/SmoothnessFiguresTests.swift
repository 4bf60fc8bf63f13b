import Foundation
import Testing

@testable import GestureCanvasBench
@testable import WaylandShell

/// The smoothness bench's figures, from protocol logs written here the way libwayland writes them
/// (and the app's latch lines), for programs whose behaviour is known exactly. Nothing is timed.
@Suite("smoothness figures")
struct SmoothnessFiguresTests {
    /// Frames of a handmade log: GTK-style (the newest report read before each commit) and
    /// resampled (the latch line before each commit); a frame's place shows at its callback's
    /// `done`; a commit without a callback shows with the next one requested; nothing after the lift.
    @Test func framesShowTheNewestReportOrTheLatchedPlaceAtTheirCallbacksDone() {
        let log = """
            [     90.000] wl_touch@20.down(1, 0, wl_surface@14, 0, 10.0, 10.0)
            [     90.100] wl_touch@20.frame()
            [     98.000] wl_touch@20.motion(2, 0, 11.000000, 10.000000)
            [     98.000] wl_touch@20.frame()
            [    100.000] wl_touch@20.motion(2, 0, 12.000000, 10.000000)
            [    100.000] wl_touch@20.frame()
            [    100.400] gesture-canvas.latch(t 0.010000, presented 0.020000, touch 1 11.5000 10.0000)
            [    100.500]  -> wl_surface@14.frame(new id wl_callback@30)
            [    100.600]  -> wl_surface@14.commit()
            [    104.000] wl_touch@20.motion(3, 0, 14.000000, 10.000000)
            [    104.000] wl_touch@20.frame()
            [    104.200] gesture-canvas.latch(t 0.014000, presented 0.020000, touch 1 13.0000 10.0000)
            [    104.300]  -> wl_surface@14.commit()
            [    108.500] wl_callback@30.done(108)
            [    108.600] gesture-canvas.latch(t 0.018000, presented 0.036000, touch 1 14.0000 10.0000)
            [    108.700]  -> wl_surface@14.frame(new id wl_callback@30)
            [    108.800]  -> wl_surface@14.commit()
            [    110.000] wl_touch@20.up(4, 5, 0)
            [    110.000] wl_touch@20.frame()
            [    110.100] gesture-canvas.latch(t 0.020000, presented 0.036000)
            [    110.200]  -> wl_surface@14.frame(new id wl_callback@31)
            [    110.300]  -> wl_surface@14.commit()
            [    125.000] wl_callback@30.done(125)
            [    141.000] wl_callback@31.done(141)
            """
        let newest = ShownDrag(log: log, places: .newestReport)
        #expect(newest.reports == [11, 12, 14])
        #expect(newest.frames == [.init(done: 108.5, x: 12)])
        #expect(newest.presentations == [108.5])
        let latched = ShownDrag(log: log, places: .latched)
        #expect(latched.reports == [11, 12, 14])
        #expect(latched.frames == [.init(done: 108.5, x: 11.5)])
    }

    /// The app's latch lines as the window writes them (WaylandShell's `LatchLog`) carry
    /// libwayland's stamp and the finger's place, and the bench reads both back.
    @Test func theWindowsLatchLinesAreReadBackWithTheirStamps() {
        let latch = LatchLog.line(stamp: 100_400, time: 0.01, presentation: 0.02, fingers: [(id: 1, x: 11.5, y: 10)])
        #expect(
            latch == "[    100.400] gesture-canvas.latch(t 0.010000, presented 0.020000, touch 1 11.5000 10.0000)\n")
        let two = LatchLog.line(
            stamp: 5, time: 1, presentation: 1.5, fingers: [(id: 2, x: -0.25, y: 3), (id: 4, x: 1, y: 2)])
        #expect(
            two == "[      0.005] gesture-canvas.latch(t 1.000000, presented 1.500000, touch 2 -0.2500 3.0000, "
                + "touch 4 1.0000 2.0000)\n")
        let log = """
            [     90.000] wl_touch@20.down(1, 0, wl_surface@14, 0, 10.0, 10.0)
            [     90.100] wl_touch@20.frame()
            [    100.000] wl_touch@20.motion(2, 0, 12.000000, 10.000000)
            [    100.000] wl_touch@20.frame()
            \(latch)[    100.500]  -> wl_surface@14.frame(new id wl_callback@30)
            [    100.600]  -> wl_surface@14.commit()
            [    108.500] wl_callback@30.done(108)
            """
        #expect(ProtocolLogLatency.timestamp(of: Substring(latch)) == 100.4)
        #expect(ShownDrag(log: log, places: .latched).frames == [.init(done: 108.5, x: 11.5)])
    }

    /// The finger's path from the reports as sent and read: still while it rests, and each
    /// place given the first moment the finger was there within the bounds asked.
    @Test func theFingersPathPlacesEachPositionAtTheMomentTheFingerWasThere() throws {
        let drag = SmoothDrag(rate: 125, startX: 100, y: 50)
        let sent = drag.reports.map { 5000 + $0.time * 1000 + 0.5 }
        let path = try #require(FingerPath(drag: drag, sent: sent, read: drag.reports.map(\.x)))
        #expect(path.stop.time == drag.reports[drag.stopIndex].time * 1000 - 8)
        #expect(abs(path.resume - (drag.reports[drag.stopIndex + 1].time * 1000 - 8 - 8)) < 1e-9)
        // Halfway between the first two reports.
        #expect(abs(path.time(at: 100 + 5.76, earliest: -.infinity, latest: .infinity)! - 4) < 1e-9)
        // At the stop the whole rest; the first moment there is the arrival.
        let stop = path.stop
        #expect(path.time(at: stop.x, earliest: -.infinity, latest: .infinity) == stop.time)
        #expect(path.time(at: stop.x, earliest: stop.time + 100, latest: .infinity) == stop.time + 100)
        // Past the turn the finger never went; before the turn, the same place twice.
        #expect(path.time(at: path.turn.x + 1, earliest: -.infinity, latest: .infinity) == nil)
        let before = try #require(path.time(at: path.turn.x - 1.92, earliest: -.infinity, latest: .infinity))
        let after = try #require(path.time(at: path.turn.x - 1.92, earliest: path.turn.time, latest: .infinity))
        #expect(abs(path.turn.time - before - 4) < 1e-9 && abs(after - path.turn.time - 4) < 1e-9)
        // Not there by the latest moment asked.
        #expect(path.time(at: 100 + 5.76, earliest: -.infinity, latest: 3) == nil)
        // Sent and read that do not pair: no path.
        #expect(FingerPath(drag: drag, sent: Array(sent.dropLast()), read: drag.reports.map(\.x)) == nil)
    }

    /// A program that shows the finger exactly where it was 10 ms before each of a steady
    /// display's frames is 10 ms old, perfectly even and never past the finger; one that draws
    /// the resting finger half a report further on overshoots by half a report gap.
    @Test func aSteadyProgramIsEvenAndOneThatPredictsPastTheStopOvershoots() {
        let drag = SmoothDrag(rate: 125, startX: 100, y: 50)
        let sent = drag.reports.map { 5000 + $0.time * 1000 }
        let steady = Self.smoothness(of: drag, sent: sent) { place, _ in place }
        #expect(steady.ages.count > 50)
        #expect(steady.ages.allSatisfy { abs($0 - 10) < 0.01 })
        #expect(steady.stepCV! < 0.001)
        #expect(steady.steps.allSatisfy { abs($0 - 8) < 0.001 })
        #expect(steady.overshoots == [0, 0])
        #expect(steady.presentJitter! < 0.01)
        #expect(steady.aheadOfTheFinger == 0)
        #expect(steady.stepsOverSkippedRefreshes == 0)

        // Every seventh refresh passes without a frame: the steps across it are left out, not
        // taken for judder, and so are the presentation intervals it doubles.
        let skipping = Self.smoothness(of: drag, sent: sent, skippingEvery: 7)
        #expect(skipping.stepsOverSkippedRefreshes > 5)
        #expect(skipping.stepCV! < 0.001)
        #expect(skipping.presentJitter! < 0.01)
        #expect(skipping.ages.allSatisfy { abs($0 - 10) < 0.01 })

        // Half a report (1.92 points at 480 pt/s and 125 Hz) past the stop while the finger rests.
        let stopX = drag.reports[drag.stopIndex].x
        let predicting = Self.smoothness(of: drag, sent: sent) { place, moment in
            moment >= (drag.reports[drag.stopIndex].time - drag.reports[0].time) * 1000 && place == stopX
                ? stopX + 1.92 : place
        }
        #expect(abs(predicting.stopOvershoot! - 4) < 0.01)
        #expect(predicting.overshoots[1] == 0)
        // The frames drawn past the stop stand for no moment: the steady runs' ages are untouched.
        #expect(predicting.ages.allSatisfy { abs($0 - 10) < 0.01 })
    }

    /// A program that draws each report as it comes (as GTK does) on a 60 Hz display, dragged
    /// at 90 Hz: its frames show one report, then two, then one (5.33 and 10.67 points at 480
    /// pt/s), so the steps' std ÷ mean is ⅓ (0.5 ÷ 1.5); it never draws past the finger; every
    /// other frame comes 0.5 ms late, so presentations come 16.17 or 17.17 ms apart: 1 ms of jitter.
    @Test func newestReportsAt90HzAlternateOneAndTwoAFrame() {
        let drag = SmoothDrag(rate: 90, startX: 100, y: 50)
        let sent = drag.reports.map { 5000 + $0.time * 1000 }
        let shown = Self.smoothness(of: drag, sent: sent, places: .newestReport, phase: 8, lateEveryOther: 0.5)
        let step = SmoothDrag.speed / 90
        #expect(shown.steps.count > 40)
        #expect(shown.steps.allSatisfy { abs($0 - step) < 0.01 || abs($0 - 2 * step) < 0.01 }, "\(shown.steps)")
        #expect(abs(shown.stepCV! - 1.0 / 3) < 0.01, "\(shown.stepCV!)")
        #expect(shown.overshoots == [0, 0])
        #expect(abs(shown.presentJitter! - 1) < 0.01, "\(shown.presentIntervals)")
        // Each frame is as old as its newest report: from 3.3 ms (read just before the commit) on.
        #expect(shown.ages.allSatisfy { $0 > 3 && $0 < 3 + 1000 / 90 + 1 }, "\(shown.ages)")
        #expect(shown.aheadOfTheFinger == 0)
    }

    /// A program drawing the finger 2 ms ahead of where it is at each frame's `done`: its ages are
    /// −2 ms, counted as they are, and every frame of the steady runs is ahead of the finger.
    @Test func aFrameAheadOfTheFingerHasANegativeAge() {
        let drag = SmoothDrag(rate: 125, startX: 100, y: 50)
        let sent = drag.reports.map { 5000 + $0.time * 1000 }
        let ahead = Self.smoothness(of: drag, sent: sent, shownAge: -2)
        #expect(ahead.ages.count > 50)
        #expect(ahead.ages.allSatisfy { abs($0 + 2) < 0.01 }, "\(ahead.ages)")
        #expect(ahead.aheadOfTheFinger == ahead.ages.count)
        #expect(ahead.stepCV! < 0.001)
    }

    /// A protocol log of a program on a 60 Hz display: frames done every 16.667 ms from `phase`
    /// ms after the first report (`lateEveryOther` ms later every other one), each committed 3 ms
    /// before its `done`, but for every `skippingEvery`th, which never comes. `places`
    /// `.latched`: a latch line before each commit shows the finger where it was `shownAge` ms
    /// before the done (moved by `adjust`, given that place and the moment in ms after the first
    /// report); `.newestReport`: the frame shows the newest report read.
    private static func smoothness(
        of drag: SmoothDrag, sent: [Double], places: ShownDrag.Places = .latched, phase: Double = 3,
        lateEveryOther: Double = 0, shownAge: Double = 10, skippingEvery: Int? = nil,
        adjust: (Double, Double) -> Double = { place, _ in place }
    ) -> Smoothness {
        var lines: [(Double, String)] = [
            (sent[0] - 8, "wl_touch@20.down(1, 0, wl_surface@14, 0, \(drag.startX), \(drag.y))"),
            (sent[0] - 8, "wl_touch@20.frame()"),
        ]
        for (report, time) in zip(drag.reports, sent) {
            lines.append((time + 0.3, "wl_touch@20.motion(1, 0, \(String(format: "%.6f", report.x)), 50.000000)"))
            lines.append((time + 0.3, "wl_touch@20.frame()"))
        }
        let interval = 1000 / Double(drag.rate)
        func finger(at time: Double) -> Double {
            let knots = zip(sent, drag.reports.map(\.x)).map { ($0, $1) }
            // Still while resting: the rest's knot one interval before the first report after it.
            let resume = sent[drag.stopIndex + 1] - interval
            if time >= knots[drag.stopIndex].0 && time <= resume { return knots[drag.stopIndex].1 }
            guard let index = knots.lastIndex(where: { $0.0 <= time }), index + 1 < knots.count else {
                return knots[0].1
            }
            let (a, b) = (knots[index], index == drag.stopIndex ? (resume, knots[index].1) : knots[index + 1])
            return a.1 + (b.1 - a.1) * (time - a.0) / (b.0 - a.0)
        }
        var frame = 0
        while true {
            let done = sent[0] + phase + Double(frame) * 1000 / 60 + (frame % 2 == 1 ? lateEveryOther : 0)
            guard done < sent[sent.count - 1] else { break }
            if let skippingEvery, frame % skippingEvery == skippingEvery - 1 {
                frame += 1
                continue
            }
            if places == .latched {
                let place = adjust(finger(at: done - shownAge), done - shownAge - sent[0])
                let touch = "touch 1 \(String(format: "%.4f", place)) 50.0000"
                lines.append((done - 3, "gesture-canvas.latch(t 1.0, presented 1.0, \(touch))"))
            }
            lines.append((done - 2.9, " -> wl_surface@14.frame(new id wl_callback@\(30 + frame))"))
            lines.append((done - 2.8, " -> wl_surface@14.commit()"))
            lines.append((done, "wl_callback@\(30 + frame).done(1)"))
            frame += 1
        }
        lines.append((sent[sent.count - 1] + 8, "wl_touch@20.up(1, 2, 0)"))
        let log = lines.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map {
            let (time, text) = $0.element
            let microseconds = Int((time * 1000).rounded())
            return String(format: "[%7d.%03d] ", microseconds / 1000, microseconds % 1000) + text
        }.joined(separator: "\n")
        var smoothness = Smoothness()
        smoothness.add(drag, sent: sent, shown: ShownDrag(log: log, places: places))
        return smoothness
    }
}
