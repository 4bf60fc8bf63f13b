/// The one owner of where input frames end and when the screen shows them.
///
/// - A touch group ends at a `frame` (``InputEvent/touchFrame``), when the last finger lifts, or,
///   for a live device that hands input over in batches, where `TouchGrouping` says: a device
///   `frame` followed by the end of the batch, or a finger about to change twice.
/// - Landings, lifts and cancels are delivered when their group ends, as reported.
/// - Moves wait for the next display frame once the host latches them
///   (``InputEvent/displayFrame(presentation:sampleTime:)``, at each frame it is about to draw): each finger
///   is then shown where it was a fixed time before the frame's presentation (`SampleLead`,
///   ``TouchResampler``), and the reports folded into that frame go with it as coalesced reports.
///   With ``resampling`` off, while no display frame has come for
///   ``Defaults/longestDisplayFrameWait`` (before the
///   first, or in a window the compositor stopped drawing), or while the finger reports no faster
///   than frames come (one report a frame at most: nothing to resample, and drawn at once it is a
///   refresh sooner), every group is delivered as it ends.
/// - The display's rhythm (``displayTimeline``) comes from the host's frame callbacks or
///   presentation feedback, and predicts the presentation of each latched frame.
extension InputRouter {
    /// Whether moves are waiting for the next display frame: the host should draw one.
    public var hasMovesWaitingForDisplayFrame: Bool { held.isWaiting }
    /// The time of the oldest move waiting for a display frame, if any.
    public var oldestMoveWaitingForDisplayFrame: Double? { held.oldestWaiting }

    /// The compositor took a frame for the screen at `time` (a frame callback's `done`).
    public func displayFrameDone(at time: Double) {
        displayTimeline.frameDone(at: time)
    }

    /// The output the window is shown on refreshes every `seconds`, as its mode says (see
    /// ``DisplayTimeline/outputRefreshes(every:)``).
    public func displayRefreshes(every seconds: Double) {
        displayTimeline.outputRefreshes(every: seconds)
    }

    /// The compositor presented a frame at `time`, refreshing every `refresh` seconds (0 when not
    /// said): presentation feedback, on the engine's clock.
    public func displayFramePresented(at time: Double, refresh: Double) {
        displayTimeline.presented(at: time, refresh: refresh)
    }

    /// The host is about to draw a display frame at `time`: the moves waiting are shown as they
    /// were a fixed time before its presentation, predicted from ``displayTimeline`` (`SampleLead`).
    ///
    /// The engine's clock is not moved to `time`: input stamped before it but read after keeps its
    /// own time, so velocities stay true. What a trace records is the
    /// ``InputEvent/displayFrame(presentation:sampleTime:)`` this becomes, at the engine's time,
    /// with the sample time chosen, so a replay shows every finger where this frame showed it.
    public func latchDisplayFrame(at time: Double) {
        let presentation = predictedPresentation(ofFrameLatchedAt: time)
        var sampleTime: Double?
        if resampling {
            lead.latched(at: time, presentation: presentation)
            sampleTime = max(presentation - lead.value, lastSampleTime, 0)
        }
        handle(.displayFrame(presentation: presentation, sampleTime: sampleTime), at: scheduler.now)
    }

    /// When a frame latched at `time` will be shown: the first point of the display's grid after
    /// the latch, unless that is a refresh off from where the last latched frame says it should
    /// be (as many refreshes after its presentation as the latches are apart).
    ///
    /// A host latches each frame at about the same moment of the refresh, and where that moment
    /// is close to a grid point (KWin's callbacks come about a millisecond after each commit) the
    /// first point after it flips between this refresh and the next with the jitter. Sample times
    /// then jump a refresh and stall on the next frame. Frames latched one refresh apart are
    /// shown one refresh apart.
    private func predictedPresentation(ofFrameLatchedAt time: Double) -> Double {
        var presentation = displayTimeline.nextPresentation(after: time)
        if displayTimeline.hasPhase, let last = lastLatch {
            let period = displayTimeline.period
            let refreshes = ((time - last.time) / period).rounded()
            let followed = displayTimeline.presentation(nearest: last.presentation + refreshes * period)
            if abs(followed - presentation) > period / 2, followed > time { presentation = followed }
        }
        lastLatch = (time, presentation)
        return presentation
    }

    // MARK: Groups

