import DragPinchCard
import GestureWindow

// A window with one card, until it is closed; without a compositor, one sentence and status 3.
WindowApp.main(options: WindowOptions(title: "Drag, pinch, double-tap", size: Size(width: 640, height: 480))) { app in
    _ = addCard(to: app.window)
}
