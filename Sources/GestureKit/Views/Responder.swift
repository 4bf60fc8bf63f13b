/// Something that can handle touches, as UIKit's `UIResponder`.
///
/// A touch no recognizer has claimed goes to the view it landed on. Unless that view overrides
/// a touches method, the call travels up the responder chain (`next`): to its superview, and on
/// to the window.
open class Responder {
    /// A responder at the end of an empty chain.
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    /// Touches began on this responder that no recognizer has claimed. The default passes them to
    /// ``next``; override it to handle them here.
    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesBegan(touches, with: event)
    }

    /// Unclaimed touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesMoved(touches, with: event)
    }

    /// Unclaimed touches lifted; the default passes them to ``next``.
    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a recognizer claimed them, or `wl_touch.cancel`); the default passes
    /// them to ``next``.
    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }
}
