import CairoCanvas
import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// The app declares `extension SharedMemoryBuffer: PixelStorage {}`; all test targets link into
/// one binary with the app's, so the test lends the buffer through a wrapper instead of declaring
/// the same conformance a second time.
private final class LentBuffer: PixelStorage {
    let buffer: SharedMemoryBuffer
    init(_ buffer: SharedMemoryBuffer) { self.buffer = buffer }
    var pixelWidth: Int { buffer.pixelWidth }
    var pixelHeight: Int { buffer.pixelHeight }
    var bytesPerRow: Int { buffer.bytesPerRow }
    func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try buffer.withUnsafeMutableBytes(body)
    }
}

@Suite("Drawing with CairoCanvas into the shell's buffers")
struct CairoRenderingTests {
    @Test func theRendererDrawsTheDamageIntoTheBufferAtTheOutputsScale() throws {
        // The integer scale (set_buffer_scale): without fractional scaling, which would present through a viewport.
        var options = TestCompositor.Options.without(.fractionalScale)
        options.outputScale = 2
        let circle = square(.red, at: Point(x: 50, y: 50), size: 40)
        circle.cornerRadius = 20
        let shell = try ShellHarness(options) { $0.addSubview(circle) }
        let renderer = Renderer()
        shell.window.render = { [unowned shell] buffer, damage, scale in
            _ = try? renderer.render(shell.content, into: LentBuffer(buffer), scale: scale, damage: damage)
        }
        try shell.showFirstFrame()

        var frame = try #require(shell.compositor.lastCommit)
        #expect(frame.bufferScale == 2)
        #expect(frame.color(at: (x: 50, y: 50)) == red)
        // The circle's corner is outside the circle: background.
        #expect(frame.color(at: (x: 32, y: 32)) == white)

        // A move redraws the old and the new place in whichever buffer comes next.
        circle.center = Point(x: 150, y: 50)
        try shell.pumpUntilNextCommit()
        circle.center = Point(x: 100, y: 50)
        try shell.pumpUntilNextCommit()
        frame = try #require(shell.compositor.lastCommit)
        #expect(frame.color(at: (x: 100, y: 50)) == red)
        #expect(frame.color(at: (x: 50, y: 50)) == white && frame.color(at: (x: 150, y: 50)) == white)
    }
}
