import Glibc

/// A file-system or process call the harness needs failed (creating its scratch folder, copying
/// KWin's binary, handing a folder to sway's user).
public struct SystemCallError: Error, CustomStringConvertible {
    /// What was being done, e.g. `chown /tmp/gc-harness.x/runtime`.
    public let operation: String
    public let code: Int32

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    public var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
