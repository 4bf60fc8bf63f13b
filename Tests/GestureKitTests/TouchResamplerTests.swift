import GestureKit
import Testing

/// The resampler's decisions for one finger, on made-up rhythms (Android's rules).
@Suite struct TouchResamplerTests {
    private func reports(_ pairs: [(Double, Double)]) -> [TouchReport] {
        pairs.map { TouchReport(time: $0.0, location: Point(x: $0.1, y: 0)) }
    }

    @Test func betweenTwoReportsThePlaceIsInterpolated() {
        let finger = reports([(0.000, 0), (0.008, 8), (0.016, 24)])
        #expect(TouchResampler.report(at: 0.004, from: finger) == TouchReport(time: 0.004, location: Point(x: 4, y: 0)))
        #expect(
            TouchResampler.report(at: 0.012, from: finger) == TouchReport(time: 0.012, location: Point(x: 16, y: 0)))
    }

    @Test func aReportExactlyAtTheSampleTimeIsShownAsItIs() {
        let finger = reports([(0.000, 0), (0.008, 8), (0.016, 24)])
        #expect(TouchResampler.report(at: 0.008, from: finger) == finger[1])
        #expect(TouchResampler.report(at: 0.016, from: finger) == finger[2])
    }

    @Test func pastTheNewestReportThePlaceIsPredictedByAtMostHalfTheGap() {
        let finger = reports([(0.000, 0), (0.008, 8)])
        #expect(
            TouchResampler.report(at: 0.011, from: finger) == TouchReport(time: 0.011, location: Point(x: 11, y: 0)))
        // Half the 8 ms gap: 4 ms past the newest report, not the 10 ms asked.
        #expect(
            TouchResampler.report(at: 0.018, from: finger) == TouchReport(time: 0.012, location: Point(x: 12, y: 0)))
        // A 16 ms gap would allow 8 ms, and no more, whatever the gap.
        let slow = reports([(0.000, 0), (0.018, 18)])
        #expect(TouchResampler.report(at: 0.040, from: slow).time == 0.018 + Defaults.resampleMaximumPrediction)
    }

    @Test func reportsUnderTwoMillisecondsApartAreNeitherInterpolatedNorExtrapolated() {
        let close = reports([(0.000, 0), (0.001, 5)])
        #expect(TouchResampler.report(at: 0.0005, from: close) == close[0])
        #expect(TouchResampler.report(at: 0.004, from: close) == close[1])
    }

    @Test func afterAPauseOver20MillisecondsNothingIsPredicted() {
        let paused = reports([(0.000, 0), (0.025, 25)])
        #expect(TouchResampler.report(at: 0.030, from: paused) == paused[1])
        // Interpolating across the pause is still right: both ends are known.
        #expect(TouchResampler.report(at: 0.010, from: paused).location == Point(x: 10, y: 0))
    }

    @Test func aSampleTimeBeforeEveryReportShowsTheFirst() {
        let finger = reports([(0.010, 3), (0.018, 9)])
        #expect(TouchResampler.report(at: 0.002, from: finger) == finger[0])
        #expect(TouchResampler.report(at: 0.050, from: [finger[1]]) == finger[1])
    }

    @Test func aReversalIsFollowedNotOvershotWhenItsTurnIsKnown() {
        // Out to 16 and back: between the turning reports the place stays between them.
        let finger = reports([(0.000, 0), (0.008, 8), (0.016, 16), (0.024, 8)])
        let shown = TouchResampler.report(at: 0.020, from: finger)
        #expect(shown.location.x == 12)
        // Predicted past the turn from the last two reports, the overshoot is half a gap's travel.
        let beforeTheTurnArrives = Array(finger.prefix(3))
        #expect(TouchResampler.report(at: 0.024, from: beforeTheTurnArrives).location.x == 20)
    }
}
