/// Where a moving contact is shown in a display frame: its reports resampled to one moment, the
/// frame's sample time, rather than whichever report happened to arrive last.
///
/// A finger reporting at 125 Hz onto a 60 Hz display lands two reports in one frame and three in
/// the next; showing the newest report of each frame moves the picture unevenly (judder). Shown at
/// sample times one refresh apart, a finger moving steadily moves the picture steadily.
///
/// The rules are Android's input consumer's (`resampleTouchState` in frameworks/native
/// `libs/input/InputTransport.cpp`), with its constants in ``Defaults``:
/// - with a report after the sample time, the place is interpolated between the reports around it;
/// - otherwise it is extrapolated from the last two, by at most half their gap and never more
///   than ``Defaults/resampleMaximumPrediction``;
/// - not at all when the two reports used are under ``Defaults/resampleMinimumGap`` apart (their
///   difference is noise) or, for extrapolation, over ``Defaults/resampleMaximumGap`` (the finger
///   is not moving in a rhythm to carry on).
///
/// ```swift
/// let reports = [TouchReport(time: 0.000, location: Point(x: 0, y: 0)),
///                TouchReport(time: 0.008, location: Point(x: 8, y: 0))]
/// TouchResampler.report(at: 0.004, from: reports)   // (0.004, (4, 0)): between the two
/// TouchResampler.report(at: 0.010, from: reports)   // (0.010, (10, 0)): 2 ms past the last
/// ```
public enum TouchResampler {
    /// The contact at `time`, from `reports` in time order (at least one): the moment the place
    /// stands for, and the place. Where no rule applies it is the newest report not after `time`,
    /// or the first report when all are after it.
    public static func report(at time: Double, from reports: [TouchReport]) -> TouchReport {
        precondition(!reports.isEmpty, "resampling needs a report")
        guard let index = reports.lastIndex(where: { $0.time <= time }) else { return reports[0] }
        let current = reports[index]
        if index + 1 < reports.count {
            let next = reports[index + 1]
            let gap = next.time - current.time
            guard gap >= Defaults.resampleMinimumGap else { return current }
            return blend(current, next, at: time)
        }
        guard index > 0 else { return current }
        let previous = reports[index - 1]
        let gap = current.time - previous.time
        guard gap >= Defaults.resampleMinimumGap, gap <= Defaults.resampleMaximumGap else { return current }
        let latest = current.time + min(gap / 2, Defaults.resampleMaximumPrediction)
        return blend(previous, current, at: min(time, latest))
    }

    /// Where a contact shown as `shown` is expected to be up to `presentation`, from `reports` in
    /// time order: the reports after `shown` (known, but not yet shown), then one place
    /// extrapolated from the last two, no further than ``Defaults/predictionMaximum`` past the
    /// newest and under the same rules as ``report(at:from:)`` (none when the two are under
    /// ``Defaults/resampleMinimumGap`` or over ``Defaults/resampleMaximumGap`` apart). Empty when
    /// nothing is known or predicted past `shown`.
    public static func prediction(after shown: TouchReport, from reports: [TouchReport], until presentation: Double)
        -> [TouchReport]
    {
        var predicted = reports.filter { $0.time > shown.time && $0.time <= presentation }
        guard reports.count >= 2 else { return predicted }
        let newest = reports[reports.count - 1]
        let previous = reports[reports.count - 2]
        let gap = newest.time - previous.time
        let until = min(presentation, newest.time + Defaults.predictionMaximum)
        guard gap >= Defaults.resampleMinimumGap, gap <= Defaults.resampleMaximumGap, until > newest.time,
            until > shown.time
        else { return predicted }
        predicted.append(blend(previous, newest, at: until))
        return predicted
    }

    /// The point on the line through `a` and `b` at `time` (between them, or past `b`).
    private static func blend(_ a: TouchReport, _ b: TouchReport, at time: Double) -> TouchReport {
        let alpha = (time - a.time) / (b.time - a.time)
        return TouchReport(time: time, location: a.location + (b.location - a.location) * alpha)
    }
}
