// The draw scene's actions, which an arbitration example calls.
import GestureKit

func selectLine() {}
func clearDrawing() {}

// snippet
