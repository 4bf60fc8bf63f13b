import GestureKit
import Testing
import WaylandTestCompositor

@testable import WaylandShell

/// A default size the user did not ask for fits what the compositor offers: its bounds where it
/// sends them, else the output less a margin (weston 10 sends no bounds and has a 32 px panel).
@Suite("Default window size")
struct DefaultSizeTests {
    private func window(
        output: TestCompositor.Size, scale: Int32 = 1, sendsBounds: Bool, fits: Bool
    ) throws -> ShellHarness {
        var options = TestCompositor.Options.without(.fractionalScale, .viewporter)
        options.outputSize = output
        options.outputScale = scale
        // configure_bounds came with xdg_wm_base version 4.
        if !sendsBounds { options.versions[.xdgWmBase] = 3 }
        var windowOptions = WindowOptions(size: Size(width: 1280, height: 800))
        windowOptions.fitsSizeToScreen = fits
        let shell = try ShellHarness(options, window: windowOptions)
        try shell.showFirstFrame()
        return shell
    }

    @Test func withoutBoundsTheDefaultSizeLeavesAMarginOfTheOutput() throws {
        let shell = try window(output: .init(width: 1280, height: 800), sendsBounds: false, fits: true)
        #expect(shell.window.size == Size(width: 1216, height: 736))
        #expect(shell.compositor.lastCommit?.width == 1216 && shell.compositor.lastCommit?.height == 736)
    }

    @Test func theOutputIsMeasuredInPointsAtItsScale() throws {
        let shell = try window(output: .init(width: 1280, height: 800), scale: 2, sendsBounds: false, fits: true)
        #expect(shell.window.size == Size(width: 576, height: 336))
    }

    @Test func boundsAreTakenAsTheyAreWithoutAMargin() throws {
        let shell = try window(output: .init(width: 1024, height: 600), sendsBounds: true, fits: true)
        #expect(shell.window.size == Size(width: 1024, height: 600))
    }

    @Test func aDefaultThatFitsStaysAsItIs() throws {
        let shell = try window(output: .init(width: 1920, height: 1080), sendsBounds: false, fits: true)
        #expect(shell.window.size == Size(width: 1280, height: 800))
    }

    @Test func aSizeTheUserGaveIsKeptWhereThereAreNoBounds() throws {
        let shell = try window(output: .init(width: 1280, height: 800), sendsBounds: false, fits: false)
        #expect(shell.window.size == Size(width: 1280, height: 800))
    }

    @Test func onlyTheFirstConfigureShrinksTheDefault() throws {
        let shell = try window(output: .init(width: 1280, height: 800), sendsBounds: false, fits: true)
        _ = shell.compositor.configure(width: 1280, height: 800)
        try shell.pump { shell.window.size.width == 1280 }
        // Back to "the client chooses": it keeps the size it has.
        _ = shell.compositor.configure(width: 0, height: 0)
        try shell.settle()
        #expect(shell.window.size == Size(width: 1280, height: 800))
    }
}
