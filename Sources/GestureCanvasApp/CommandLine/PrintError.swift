import GestureKit
import Glibc
import HostSystem

/// Prints `gesture-canvas: message` as one line on standard error. Values from outside are quoted
/// where the message is made (``Quoted/value(_:)``); any control character left is escaped here,
/// so none reaches the terminal.
public func printError(_ message: String) {
    StandardStreams.write("gesture-canvas: \(Quoted.escapingControls(message))\n", to: STDERR_FILENO)
}
