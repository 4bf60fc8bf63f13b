// A host of the engine with a platform of its own (EmbeddingTheEngine): its window, its clock and
// the platform's calls, named as the article names them.
import GestureWindow

enum platform {
    static func requestFrame() {}
}

func draw(_ window: Window, _ damage: DamageRegion) {}

func host(window: Window, now: Double, frameTime: Double) {
    // snippet
}
