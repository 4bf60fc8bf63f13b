/// Lets an app steer arbitration between recognizers, as UIKit's `UIGestureRecognizerDelegate`.
/// Every method has a default, so implement only the questions you care about.
///
/// ```swift
/// extension PhotosScene: GestureRecognizerDelegate {
///     func gestureRecognizer(_ recognizer: GestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
///         recognizer.view === other.view   // pan, pinch and rotation of one image together
///     }
/// }
/// ```
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer leaves `possible`; false makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked before a new touch is given to the recognizer; false keeps it away. Default true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether both may recognize at once; either side's delegate saying yes is enough. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer)
        -> Bool
    /// Whether `recognizer` must wait for `other` to fail. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` must wait for `recognizer` to fail. Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
        -> Bool
    { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
        -> Bool
    { false }
}
