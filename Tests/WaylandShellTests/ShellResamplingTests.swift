import GestureKit
import Glibc
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// One-finger drags at 90, 125 and 240 Hz played through the real ``ShellWindow`` over the
/// socket to a test compositor whose virtual 60 Hz display presents frames with 1 ms of seeded
/// jitter (``PresentedDrag``: a manual clock both sides share, so every run is the same). What
/// the finger did is known (``FingerPath``); what the screen showed, and when, comes from the
/// compositor. The figures are the goals (issue 21, "The numbers"), computed here.
///
/// Tolerances: the goals themselves (step CV ≤ 0.03, age p95−p5 ≤ 2 ms). The app cannot know
/// how late the next vblank will be, so the compositor's jitter (1 ms here; presentation
/// timestamps of real hardware are steadier) goes into the age one for one, leaving the app
/// 1 ms. The overshoot bound is Android's, which the resampler extrapolates up to exactly: the
/// only slack is the socket's resolution (positions travel as `wl_fixed`, 1/256 pt; the
/// extrapolation from two rounded reports may land up to 1/128 pt further).
@Suite("Drags resampled to a presentation clock")
struct ShellResamplingTests {
    static let display = TestCompositor.PresentationClock(refresh: 1.0 / 60, jitter: 0.001, seed: 3)
    static let speed = 600.0
    /// Two `wl_fixed` steps, in points.
    static let positionResolution = 1.0 / 128

    static func path(rate: Double, ending: FingerPath.Ending = .stop) -> FingerPath {
        FingerPath(start: 0.0037, from: PresentedDrag.home.x, speed: speed, rate: rate, duration: 1.0, ending: ending)
    }

    @Test(arguments: [90.0, 125.0, 240.0])
    func resampledDragIsEvenAndSteadyInAge(rate: Double) throws {
        let drag = try Measured(rate: rate, resampling: true)
        #expect(drag.skippedFrames == 0, "every refresh shows a new frame")
        #expect(drag.stepVariation <= 0.03, "judder at \(rate) Hz: step CV \(drag.stepVariation)")
        #expect(drag.ageSpread <= 0.002, "age p95−p5 at \(rate) Hz: \(drag.ageSpread * 1000) ms")
        #expect(
            drag.overshoot <= drag.overshootBound + Self.positionResolution,
            "overshoot at the stop: \(drag.overshoot) pt")
    }

    /// The control: shown as each report arrives, the same drags judder (measured 0.34 and
    /// 0.13), so the figure above is one that can fail. (At 240 Hz a finger without jitter
    /// reports exactly four times a refresh, and the frames held for the latch deadline take four
    /// reports each: even without resampling, CV 0.)
    @Test(arguments: [90.0, 125.0])
    func withoutResamplingTheSameDragJudders(rate: Double) throws {
        let drag = try Measured(rate: rate, resampling: false)
        #expect(drag.stepVariation > 0.03, "step CV \(drag.stepVariation) at \(rate) Hz")
        #expect(drag.overshoot <= 1e-9, "a report as it came is never past the finger")
    }

    @Test(arguments: [90.0, 125.0, 240.0])
    func aReversalIsNotOvershotBeyondAndroidsBound(rate: Double) throws {
        let drag = try Measured(rate: rate, resampling: true, ending: .reversal)
        #expect(
            drag.overshoot <= drag.overshootBound + Self.positionResolution,
            "overshoot at the reversal: \(drag.overshoot) pt")
        let back = try #require(drag.rig.shown.last)
        #expect(abs(back.x - PresentedDrag.home.x) < 1e-6, "the finger came back to where it landed")
    }

    @Test func presentationFeedbackTimesTheRoutersTimeline() throws {
        let drag = try Measured(rate: 125, resampling: true)
        let timeline = drag.rig.shell.router.displayTimeline
        #expect(timeline.isFromPresentationFeedback)
        #expect(abs(timeline.period - 1.0 / 60) < 1e-9, "the refresh the compositor reported")
        #expect(drag.rig.shell.window.presentationFeedback.isEmpty, "every frame's feedback was answered")
        #expect(!drag.rig.shell.display.oddities.hasNoted("presentation-clock"))
    }

    /// A compositor whose presentation clock is not CLOCK_MONOTONIC: its times cannot be
    /// compared with the input's, so the window asks for none, says so once, and keeps to frame
    /// callbacks, which still make the drag even.
    @Test func anotherPresentationClockFallsBackToFrameCallbacks() throws {
        var clock = Self.display
        clock.clockID = UInt32(CLOCK_REALTIME)
        let drag = try Measured(rate: 125, resampling: true, display: clock)
        #expect(!drag.rig.shell.router.displayTimeline.isFromPresentationFeedback)
        #expect(drag.rig.shell.display.oddities.hasNoted("presentation-clock"))
        #expect(!drag.rig.compositor.receivedRequests.contains("wp_presentation.feedback"))
        #expect(drag.skippedFrames == 0)
        #expect(drag.stepVariation <= 0.03, "step CV \(drag.stepVariation)")
    }

    /// Without presentation feedback the output's mode gives the display's rate, from the first
    /// frame on: callbacks alone cannot be trusted to, where the compositor composites right
    /// after each commit and so follows the window's own drawing (KWin's virtual outputs).
    @Test func withoutFeedbackTheOutputsModeGivesTheRate() throws {
        var options = TestCompositor.Options()
        options.presentationClock = .init(refresh: 1.0 / 144)
        options.presentationClock?.clockID = UInt32(CLOCK_REALTIME)
        let shell = try ShellHarness(options)
        try shell.showFirstFrame()
        #expect(!shell.router.displayTimeline.isFromPresentationFeedback)
        #expect(abs(shell.router.displayTimeline.period - 1.0 / 144) < 1e-7, "\(shell.router.displayTimeline.period)")
        #expect(abs(shell.window.pacing.refreshInterval - 1.0 / 144) < 1e-7, "\(shell.window.pacing.refreshInterval)")
    }
}

