/// Why a benchmark could not produce its figure.
enum BenchError: Error, CustomStringConvertible {
    /// The app never committed a frame with a buffer.
    case noFirstFrame(String)
    /// A child process could not be started or ended badly.
    case process(String)

    var description: String {
        switch self {
        case .noFirstFrame(let who): "\(who) never showed its first frame"
        case .process(let reason): reason
        }
    }
}
