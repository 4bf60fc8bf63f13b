import CairoCanvas
import GestureKit
import Testing
import WaylandTestCompositor

@testable import GestureCanvasApp

/// Issue 25: with `rotation`, the app draws its content upright into a buffer of the turned
/// size and asks the compositor to turn it (`wl_surface.set_buffer_transform`), which costs the
/// compositor nothing at composite time; what shows is what the app drawing it turned shows.
@Suite(.serialized, .timeLimit(.minutes(1))) struct TurnedBufferTests {
    @Test(arguments: [ContentRotation.quarter, .half, .threeQuarters])
    func theCompositorTurnsAnUprightBufferIntoTheTurnedContent(rotation: ContentRotation) throws {
        let live = try LiveHarness { $0.kioskSettings.rotation = rotation }
        try live.showFirstFrame()
        try live.settle()
        #expect(live.app.shell.canTurnBuffers)
        let frame = try #require(live.compositor.lastCommit)
        // WL_OUTPUT_TRANSFORM_90 for a quarter clockwise: the compositor undoes the buffer's
        // declared anticlockwise turn.
        let declared: [ContentRotation: Int32] = [.quarter: 1, .half: 2, .threeQuarters: 3]
        #expect(frame.bufferTransform == declared[rotation])
        let window = live.app.host.window.bounds.size
        let turned = rotation.contentSize(in: window)
        #expect(Int(frame.width) == Int(turned.width) && Int(frame.height) == Int(turned.height))
        #expect(frame.shownSize == (Int(window.width), Int(window.height)))

        try expectShown(live, asDrawnTurned: "the first frame")

        // A photo dragged across the panel: each frame's damage, turned into the buffer's
        // coordinates, leaves nothing stale where it was.
        let photo = live.photos.image1
        let start = photo.convert(photo.bounds.center, to: nil)
        try live.drag(from: [start], to: [Point(x: start.x - 150, y: start.y + 90)])
        // Past the glide, and past the exact redraw of the photo drawn from its raster as it moved.
        try live.pump(for: 1)
        try live.settle()
        #expect(photo.convert(photo.bounds.center, to: nil).distance(to: start) > 100)
        try expectShown(live, asDrawnTurned: "after a drag")
    }

    /// What the compositor shows is the window drawn turned by its views, as a replay draws it.
    private func expectShown(_ live: LiveHarness, asDrawnTurned moment: String) throws {
        let frame = try #require(live.compositor.lastCommit)
        let window = live.app.host.window.bounds.size
        let expected = try CairoSurface(pixelWidth: Int(window.width), pixelHeight: Int(window.height))
        Renderer().render(live.app.host.window, into: expected)
        var different = 0
        for y in 0..<Int(window.height) {
            for x in 0..<Int(window.width) {
                let shown = Pixel(frame.shownPixel(x: x, y: y)).channels, drawn = expected.pixel(atX: x, y: y)
                let gap = max(
                    abs(shown[1] - Int(drawn.red)), abs(shown[2] - Int(drawn.green)), abs(shown[3] - Int(drawn.blue)))
                // Antialiased edges drawn straight rather than turned differ by a level or two.
                if gap > 24 { different += 1 }
            }
        }
        // A few pixels of an edge at most (4 at a half turn).
        #expect(different <= 20, "\(moment): \(different) pixels differ")
    }
}
