// A line of a recognizer subclass's own code (in a touches method or a timer).
import GestureKit

final class HoldRecognizer: GestureRecognizer {
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        // snippet
    }
}
