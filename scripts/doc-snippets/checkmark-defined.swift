// Code that uses the app's CheckmarkGestureRecognizer (Sources/GestureCanvasApp), which is not
// part of the products: a stand-in with its shape.
import GestureWindow

final class CheckmarkGestureRecognizer: GestureRecognizer {}

// snippet
