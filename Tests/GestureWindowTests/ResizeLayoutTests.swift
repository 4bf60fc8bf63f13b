import GestureWindow
import Testing

/// A WindowApp lays its views out when the compositor resizes the window: no resize hook needed.
@Suite struct ResizeLayoutTests {
    /// A full-window board with an orange bar along its bottom, placed in `layoutSubviews`.
    final class Board: View {
        let bar = View()
        private(set) var layouts = 0

        override init(frame: Rect) {
            super.init(frame: frame)
            bar.backgroundColor = Color(hex: 0xFF9500)
            addSubview(bar)
        }

        override func layoutSubviews() {
            layouts += 1
            bar.frame = Rect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)
        }
    }

    @Test func aWindowTheCompositorResizesIsLaidOutBeforeItIsDrawn() throws {
        let harness = try WindowAppHarness(options: WindowOptions(size: Size(width: 400, height: 300)))
        let board = Board(frame: harness.app.window.bounds)
        board.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        harness.app.window.addSubview(board)
        try harness.showFirstFrame()
        #expect(board.layouts == 1)

        _ = harness.compositor.configure(width: 640, height: 480)
        try harness.pump { harness.compositor.lastCommit?.width == 640 }
        #expect(board.frame == Rect(x: 0, y: 0, width: 640, height: 480))
        #expect(board.bar.frame == Rect(x: 0, y: 440, width: 640, height: 40))
        #expect(board.layouts == 2)
        // The first frame at the new size already shows the bar at its new place.
        let frame = try #require(harness.compositor.lastCommit)
        #expect(frame.pixel(x: 600, y: 470) == 0xFFFF_9500)
        #expect(frame.pixel(x: 600, y: 430) != 0xFFFF_9500)
    }
}
