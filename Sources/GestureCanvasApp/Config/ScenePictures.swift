import CairoCanvas
import GestureKit
import HostSystem

/// The pictures of one scene as they load: a file named by several entries, however each spells
/// it, is decoded once and shared, and the pixels kept are counted against
/// ``PictureLimits/scenePixels``, so no scene file can make the app hold more than that.
struct ScenePictures {
    /// Why a picture was not loaded: it could not be read (status 1), or the scene is full (2).
    enum Failure: Error {
        case unreadable(String)
        case overBudget(String)
    }

    private var decoded: [FileIdentity: CairoImage] = [:]
    /// The pixels of every picture decoded so far.
    private(set) var pixelCount = 0
    /// The most pixels the pictures may hold together.
    let pixelLimit: Int

    init(pixelLimit: Int = PictureLimits.scenePixels) {
        self.pixelLimit = pixelLimit
    }

    /// The picture at `path`: the one already decoded for the same file, or a new decode that
    /// must fit in what is left of the scene's pixels.
    mutating func load(_ path: String) throws(Failure) -> CairoImage {
        // A regular file that exists has a device and inode; anything else is loaded (and refused) as named.
        let identity = FileIdentity(path: path).flatMap { if case .existing = $0 { $0 } else { nil } }
        if let identity, let image = decoded[identity] { return image }
        let image: CairoImage
        do {
            image = try PictureFile.load(path)
        } catch {
            throw .unreadable((error as? CairoCanvasError)?.reasonOnly ?? "\(error)")
        }
        pixelCount += image.pixelWidth * image.pixelHeight
        guard pixelCount <= pixelLimit else {
            throw .overBudget(
                "with this picture the scene's pictures decode to \(Self.describe(pixelCount)), more than the "
                    + "\(Self.describe(pixelLimit)) a scene's pictures may decode to together; use fewer or smaller pictures"
            )
        }
        if let identity { decoded[identity] = image }
        return image
    }

    /// `129 megapixels` (rounded up, so a count just over the limit never reads as equal to it), `20000 pixels`.
    private static func describe(_ pixels: Int) -> String {
        pixels < 1_000_000 ? "\(pixels) pixels" : "\((pixels + 999_999) / 1_000_000) megapixels"
    }
}
