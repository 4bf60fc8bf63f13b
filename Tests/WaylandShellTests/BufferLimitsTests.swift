import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// A window whose buffers would not fit one `wl_shm` pool (a compositor's absurd configure, a
/// high scale on a large window) still shows: smaller, or drawn at a lower scale, never ending the
/// app with a shared-memory error.
@Suite("Buffers that fit one pool", .serialized)
struct BufferLimitsTests {
    @Test func sizesShrinkWithTheirShapeAndScalesStepDownUntilABufferFits() {
        #expect(BufferLimits.fittingSize(Size(width: 16_384, height: 16_384)) == Size(width: 8192, height: 8192))
        #expect(BufferLimits.fittingSize(Size(width: 16_384, height: 4096)) == Size(width: 16_384, height: 4096))
        let wide = BufferLimits.fittingSize(Size(width: 16_384, height: 8192))
        #expect(wide.width * wide.height <= 8192 * 8192 && abs(wide.width / wide.height - 2) < 0.001)
        #expect(BufferLimits.fittingSize(Size(width: 1280, height: 800)) == Size(width: 1280, height: 800))

        #expect(BufferLimits.fittingScale(8, for: Size(width: 4096, height: 4096), integral: true) == 2)
        #expect(BufferLimits.fittingScale(3, for: Size(width: 3000, height: 3000), integral: false) == 2.725)
        // Cairo's side: 16384 × 100 fits at 1.99 but not at 2.
        #expect(BufferLimits.fittingScale(2, for: Size(width: 16_384, height: 100), integral: false) < 2)
        #expect(BufferLimits.fittingScale(2, for: Size(width: 16_384, height: 100), integral: true) == 1)
        #expect(BufferLimits.fittingScale(1.5, for: Size(width: 1280, height: 800), integral: false) == 1.5)
    }

    @Test func aConfigureTooLargeForOnePoolShowsTheLargestWindowOfItsShapeThatFits() throws {
        // Clamped to 16384 × 16384 where it enters; two buffers of that would need 2 GiB.
        let (shell, frame) = try configured(TestCompositor.Options(), side: 100_000, untilWidth: 8192)
        #expect(frame.width == 8192 && frame.height == 8192 && frame.bufferScale == 1)
        #expect(shell.window.size == Size(width: 8192, height: 8192) && shell.content.bounds.width == 8192)
        #expect(shell.display.oddities.hasNoted("window-too-large"))
    }

    @Test func anIntegerScaleTooLargeForTheWindowDrawsAtTheLargestThatFits() throws {
        var options = TestCompositor.Options.without(.fractionalScale, .viewporter)
        options.outputScale = 8
        let (shell, frame) = try configured(options, side: 4096, untilWidth: 8192)
        #expect(frame.bufferScale == 2 && frame.height == 8192)
        #expect(shell.window.size == Size(width: 4096, height: 4096) && shell.window.scale == 2)
    }

    @Test func aFractionalScaleTooLargeForTheWindowDrawsAtTheLargestThatFits() throws {
        var options = TestCompositor.Options()
        options.outputScale = 3
        options.preferredScale = 3
        let (shell, frame) = try configured(options, side: 3000, untilWidth: 8175)
        #expect(frame.bufferScale == 1 && frame.height == 8175)
        #expect(shell.compositor.viewport?.destination == .init(width: 3000, height: 3000))
        #expect(shell.window.scale == 2.725)
    }

    /// A window shown, then configured to `side × side`, once it has committed a buffer `width` wide.
    private func configured(
        _ options: TestCompositor.Options, side: Int32, untilWidth width: Int32
    ) throws -> (ShellHarness, TestCompositor.CommittedBuffer) {
        let shell = try ShellHarness(options)
        try shell.showFirstFrame()
        shell.compositor.configure(width: side, height: side)
        try shell.pump { shell.compositor.lastCommit?.width == width }
        return (shell, try #require(shell.compositor.lastCommit))
    }
}
