import CairoCanvas
import GestureWindow
import Testing
import WaylandTestCompositor

/// A WindowApp shows a photo that moves frame after frame on a sub-surface of its own, and the
/// compositor moves it: the window's picture is not drawn again until the photo comes back into
/// it, exactly, once it stands still.
@Suite struct MovingViewLayerTests {
    /// A round red-and-blue photo over an orange bar, in a 400×300 window.
    private func photoWindow(_ compositorOptions: TestCompositor.Options = .init()) throws -> (
        WindowAppHarness, View
    ) {
        let harness = try WindowAppHarness(compositorOptions: compositorOptions)
        let bar = View(frame: Rect(x: 0, y: 200, width: 400, height: 40))
        bar.backgroundColor = Color(hex: 0xFF9500)
        let photo = View(frame: Rect(x: 40, y: 40, width: 120, height: 90))
        photo.backgroundColor = Color(hex: 0xFF0000)
        photo.cornerRadius = 16
        photo.clipsToBounds = true
        photo.borderWidth = 3
        photo.borderColor = Color(hex: 0x0000FF)
        harness.app.window.addSubview(bar)
        harness.app.window.addSubview(photo)
        try harness.showFirstFrame()
        return (harness, photo)
    }

    /// Moves `view` by `step`, `count` times, a frame of the app each time.
    private func move(_ view: View, by step: Vector, _ count: Int, in harness: WindowAppHarness) throws {
        for _ in 0..<count {
            let commits = harness.compositor.commitCount
            view.center += step
            try harness.pump { harness.compositor.commitCount > commits }
        }
    }

    /// What a full redraw of the window's views shows now, the layered one among them (put
    /// back for the drawing; the damage that makes is the test's, not the app's).
    private func fullRedraw(of harness: WindowAppHarness) throws -> [UInt32] {
        let window = harness.app.window
        let layered = window.layeredView
        window.layeredView = nil
        defer {
            window.layeredView = layered
            _ = window.takeDamage()
        }
        let surface = try CairoSurface(pixelWidth: 400, pixelHeight: 300)
        Renderer().render(window, into: surface)
        return surface.premultipliedPixels
    }