/// One drag played, and the figures of what was shown while the finger moved at a
/// constant speed (from 0.15 s in, past the pan's start, to the stop or reversal).
private struct Measured {
    let rig: PresentedDrag
    let path: FingerPath
    let start: Double
    /// Frames shown while the finger moved steadily, oldest first.
    let steady: [PresentedDrag.Shown]

    init(
        rate: Double, resampling: Bool, ending: FingerPath.Ending = .stop,
        display: TestCompositor.PresentationClock = ShellResamplingTests.display
    ) throws {
        rig = try PresentedDrag(display: display, resampling: resampling)
        path = ShellResamplingTests.path(rate: rate, ending: ending)
        start = try rig.play(path)
        let (from, to) = (start + path.start + 0.15, start + path.turn)
        steady = rig.shown.filter { $0.presented > from && $0.presented <= to }
    }

    /// The coefficient of variation (std ÷ mean) of the shown position's step from one presented
    /// frame to the next: 0 is perfectly even.
    var stepVariation: Double {
        let steps = zip(steady.dropFirst(), steady).map { $0.x - $1.x }
        let mean = steps.reduce(0, +) / Double(steps.count)
        let variance = steps.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(steps.count)
        return variance.squareRoot() / mean
    }

    /// p95 − p5 of each frame's age: its presentation less the finger's time at the position it shows.
    var ageSpread: Double {
        let ages = steady.map { $0.presented - (start + path.time(atOutbound: $0.x)) }.sorted()
        func percentile(_ fraction: Double) -> Double { ages[Int((fraction * Double(ages.count - 1)).rounded())] }
        return percentile(0.95) - percentile(0.05)
    }

    /// Refreshes that showed nothing new while the finger moved: gaps over 1.5 refreshes.
    var skippedFrames: Int {
        zip(steady.dropFirst(), steady).filter { $0.presented - $1.presented > 1.5 / 60 }.count
    }

    /// How far past the finger's farthest point the square was ever shown, in points.
    var overshoot: Double { max(0, (rig.shown.map(\.x).max() ?? 0) - path.farthest) }

    /// Android's bound, min(half the report gap, 8 ms), times the finger's speed.
    var overshootBound: Double { min(path.gap / 2, 0.008) * path.speed }
}
