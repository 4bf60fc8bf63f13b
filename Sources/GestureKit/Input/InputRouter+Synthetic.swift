/// Fingers the app moves itself: an action done for someone who cannot do its gesture (a key, a
/// screen reader's action) performed as that gesture, so the recognizers, the app's actions and
/// whatever observes them see what a finger would do.
extension InputRouter {
    /// The first of the ids synthetic fingers use (``sendSynthetic(_:landingOn:)``): far from the
    /// small ids compositors give touchscreen contacts (libinput's slots count from 0).
    public static let syntheticTouchIDs: Int32 = .min

    /// Delivers a frame of synthetic fingers (kind `.finger`, ids from ``syntheticTouchIDs``) at
    /// its timestamp. Its downs land on `view` wherever they are, even where another view covers
    /// that place, so a covered view can still be reached. The frame goes straight to the window:
    /// it is not grouped, resampled or recorded with the device's input, so a real finger's
    /// groups are never mixed with it. A caller sends such fingers only while no real one is down.
    ///
    /// ```swift
    /// let finger = TouchSlot(kind: .finger, id: InputRouter.syntheticTouchIDs)
    /// router.sendSynthetic(
    ///     TouchInputFrame(timestamp: now, changes: [TouchChange(slot: finger, phase: .down, location: center)]),
    ///     landingOn: photo)
    /// ```
    public func sendSynthetic(_ frame: TouchInputFrame, landingOn view: View) {
        window.send(frame, landingOn: view)
    }
}