    /// How many pixels of what the compositor shows differ from `expected`, and by how much at most.
    private func differences(_ harness: WindowAppHarness, from expected: [UInt32]) throws -> (count: Int, largest: Int)
    {
        let shown = try #require(harness.compositor.shownCommit)
        var count = 0, largest = 0
        for y in 0..<300 {
            for x in 0..<400 where shown.pixel(x: x, y: y) != expected[y * 400 + x] {
                count += 1
                let (a, b) = (shown.pixel(x: x, y: y), expected[y * 400 + x])
                for shift: UInt32 in [0, 8, 16, 24] {
                    largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
            }
        }
        return (count, largest)
    }

    @Test func aMovingPhotoIsMovedByTheCompositorAndComesBackExactlyWhenItStops() throws {
        let (harness, photo) = try photoWindow()
        // Lifted within a few frames; from then on the window is committed without being drawn,
        // and the layer moves with the photo.
        let lifted = try liftAndMove(photo, from: photo.center, by: Vector(dx: 6, dy: 4), frames: 10, in: harness)
        #expect(harness.app.window.layeredView === photo)
        let layer = try #require(harness.compositor.subsurfaces.first)
        #expect(layer.lastCommit != nil && layer.isSynchronized)
        let frame = try #require(harness.compositor.lastCommit)
        #expect(frame.bufferID == lifted.windowBuffer && frame.bufferDamage.isEmpty && frame.damage.isEmpty)
        // The layer's top left corner is the photo's, less the raster's pixel of transparent rim.
        let place = try #require(harness.compositor.subsurfaces.first)
        #expect(Double(place.x) == photo.frame.minX - 1 && Double(place.y) == photo.frame.minY - 1)
        // What the screen shows is the window with the photo where it is now, its rim within a level.
        let moving = try differences(harness, from: try fullRedraw(of: harness))
        #expect(moving.largest <= 2, "\(moving)")

        // Standing still, it comes back into the window's picture, drawn exactly, and the layer empties.
        try harness.pump { harness.app.window.layeredView == nil && harness.compositor.pendingFrameCallbackCount == 0 }
        try harness.pump { harness.compositor.subsurfaces.first?.lastCommit == nil }
        #expect(try differences(harness, from: try fullRedraw(of: harness)).count == 0)
    }

    /// What the compositor showed when a moving view was lifted onto its layer, and the window's
    /// buffer then.
    private struct Lifted {
        var layerCommit: TestCompositor.CommittedBuffer
        var windowBuffer: UInt32?
    }

    /// Moves `view` from `start` by `step` a frame until the layer shows it, then `frames` frames
    /// on, the window's picture not drawn again. Tried again from `start` (up to three times,
    /// each once the layer is empty) when the layer let the view go on the way, or the window was
    /// drawn again: a machine busy enough (sanitizers, two cores) to stall the app past the
    /// settle delay between two frames drops the view and lifts it again within one step.
    private func liftAndMove(
        _ view: View, from start: Point, by step: Vector, frames: Int, in harness: WindowAppHarness
    ) throws -> Lifted {
        attempts: for _ in 0..<3 {
            view.center = start
            try harness.pump {
                harness.app.window.layeredView == nil && harness.compositor.subsurfaces.first?.lastCommit == nil
            }
            for _ in 0..<10 where harness.compositor.subsurfaces.first?.lastCommit == nil {
                try move(view, by: step, 1, in: harness)
            }
            guard let layerCommit = harness.compositor.subsurfaces.first?.lastCommit else { continue }
            let lifted = Lifted(layerCommit: layerCommit, windowBuffer: harness.compositor.lastCommit?.bufferID)
            for _ in 0..<frames {
                try move(view, by: step, 1, in: harness)
                let window = harness.compositor.lastCommit
                guard harness.app.window.layeredView === view, window?.bufferID == lifted.windowBuffer,
                    window?.bufferDamage.isEmpty == true
                else { continue attempts }
            }
            return lifted
        }
        throw LayerLetGo()
    }

    private struct LayerLetGo: Error, CustomStringConvertible {
        var description: String {
            "in three drags in a row the layer let the view go, or the window was drawn again while it was lifted"
        }
    }

    /// Dragged across the window's left edge, the photo's layer is not drawn again: the
    /// compositor crops it to what the window shows (`wp_viewport`). Without a viewporter the
    /// picture is cut to the window and drawn at every step. Either way the screen shows the
    /// window's own picture, within a level or two on the rim.
    @Test(arguments: [true, false])
    func aPhotoDraggedAcrossTheEdgeIsCroppedByTheCompositor(withViewporter: Bool) throws {
        let (harness, photo) = try photoWindow(withViewporter ? .init() : .without(.viewporter))
        let lifted = try liftAndMove(
            photo, from: photo.center, by: Vector(dx: -12, dy: 0), frames: 5, in: harness
        ).layerCommit
        let layer = try #require(harness.compositor.subsurfaces.first)
        #expect(photo.frame.minX < -10, "past the edge")
        let commit = try #require(layer.lastCommit)
        if withViewporter {
            #expect(
                commit.bufferID == lifted.bufferID && commit.bufferDamage.isEmpty && commit.damage.isEmpty,
                "not drawn again")
            #expect(layer.x == 0)
        } else {
            #expect(commit.bufferID != lifted.bufferID || !commit.damage.isEmpty, "the cut picture is drawn again")
        }
        let moving = try differences(harness, from: try fullRedraw(of: harness))
        #expect(moving.largest <= 2, "\(moving)")
    }

