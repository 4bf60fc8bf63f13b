import GestureCanvasApp
import GestureKit

/// The dispatch benchmark's view tree: a window of 10 panels, each with 9 tiles, 100 views in
/// all, and on every view the 6 recognizers an app typically stacks on one view (tap, double
/// tap, pan, pinch, rotation, long press; the tap waits for the double tap to fail).
///
/// A finger on a tile is offered to the 12 recognizers of the tile and its panel, so every event
/// goes through hit testing, the arena's arbitration and the recognizers' state machines.
final class DispatchTree {
    static let panels = 10
    static let tilesPerPanel = 9
    /// A tile's side, in points; tiles sit in a 3 × 3 grid inside their panel.
    static let tileSide = 60.0
    static let panelSide = tileSide * 3

    let window: Window
    let router: InputRouter
    /// Action calls, so the actions do something the optimizer cannot drop.
    var actionCount: Int { counter.count }
    /// Held by the actions themselves: an action reaching the tree through an `unowned`
    /// reference would add an atomic operation per call that belongs to the harness, not the engine.
    private let counter = ActionCounter()

    var viewCount: Int { Self.panels * (1 + Self.tilesPerPanel) }

    init() {
        window = Window(
            size: Size(width: Self.panelSide * Double(Self.panels), height: Self.panelSide), scheduler: Scheduler())
        router = InputRouter(window: window)
        for panelIndex in 0..<Self.panels {
            let panel = View(
                frame: Rect(x: Double(panelIndex) * Self.panelSide, y: 0, width: Self.panelSide, height: Self.panelSide)
            )
            attachRecognizers(to: panel)
            for tileIndex in 0..<Self.tilesPerPanel {
                let tile = View(
                    frame: Rect(
                        x: Double(tileIndex % 3) * Self.tileSide, y: Double(tileIndex / 3) * Self.tileSide,
                        width: Self.tileSide, height: Self.tileSide))
                attachRecognizers(to: tile)
                panel.addSubview(tile)
            }
            window.addSubview(panel)
        }
    }

    private func attachRecognizers(to view: View) {
        let counter = self.counter
        let count: (GestureRecognizer) -> Void = { _ in counter.count &+= 1 }
        let tap = TapGestureRecognizer(taps: 1, action: count)
        let doubleTap = TapGestureRecognizer(taps: 2, action: count)
        tap.require(toFail: doubleTap)
        let recognizers: [GestureRecognizer] = [
            tap, doubleTap, PanGestureRecognizer(action: count), PinchGestureRecognizer(action: count),
            RotationGestureRecognizer(action: count), LongPressGestureRecognizer(action: count),
        ]
        recognizers.forEach(view.addGestureRecognizer)
    }

    /// The centre of tile `index` (0 ..< 90), in window points.
    func tileCenter(_ index: Int) -> Point {
        let panel = index / Self.tilesPerPanel % Self.panels, tile = index % Self.tilesPerPanel
        return Point(
            x: Double(panel) * Self.panelSide + (Double(tile % 3) + 0.5) * Self.tileSide,
            y: (Double(tile / 3) + 0.5) * Self.tileSide)
    }
}

/// Counts the dispatch benchmark's action calls.
private final class ActionCounter {
    var count = 0
}
