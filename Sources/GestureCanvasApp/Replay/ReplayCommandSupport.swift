import Foundation
import GestureKit
import GestureTrace

/// Errors the command line turns into one sentence and an exit status.
public enum AppError: Error, CustomStringConvertible {
    case unreadableFile(path: String, reason: String)
    case malformedTrace(path: String, error: TraceError)
    case unknownScene(String)
    case badSize(String)
    /// A command-line option outside its range, as one sentence.
    case badOption(String)
    case unwritable(path: String, reason: String)
    /// A scene file that is refused, or names a picture that cannot be read.
    case badConfig(ConfigError)
    /// An output that is also an input or another output (`replay X --report X`).
    case samePath(path: String, first: String, second: String)
    /// `--frames` at a size and scale whose frames would not fit in memory.
    case framesTooLarge(pixelWidth: Int, pixelHeight: Int)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "cannot read \(Quoted.value(path)): \(reason)"
        case .malformedTrace(let path, let error): "\(Quoted.value(path)):\(error.line): \(error.reason)"
        case .unknownScene(let name):
            "unknown scene '\(Quoted.value(name))' (the scenes are \(SceneCatalog.names.joined(separator: ", ")))"
        case .badSize(let text):
            "bad size '\(Quoted.value(text))': expected WIDTHxHEIGHT in points, each \(InputLimits.describe(InputLimits.windowSide)), e.g. 1280x800"
        case .unwritable(let path, let reason): "cannot write \(Quoted.value(path)): \(reason)"
        case .badOption(let sentence): sentence
        case .badConfig(let error): error.description
        case .samePath(let path, let first, let second):
            "\(Quoted.value(path)) is both \(first) and \(second): refusing to overwrite it; give \(second) another path"
        case .framesTooLarge(let width, let height):
            "frames of \(width)×\(height) pixels are too large to write (at most 16 megapixels, e.g. 5120×3200); "
                + "lower --frame-scale or --size"
        }
    }

    /// Whether the program refuses what it was given (a malformed trace, a bad option), rather
    /// than failing to use a file it was right to ask for (unreadable, a full disk): the command
    /// line exits 2 for the one, 1 for the other.
    public var isRefusal: Bool {
        switch self {
        case .malformedTrace, .unknownScene, .badSize, .samePath, .framesTooLarge, .badOption: true
        case .unreadableFile, .unwritable: false
        case .badConfig(let error): error.kind == .refused
        }
    }
}

/// Reading traces and sizes given on the command line.
public enum CommandInput {
    /// The trace at `path` (and where it was cut short, if it was), or a clear error naming the
    /// file (and the line, for format errors). It is read as a stream with a size limit (see
    /// ``TraceFileReader``).
    public static func loadTrace(at path: String, byteLimit: Int = InputLimits.traceFileBytes) throws(AppError)
        -> TraceFile
    {
        try TraceFileReader(path: path, byteLimit: byteLimit).read()
    }

    /// `1280x800` → a size in points, each side within ``InputLimits/windowSide``.
    public static func size(from text: String) throws(AppError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            InputLimits.windowSide.contains(width), InputLimits.windowSide.contains(height)
        else { throw .badSize(text) }
        return Size(width: width, height: height)
    }

    /// The system's sentence for a file error ("No such file or directory").
    static func reason(for error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return POSIXError(code).localizedDescription
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "No such file or directory"
            case NSFileReadNoPermissionError: return "Permission denied"
            case NSFileReadInapplicableStringEncodingError: return "not UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
