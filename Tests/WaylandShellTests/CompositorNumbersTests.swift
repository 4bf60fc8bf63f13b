import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// Numbers from the compositor are checked where they enter: nothing a compositor sends can
/// trap a conversion.
@Suite("Numbers from the compositor")
struct CompositorNumbersTests {
    @Test func conversionsFromDoublesSaturateInsteadOfTrapping() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max && Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 1e300) == .max && Int(saturating: 3.7) == 3 && Int(saturating: -3.7) == -3)
        #expect(Int32(saturating: 1e12) == .max && Int32(saturating: -1e12) == .min)
        #expect(UInt64(saturating: -1) == 0 && UInt64(saturating: 1e30) == .max && UInt64(saturating: .nan) == 0)
    }

    @Test func deadlinesFarAwayOrNaNArmTheTimerWithoutTrapping() {
        let timebase = Timebase(readClock: { 5_000_000_000 })
        #expect(timebase.monotonic(atSeconds: .infinity) == .max)
        #expect(timebase.monotonic(atSeconds: 1e300) == .max)
        #expect(timebase.monotonic(atSeconds: -.infinity) == 0)
        #expect(timebase.monotonic(atSeconds: .nan) == 5_000_000_000)
        #expect(timebase.monotonic(atSeconds: 1) == 6_000_000_000)
    }

    @Test func sizesAndScalesAreClampedToWhatAWindowCanBe() {
        #expect(CompositorNumbers.side(-5) == 0 && CompositorNumbers.side(.max) == 16_384)
        #expect(CompositorNumbers.side(800) == 800)
        #expect(CompositorNumbers.integerScale(0) == 1 && CompositorNumbers.integerScale(.max) == 8)
        #expect(CompositorNumbers.fractionalScale(numerator: 0) == nil)
        #expect(CompositorNumbers.fractionalScale(numerator: 180) == 1.5)
        #expect(CompositorNumbers.fractionalScale(numerator: .max) == 8)
    }

    @Test func aSeatWithoutANameIsCalledUnnamedNotLeftBlank() throws {
        var options = TestCompositor.Options()
        options.seatName = ""
        let shell = try ShellHarness(options)
        #expect(shell.display.inputDescription.hasPrefix("seat (unnamed): touch, pointer, keyboard"))
    }

    @Test func anAbsurdOutputScaleDrawsAtTheLargestScaleTaken() throws {
        let shell = try ShellHarness(.without(.fractionalScale, .viewporter))
        try shell.showFirstFrame()
        shell.compositor.setOutputScale(.max)
        try shell.pump { shell.window.scale == 8 && shell.compositor.lastCommit?.width == 1600 }
        #expect(shell.compositor.lastCommit?.bufferScale == 8)
    }
}