    /// `event`'s part in a live device's grouping: a finger changing twice ends the open group
    /// first, so the change opens the next one.
    func grouping(_ event: InputEvent, at time: Double) {
        switch event {
        case .touchDown(let id, _), .touchMotion(let id, _), .touchUp(let id):
            // Only a device that hands input over in batches is split here; a trace's groups end
            // where its `frame` lines say.
            if touchGrouping.change(of: id), groupsTouchesByBatch { closeTouchGroup(at: time) }
        case .touchShape:
            touchGrouping.detail()
        case .touchFrame:
            touchGrouping.reset()
        default:
            break
        }
    }

    func deviceFramed() {
        touchGrouping.frame()
    }

    func batchEnded(at time: Double) {
        if touchGrouping.batchEnded() { closeTouchGroup(at: time) }
    }

    /// Ends the open touch group at `time` exactly as a `frame` then would, and records it as one,
    /// so a replay of the recording does the same at the same moment.
    private func closeTouchGroup(at time: Double) {
        guard touches.hasPendingChanges else { return }
        onEvent?(.touchFrame, time)
        window.advance(to: time)
        deliverTouchFrame(touches.frame()!)
    }

    /// Delivers a closed group of the touchscreen: moves wait for the next display frame while
    /// display frames drive them and the finger reports faster than they come
    /// (`SampleLead.fingerOutpacesDisplay`); anything else goes now, after the moves still waiting.
    func deliverTouchFrame(_ frame: TouchInputFrame) {
        if resampling, isDrivenByDisplayFrames(at: frame.timestamp), lead.fingerOutpacesDisplay, held.canHold(frame) {
            held.hold(frame)
            armLateFrameTimer()
            return
        }
        flushHeldMoves(at: frame.timestamp)
        held.delivered(frame)
        shownAsReported(at: frame.timestamp)
        window.send(frame)
    }

    /// Moves were shown as reported, as of `time`: a frame resampled later never shows a moment
    /// before it, so a finger going from moves shown as reported (no frame came for a while, or
    /// the finger reports no faster than the display) to resampled ones never steps back, and a
    /// pinch's scale never falls while the fingers spread.
    private func shownAsReported(at time: Double) {
        if resampling { lastSampleTime = max(lastSampleTime, time) }
    }

    /// Every move still waiting, as reported, in one frame at `time`.
    private func flushHeldMoves(at time: Double) {
        lateFrameTimer?.cancel()
        lateFrameTimer = nil
        let changes = held.flush()
        guard !changes.isEmpty else { return }
        let frame = TouchInputFrame(timestamp: time, changes: changes)
        held.delivered(frame)
        shownAsReported(at: time)
        window.send(frame)
    }

    // MARK: Display frames

    func latchDisplayFrame(at time: Double, presentation: Double, sampleTime: Double?) {
        onEvent?(.displayFrame(presentation: presentation, sampleTime: sampleTime), time)
        // Off, a display frame changes nothing: every move was shown as it came.
        guard resampling else { return }
        window.advance(to: time)
        lastDisplayFrame = time
        lead.framed(presentedAt: presentation)
        if let sampleTime {
            lastSampleTime = max(sampleTime, lastSampleTime)
        } else {
            // A frame given only its presentation (a trace's made-up frames): the lead is this
            // router's own, from the latch at `time`. Never before the last frame's moment: a
            // lead that grew must not move a finger back.
            lead.latched(at: time, presentation: presentation)
            lastSampleTime = max(presentation - lead.value, lastSampleTime)
        }
        let changes = held.sample(at: lastSampleTime, presentation: presentation)
        // The moves left waiting are newer: they wait from their own time.
        lateFrameTimer?.cancel()
        lateFrameTimer = nil
        armLateFrameTimer()
        guard !changes.isEmpty else { return }
        window.send(TouchInputFrame(timestamp: time, changes: changes))
    }

    /// Whether moves at `time` wait for a display frame: one was latched within ``Defaults/longestDisplayFrameWait``.
    /// A window the compositor sends no more frames (hidden, or a compositor that stopped
    /// drawing it) then has its moves delivered as they come, not once a wait runs out.
    private func isDrivenByDisplayFrames(at time: Double) -> Bool {
        guard let lastDisplayFrame else { return false }
        return time - lastDisplayFrame <= Defaults.longestDisplayFrameWait
    }

    /// Wakes the engine to deliver moves that waited ``Defaults/longestDisplayFrameWait``.
    private func armLateFrameTimer() {
        guard lateFrameTimer == nil, let oldest = held.oldestWaiting else { return }
        let due = oldest + Defaults.longestDisplayFrameWait
        lateFrameTimer = scheduler.schedule(after: max(0, due - scheduler.now)) { [weak self] in
            guard let self else { return }
            lateFrameTimer = nil
            flushHeldMoves(at: scheduler.now)
        }
    }
}
