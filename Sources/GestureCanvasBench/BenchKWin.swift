import CompositorHarness

/// KWin headless as the side-by-side benches run it, and a program started under it ready for
/// injected touches.
enum BenchKWin {
    /// `body`'s outcome, run with KWin on an output of ``TouchToScreenBench/outputSize`` that shows
    /// the app and gtk4-demo full screen (KWin stops and its window rules go after); or
    /// `skipped` with the reason where KWin cannot run or fails.
    static func withFullScreenPrograms<Outcome>(
        orSkipped skipped: (String) -> Outcome, _ body: (Compositor) throws -> Outcome
    ) -> Outcome {
        if case .unavailable(let reason) = Compositor.availability(of: .kwin) { return skipped(reason) }
        do {
            let size = TouchToScreenBench.outputSize
            let rules = try KWinWindowRules([
                .init(appID: TouchToScreenBench.appID, fullscreen: true),
                .init(appID: "gtk4-demo", fullscreen: true),
            ])
            defer { rules.remove() }
            var options = CompositorOptions(width: Int(size.width), height: Int(size.height))
            options.environment["XDG_CONFIG_HOME"] = rules.directory
            let kwin = try Compositor.start(.kwin, options: options)
            defer { kwin.stop() }
            return try body(kwin)
        } catch let unavailable as CompositorUnavailable {
            return skipped("\(unavailable)")
        } catch {
            return skipped("KWin did not cooperate: \(error)")
        }
    }

    /// Starts `command` under `kwin` with its protocol log, injects touch once it has bound touch
    /// and shown its surface, and lets its start-up work (fonts, the first frames, KWin's
    /// full-screen animation) finish. The caller stops the client.
    static func launch(_ command: [String], environment: [String: String], in kwin: Compositor) throws -> (
        client: ClientProcess, input: KWinFakeInput
    ) {
        let client = try kwin.launch(command, environment: environment, protocolLog: true)
        do {
            let input = try KWinFakeInput(compositor: kwin)
            try input.waitUntilTouchIsBound(by: client)
            try client.wait(for: .surfaceShown)
            Stopwatch.pause(milliseconds: 500)
            return (client, input)
        } catch {
            client.stop()
            throw error
        }
    }
}
