import GestureKit

/// What can go wrong when CairoCanvas makes surfaces, reads images or writes PNG files.
///
/// Every case names the file or the sizes involved, so the command line can print one clear
/// sentence without knowing how Cairo reports failures.
public enum CairoCanvasError: Error, Equatable, CustomStringConvertible {
    /// Cairo could not make a surface of this many pixels (negative, too large, out of memory).
    case cannotCreateSurface(pixelWidth: Int, pixelHeight: Int, reason: String)
    /// Outside memory handed to the renderer is too small or its rows are not 4-byte aligned.
    case invalidPixelStorage(reason: String)
    /// No file exists at the path.
    case imageNotFound(path: String)
    /// None of the files an image name may be stored under exists.
    case namedImageNotFound(name: String, searched: [String])
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case imageUnreadable(path: String, reason: String)
    /// The file was read but is not a PNG image Cairo can decode.
    case notAPNG(path: String)
    /// Writing a PNG file failed (a missing directory, no permission, a full disk).
    case cannotWritePNG(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotCreateSurface(let width, let height, let reason):
            return "cannot create a \(width)×\(height) pixel surface: \(reason)"
        case .invalidPixelStorage(let reason):
            return "cannot draw into the pixel storage: \(reason)"
        case .imageNotFound(let path):
            return "image not found: \(Quoted.value(path))"
        case .namedImageNotFound(let name, let searched):
            return
                "image '\(Quoted.value(name))' not found; looked for \(searched.map(Quoted.value).joined(separator: ", "))"
        case .imageUnreadable(let path, let reason):
            return "cannot read image \(Quoted.value(path)): \(reason)"
        case .notAPNG(let path):
            return "not a PNG image: \(Quoted.value(path))"
        case .cannotWritePNG(let path, let reason):
            return "cannot write PNG \(Quoted.value(path)): \(reason)"
        }
    }
}
