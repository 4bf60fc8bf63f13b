import CompositorHarness
import Testing

// Apart from CompositorHarness, so that nothing linking the harness (the app's bench) links the
// test library.
extension Compositor {
    /// Starts a compositor, or ends the running test as skipped when this machine cannot run it.
    ///
    /// The skip is visible twice: a `skipped: <reason>` line on stdout, and the test cancelled
    /// with that comment (Swift Testing reports it as skipped, never as passed). A compositor that
    /// can run here but fails to start still throws `CompositorError`, which fails the test.
    ///
    /// ```swift
    /// @Test func appShowsAWindowUnderWeston() throws {
    ///     let weston = try Compositor.startOrSkip(.weston)
    ///     defer { weston.stop() }
    ///     …
    /// }
    /// ```
    public static func startOrSkip(
        _ kind: CompositorKind, options: CompositorOptions = CompositorOptions(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Compositor {
        do {
            return try start(kind, options: options)
        } catch let unavailable as CompositorUnavailable {
            let line = "skipped: \(unavailable)"
            print(line)
            try Test.cancel(Comment(rawValue: line), sourceLocation: sourceLocation)
        }
    }
}
