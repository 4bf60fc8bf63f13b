/// The one owner of where input frames end and when the screen shows them.
///
/// - A touch group ends at a `frame` (``InputEvent/touchFrame``), when the last finger lifts, or,
///   for a live device that hands input over in batches, where ``TouchGrouping`` says: a device
///   `frame` followed by the end of the batch, or a finger about to change twice.
/// - Landings, lifts and cancels are delivered when their group ends, as reported.
/// - Moves wait for the next display frame once the host latches them
///   (``InputEvent/displayFrame(presentation:)``, at each frame it is about to draw): each finger
///   is then shown where it was a fixed time before the frame's presentation (``SampleLead``,
///   ``TouchResampler``), and the reports folded into that frame go with it as coalesced reports.
///   With ``resampling`` off, or before any display frame, every group is delivered as it ends.
/// - The display's rhythm (``displayTimeline``) comes from the host's frame callbacks or
///   presentation feedback, and predicts the presentation of each latched frame.
extension InputRouter {
    /// Moves waiting this many display periods for a frame that does not come (a hidden window
    /// gets no frame callbacks) are delivered as reported: the engine never starves.
    static let longestWaitInPeriods = 4.0

    /// Whether moves are waiting for the next display frame: the host should draw one.
    public var hasMovesWaitingForDisplayFrame: Bool { held.isWaiting }

    /// The compositor took a frame for the screen at `time` (a frame callback's `done`).
    public func displayFrameDone(at time: Double) {
        displayTimeline.frameDone(at: time)
    }

    /// The compositor presented a frame at `time`, refreshing every `refresh` seconds (0 when not
    /// said): presentation feedback, on the engine's clock.
    public func displayFramePresented(at time: Double, refresh: Double) {
        displayTimeline.presented(at: time, refresh: refresh)
    }

    /// The host is about to draw a display frame at `time`: the moves waiting are shown as they
    /// will be at its presentation, predicted from ``displayTimeline``. What a trace records is the
    /// ``InputEvent/displayFrame(presentation:)`` this becomes.
    public func latchDisplayFrame(at time: Double) {
        let now = max(time, scheduler.now)
        handle(.displayFrame(presentation: displayTimeline.nextPresentation(after: now)), at: now)
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
    /// display frames drive them; anything else goes now, after the moves still waiting.
    func deliverTouchFrame(_ frame: TouchInputFrame) {
        if resampling, isDrivenByDisplayFrames, held.canHold(frame) {
            held.hold(frame)
            armLateFrameTimer()
            return
        }
        flushHeldMoves(at: frame.timestamp)
        held.delivered(frame)
        window.send(frame)
    }

    /// Every move still waiting, as reported, in one frame at `time`.
    private func flushHeldMoves(at time: Double) {
        lateFrameTimer?.cancel()
        lateFrameTimer = nil
        let changes = held.flush()
        guard !changes.isEmpty else { return }
        let frame = TouchInputFrame(timestamp: time, changes: changes)
        held.delivered(frame)
        window.send(frame)
    }

    // MARK: Display frames

    func latchDisplayFrame(at time: Double, presentation: Double) {
        onEvent?(.displayFrame(presentation: presentation), time)
        lead.latched(at: time, presentation: presentation)
        window.advance(to: time)
        guard resampling else { return }
        isDrivenByDisplayFrames = true
        let changes = held.sample(at: presentation - lead.value)
        if !held.isWaiting {
            lateFrameTimer?.cancel()
            lateFrameTimer = nil
        }
        guard !changes.isEmpty else { return }
        window.send(TouchInputFrame(timestamp: time, changes: changes))
    }

    /// Wakes the engine to deliver moves that waited ``longestWaitInPeriods`` display periods.
    private func armLateFrameTimer() {
        guard lateFrameTimer == nil, let oldest = held.oldestWaiting else { return }
        let due = oldest + Self.longestWaitInPeriods * displayTimeline.period
        lateFrameTimer = scheduler.schedule(after: max(0, due - scheduler.now)) { [weak self] in
            guard let self else { return }
            lateFrameTimer = nil
            flushHeldMoves(at: scheduler.now)
        }
    }
}
