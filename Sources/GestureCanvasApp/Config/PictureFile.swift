import CairoCanvas
import GestureKit
import HostSystem

/// Pictures named by a scene file, told apart by their first bytes rather than their names
/// (a `.png` that is really a JPEG is common in folders of downloaded photos).
enum PictureFile {
    enum Format { case png, jpeg, unknown }

    /// Loads the picture at `path`; a PNG too large is scaled down to CairoImage's limit.
    static func load(_ path: String) throws -> CairoImage {
        switch try format(of: path) {
        case .png, .unknown:
            // Unknown bytes go to the PNG reader, whose error says what was expected.
            return try CairoImage(contentsOf: path, scale: 1)
        case .jpeg:
            return try CairoImage(contentsOfJPEG: path, scale: 1)
        }
    }

    /// The format the file's signature says: PNG's eight bytes, JPEG's start-of-image marker.
    /// Only a regular file is opened (a FIFO would wait forever for a writer).
    static func format(of path: String) throws -> Format {
        let bytes: [UInt8]
        do {
            bytes = try InputFile(path: path).read(upTo: 8)
        } catch .notFound {
            throw CairoCanvasError.imageNotFound(path: path)
        } catch {
            throw CairoCanvasError.imageUnreadable(path: path, reason: error.reason)
        }
        if bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return .png }
        if bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF { return .jpeg }
        return .unknown
    }
}

extension CairoCanvasError {
    /// The reason without the path, for messages that name the path already.
    var reasonOnly: String {
        switch self {
        case .imageNotFound: "No such file or directory"
        case .imageUnreadable(_, let reason): reason
        case .notAPNG: "not a PNG or JPEG picture"
        default: description
        }
    }
}