    /// Pinched large and turned, let go, then pinched small: the layer's buffers are not cleared
    /// before each picture, only where a larger one before reached past the new one (hidden in
    /// between or not), and the screen shows nothing of the photo large, though each buffer held
    /// it large before.
    @Test func aPhotoPinchedLargeThenSmallLeavesNothingOfTheLargeOnScreen() throws {
        let (harness, photo) = try photoWindow()
        try pinch(photo, through: [(1.0, 0.01), (1.2, 0.01), (1.45, 0.01), (1.45, 0.02), (1.45, 0.01)], in: harness)
        let large = try #require(harness.compositor.subsurfaces.first?.lastCommit)
        // Let go: back in the window's picture, the layer hidden, its buffers kept.
        try harness.pump { harness.app.window.layeredView == nil && harness.compositor.pendingFrameCallbackCount == 0 }
        // Narrower but as tall, turned: the same buffers, which each held the photo wider.
        try pinch(photo, through: [(1.1, 0.5), (1.1, 0.52), (1.1, 0.54), (1.1, 0.56), (1.1, 0.58)], in: harness)
        #expect(harness.app.window.layeredView === photo, "pinched on its layer")
        let small = try #require(harness.compositor.subsurfaces.first?.lastCommit)
        #expect((small.width, small.height) == (large.width, large.height), "the layer kept its buffers")
        // Outside the small photo (and its antialiased rim) the screen is the window's own picture.
        let shown = try #require(harness.compositor.shownCommit)
        let expected = try fullRedraw(of: harness)
        let photoArea = photo.paintedAreaInWindow.insetBy(-2)
        var leftovers = 0
        for y in 0..<300 {
            for x in 0..<400 where !photoArea.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                if shown.pixel(x: x, y: y) != expected[y * 400 + x] { leftovers += 1 }
            }
        }
        #expect(leftovers == 0, "\(leftovers) pixels outside the photo differ from the window's picture")
    }

    /// Gives `view` each (scale, turn) in `steps`, a frame of the app each, faster than the settle
    /// delay, so that from the second on it is on its layer. Tried again (up to three times)
    /// where a stalled machine let it go on the way.
    private func pinch(_ view: View, through steps: [(Double, Double)], in harness: WindowAppHarness) throws {
        for _ in 0..<3 {
            var stayedLifted = true
            for (index, (scale, angle)) in steps.enumerated() {
                let commits = harness.compositor.commitCount
                view.transform = AffineTransform(scaleX: scale, y: scale).rotated(by: angle)
                try harness.pump { harness.compositor.commitCount > commits }
                if index > 0 && harness.app.window.layeredView !== view { stayedLifted = false }
            }
            if stayedLifted { return }
            try harness.pump { harness.app.window.layeredView == nil }
        }
        throw LayerLetGo()
    }

    @Test func aPhotoUnderAnotherViewStaysInTheWindowsPicture() throws {
        let (harness, photo) = try photoWindow()
        let cover = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        cover.backgroundColor = Color(hex: 0x34C759, alpha: 0.5)
        harness.app.window.addSubview(cover)
        try move(photo, by: Vector(dx: 6, dy: 4), 6, in: harness)
        #expect(harness.app.window.layeredView == nil)
        #expect(harness.compositor.subsurfaces.allSatisfy { $0.lastCommit == nil })
        #expect(!(harness.compositor.lastCommit?.bufferDamage.isEmpty ?? true), "the window is drawn")
    }

    @Test func withoutSubsurfacesTheWindowIsDrawnAsBefore() throws {
        let (harness, photo) = try photoWindow(.without(.subcompositor))
        try move(photo, by: Vector(dx: 6, dy: 4), 6, in: harness)
        #expect(harness.app.window.layeredView == nil)
        #expect(harness.compositor.subsurfaces.isEmpty)
        try harness.pump { harness.compositor.pendingFrameCallbackCount == 0 }
        let moving = try differences(harness, from: try fullRedraw(of: harness))
        #expect(moving.largest <= 2, "\(moving)")
    }
}
