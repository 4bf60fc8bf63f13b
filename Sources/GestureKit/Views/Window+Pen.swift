/// Whether a window takes fingers that land while a pen is near for the hand holding the pen.
///
/// While a pen is within sensing range, and for ``linger`` seconds after the last one leaves, a
/// finger that lands is marked ``Touch/isRejectedAsPalm``: recognizers that take pens (whose
/// ``GestureRecognizer/allowedTouchKinds`` include ``InputKind/pen``) never hear of it, nor do its
/// view's responder methods, so a resting palm never draws, never pans, and never cancels the
/// pen's stroke. Recognizers that take fingers only still get it: an app that lets fingers pinch
/// beside the pen says so per recognizer. Fingers already down when the pen came near carry on.
///
/// ```swift
/// window.palmRejection.linger = 1.0       // a slower hand
/// window.palmRejection.isEnabled = false  // fingers are fingers, pen or not
/// ```
public struct PalmRejection: Hashable, Sendable {
    /// On by default.
    public var isEnabled = true
    /// Seconds after the last pen leaves during which landing fingers are still palms
    /// (``Defaults/palmRejectionLinger``).
    public var linger = Defaults.palmRejectionLinger
    /// Pens within sensing range now.
    public internal(set) var pensNear = 0
    /// When the last pen left, on the engine's clock.
    var lastPenLeft = -Double.infinity

    /// Rejection on, with the default linger.
    public init() {}

    /// Whether a finger landing at `time` is taken for a palm.
    public func rejects(at time: Double) -> Bool {
        isEnabled && (pensNear > 0 || time - lastPenLeft <= linger)
    }
}

extension Window {
    /// A pen came within sensing range (`near`) or left it, at the engine's time: fingers landing
    /// from now until ``PalmRejection/linger`` after the last pen leaves are palms.
    public func penProximityChanged(near: Bool) {
        if near {
            palmRejection.pensNear += 1
        } else if palmRejection.pensNear > 0 {
            palmRejection.pensNear -= 1
            if palmRejection.pensNear == 0 { palmRejection.lastPenLeft = scheduler.now }
        }
    }
}
