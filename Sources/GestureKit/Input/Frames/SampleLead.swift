/// How long before a display frame's presentation its sample time lies: the age of what the frame
/// shows, kept the same from frame to frame so the picture follows a steady finger steadily.
///
/// A frame is latched some time before it is shown, and the finger's newest report is then up to
/// one report gap old. Sampling half a gap before the latch reaches every finger by interpolating
/// or by predicting at most half a gap past its newest report (``TouchResampler``'s bound), so the
/// lead is the usual latch-to-presentation time plus half the usual report gap (at most
/// ``Defaults/resampleMaximumPrediction``) and a margin for jitter. Both are medians of recent
/// frames and reports: the lead stays put while the rhythms do, and follows them when they change.
struct SampleLead {
    /// Presentation minus latch, of recent display frames.
    private var latchLeads: [Double] = []
    /// Seconds between the touchscreen's recent reports.
    private var reportGaps: [Double] = []
    private var lastReport: Double?
    /// Seconds between the presentations of recent display frames, and the last one's.
    private var frameGaps: [Double] = []
    private var lastFrame: Double?

    /// Reports closer than this are one report of several fingers.
    static let sameReport = 0.001
    /// Slack for a report or a latch a little later than usual.
    static let margin = 0.0005
    /// The report gap assumed before any is known: 120 Hz, a common touchscreen's rate.
    static let defaultReportGap = 1.0 / 120
    static let remembered = 16

    mutating func reported(at time: Double) {
        defer { lastReport = time }
        guard let lastReport, time - lastReport > Self.sameReport else { return }
        let gap = time - lastReport
        // A pause is not a rhythm: the finger rested or lifted.
        guard gap <= Defaults.resampleMaximumGap else { return }
        Self.remember(gap, in: &reportGaps)
    }

    /// A display frame was latched that will be shown at `presentation` (its presentation, not
    /// its latch: a latch is stamped with the engine's time, the last input's).
    mutating func framed(presentedAt presentation: Double) {
        defer { lastFrame = presentation }
        guard let lastFrame, presentation - lastFrame > 0, presentation - lastFrame <= DisplayTimeline.longestPeriod
        else { return }
        Self.remember(presentation - lastFrame, in: &frameGaps)
    }

    /// Whether the finger reports faster than display frames come (its usual gap under three
    /// quarters of theirs), or its rhythm is not known yet: only then do its moves wait for a
    /// frame to be resampled to. A finger that reports once a frame or less often (a 60 Hz
    /// touchscreen on a 60 Hz display) gives each frame one report at most, at a steady place in
    /// the refresh: shown as it comes and drawn at once, as without resampling, it moves as
    /// evenly and a refresh sooner than when held for the latch deadline.
    ///
    /// Until two frames have been presented, the gap between frames is taken as
    /// ``DisplayTimeline/assumedPeriod`` (60 Hz), as the timeline takes it: a drag that starts on
    /// an idle window shows a 60 Hz finger's first moves as they come instead of holding them for
    /// frames still to be learnt (they waited a whole refresh). Not the output's told refresh: a
    /// trace does not record it, and a replay must decide as the live session did.
    var fingerOutpacesDisplay: Bool {
        guard let report = Self.median(reportGaps) else { return true }
        return report < (Self.median(frameGaps) ?? DisplayTimeline.assumedPeriod) * 0.75
    }

    mutating func latched(at time: Double, presentation: Double) {
        let lead = presentation - time
        guard lead.isFinite, lead >= 0, lead <= DisplayTimeline.longestPeriod * 2 else { return }
        Self.remember(lead, in: &latchLeads)
    }

    /// Seconds from the sample time to the presentation.
    var value: Double {
        let gap = Self.median(reportGaps) ?? Self.defaultReportGap
        return (Self.median(latchLeads) ?? 0) + min(gap / 2, Defaults.resampleMaximumPrediction) + Self.margin
    }

    private static func remember(_ value: Double, in values: inout [Double]) {
        values.append(value)
        if values.count > remembered { values.removeFirst() }
    }

    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }
}
