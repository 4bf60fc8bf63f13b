import CairoCanvas
import Glibc

/// Prints `gesture-canvas: message` as one line on standard error.
public func printError(_ message: String) {
    StandardStreams.write("gesture-canvas: \(message)\n", to: STDERR_FILENO)
}
