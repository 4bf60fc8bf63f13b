/// Something that can handle touches, as UIKit's `UIResponder`.
///
/// A touch no recognizer has claimed goes to the view it landed on. Unless that view overrides
/// a touches method, the call travels up the responder chain (`next`): to its superview, and on
/// to the window.
open class Responder {
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: Responder? { nil }

    open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }
}
