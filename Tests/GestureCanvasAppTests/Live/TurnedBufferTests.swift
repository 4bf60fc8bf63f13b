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

        try expectShownBeforeAndAfterADrag(live, "at \(rotation.rawValue)°")
    }

    /// The first frame, and then, after a photo is dragged across the panel, that each frame's
    /// damage, turned into the buffer's coordinates, left nothing stale where the photo was.
    private func expectShownBeforeAndAfterADrag(_ live: LiveHarness, _ setting: String) throws {
        try expectShown(live, asDrawnTurned: "\(setting), the first frame")
        let photo = live.photos.image1
        let start = photo.convert(photo.bounds.center, to: nil)
        try live.drag(from: [start], to: [Point(x: start.x - 150, y: start.y + 90)])
        // Past the glide, and past the exact redraw of the photo drawn from its raster as it moved.
        try live.pump(for: 1)
        try live.settle()
        #expect(photo.convert(photo.bounds.center, to: nil).distance(to: start) > 100)
        try expectShown(live, asDrawnTurned: "\(setting), after a drag")
    }

    /// What the compositor shows is the window drawn turned by its views, as a replay draws it,
    /// at the window's scale.
    private func expectShown(_ live: LiveHarness, asDrawnTurned moment: String) throws {
        let frame = try #require(live.compositor.lastCommit)
        let (width, height) = frame.shownSize
        let expected = try CairoSurface(pixelWidth: width, pixelHeight: height)
        Renderer().render(live.app.host.window, into: expected, scale: live.app.shell.scale)
        var different = 0
        for y in 0..<height {
            for x in 0..<width {
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

    /// At an output scale of 2 and a fractional 1.5 (a viewport), the buffer is the turned size
    /// at that scale; on a compositor whose `wl_surface` cannot take the transform with damage in
    /// buffer coordinates (version 3), the app draws the content turned itself. Either way the
    /// panel shows the same.
    @Test(arguments: ["scale 2", "scale 1.5", "wl_compositor 3"])
    func scalesAndOlderCompositorsShowTheSame(setting: String) throws {
        var options = TestCompositor.Options()
        switch setting {
        case "scale 2": options.outputScale = 2
        case "scale 1.5": options.preferredScale = 1.5
        default: options.versions[.compositor] = 3
        }
        let live = try LiveHarness(options: options) { $0.kioskSettings.rotation = .quarter }
        try live.showFirstFrame()
        try live.settle()
        let frame = try #require(live.compositor.lastCommit)
        let turns = setting != "wl_compositor 3"
        #expect(live.app.shell.canTurnBuffers == turns)
        #expect(frame.bufferTransform == (turns ? 1 : 0))
        let scale = live.app.shell.scale
        #expect(scale == ["scale 2": 2, "scale 1.5": 1.5][setting] ?? 1)
        let window = live.app.host.window.bounds.size
        #expect(frame.shownSize == (Int((window.width * scale).rounded()), Int((window.height * scale).rounded())))
        try expectShownBeforeAndAfterADrag(live, setting)
    }
}
