/// A compositor cannot run on this machine: not installed, or the sandbox refuses to execute it.
/// Tests skip on it (`Compositor.startOrSkip`), never fail.
public struct CompositorUnavailable: Error, CustomStringConvertible {
    public let kind: CompositorKind
    /// One sentence: what is missing or refused, and what would fix it.
    public let reason: String

    init(_ kind: CompositorKind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { "\(kind) cannot run here: \(reason)" }
}
