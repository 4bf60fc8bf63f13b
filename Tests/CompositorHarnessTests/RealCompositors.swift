import Testing

/// Every suite that runs a real compositor, one test at a time.
///
/// The harness waits by blocking its thread (bounded, never more than a test's own timeouts),
/// and CI has two cores: one compositor test at a time keeps the other test targets' work
/// moving and keeps start-up times honest.
@Suite("Real compositors", .serialized, .timeLimit(.minutes(1)))
enum RealCompositors {}
