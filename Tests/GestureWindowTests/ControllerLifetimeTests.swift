import GestureWindow
import Testing

@testable import GestureWindow

/// What `WindowApp.main`'s `setUp` makes lives as long as the window, as the docs promise.
@Suite struct ControllerLifetimeTests {
    /// The docs' idiom: a controller owning its recognizers' actions, which capture it unowned.
    final class Board {
        private(set) var taps = 0

        init(window: Window) {
            let pad = View(frame: window.bounds)
            pad.addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in taps += 1 })
            window.addSubview(pad)
        }
    }

    @Test func aControllerMadeInSetUpHandlesGesturesAfterSetUpReturned() throws {
        let harness = try WindowAppHarness()
        weak var made: Board?
        try harness.app.setUp { app in
            let board = Board(window: app.window)
            made = board
            return board
        }
        let board = try #require(made, "the board set up for the window died when setUp returned")
        try harness.showFirstFrame()
        try harness.tap(at: Point(x: 200, y: 150))
        #expect(board.taps == 1)
        #expect(harness.app.controller as? Board === board)
    }

    @Test func aWindowIsCalledByTheProgramsNameUnlessItsOptionsSayOtherwise() throws {
        let plain = try WindowAppHarness()
        try plain.showFirstFrame()
        #expect(plain.compositor.toplevel?.title == WindowOptions.programName)
        #expect(plain.compositor.toplevel?.appID == WindowOptions.programName)
        #expect(plain.compositor.toplevel?.appID != "org.gesturecanvas.GestureCanvas")

        let named = try WindowAppHarness(options: WindowOptions(title: "Sticky notes", appID: "org.example.Notes"))
        try named.showFirstFrame()
        #expect(named.compositor.toplevel?.title == "Sticky notes")
        #expect(named.compositor.toplevel?.appID == "org.example.Notes")
    }
}
