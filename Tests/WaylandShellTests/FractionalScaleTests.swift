import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// HiDPI: at 125 % and 150 % the window draws a buffer of exactly that many pixels and presents
/// it through `wp_viewport` at its logical size; without fractional scaling it falls back to the
/// outputs' integer scale. A 40-point red square at (40, 40) in a 200 × 100 window shows where
/// the pixels land.
@Suite("Fractional scale: crisp at 125 % and 150 %")
struct FractionalScaleTests {
    private func shell(_ options: TestCompositor.Options) throws -> ShellHarness {
        let shell = try ShellHarness(options) { root in root.addSubview(square(.red, at: Point(x: 40, y: 40))) }
        try shell.showFirstFrame()
        return shell
    }

    @Test(arguments: [1.0, 1.25, 1.5, 2.0])
    func theBufferHasThePreferredScaleTimesThePointsAndTheViewportTheLogicalSize(scale: Double) throws {
        var options = TestCompositor.Options()
        options.outputScale = Int32(scale.rounded(.up))
        options.preferredScale = scale
        let shell = try shell(options)
        try shell.pump { shell.compositor.lastCommit?.width == Int32(200 * scale) }

        let frame = try #require(shell.compositor.lastCommit)
        #expect(frame.width == Int32(200 * scale) && frame.height == Int32(100 * scale))
        #expect(frame.bufferScale == 1, "with a viewport the buffer scale stays 1")
        #expect(shell.compositor.viewport?.destination == .init(width: 200, height: 100))
        #expect(shell.window.scale == scale && shell.renders.last?.scale == scale)
        // The square's pixels: 20…60 points, so 20·scale…60·scale pixels; red just inside, white just outside.
        for (inside, outside) in [(20.5, 19.5), (59.5, 60.5)] {
            #expect(frame.pixel(x: Int(inside * scale), y: Int(40 * scale)) == red)
            #expect(frame.pixel(x: Int(outside * scale), y: Int(40 * scale)) == white)
        }
    }

    @Test func aNewPreferredScaleRedrawsEverythingAtIt() throws {
        let shell = try shell(TestCompositor.Options())
        #expect(shell.compositor.lastCommit?.width == 200)

        shell.compositor.setOutputScale(2, fractional: 1.25)
        try shell.pump { shell.compositor.lastCommit?.width == 250 }
        let frame = try #require(shell.compositor.lastCommit)
        #expect(frame.height == 125 && frame.bufferDamage == [.init(x: 0, y: 0, width: 250, height: 125)])
        #expect(shell.compositor.viewport?.destination == .init(width: 200, height: 100))
    }

    @Test func withoutFractionalScalingTheIntegerOutputScaleDecides() throws {
        var options = TestCompositor.Options.without(.fractionalScale)
        options.outputScale = 2
        let shell = try shell(options)

        let frame = try #require(shell.compositor.lastCommit)
        #expect(frame.bufferScale == 2 && frame.width == 400 && frame.height == 200)
        #expect(shell.compositor.viewport == nil, "no viewport without fractional scaling")
        #expect(frame.color(at: (x: 40, y: 40)) == red && frame.color(at: (x: 80, y: 40)) == white)
    }

    @Test func anOddSizeRoundsHalfAwayFromZeroAsTheProtocolSays() {
        // 201 points at 1.5 are 301.5 pixels: 302, as compositors compute it.
        let layout = BufferPool.Layout(size: Size(width: 201, height: 101), scale: 1.5)
        #expect(layout.pixelWidth == 302 && layout.pixelHeight == 152)
        let quarter = BufferPool.Layout(size: Size(width: 201, height: 101), scale: 1.25)
        #expect(quarter.pixelWidth == 251 && quarter.pixelHeight == 126)
    }
}
