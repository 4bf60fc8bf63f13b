import CairoCanvas
import GestureKit

/// A scene file with its pictures loaded: what the photos scene shows instead of the seed's.
/// Loading happens before any window opens, so a missing picture stops the app with its path.
public struct SceneContent {
    public let file: SceneFile
    let photos: [PhotoSpec]
    let backgroundImage: Image?

    /// Loads every picture `file` names (PNG, or JPEG where built with it); one that is too large
    /// is scaled down as it loads (CairoImage's limit), not refused. A file named twice is
    /// decoded once; all of them together must fit ``PictureLimits/scenePixels``.
    ///
    /// - Throws: ``ConfigError`` naming the picture's path, the line of its table and the reason.
    public init(file: SceneFile) throws(ConfigError) {
        try self.init(file: file, pixelLimit: PictureLimits.scenePixels)
    }

    init(file: SceneFile, pixelLimit: Int) throws(ConfigError) {
        self.file = file
        var pictures = ScenePictures(pixelLimit: pixelLimit)
        var photos: [PhotoSpec] = []
        for (index, entry) in file.images.enumerated() {
            let image = try Self.load(
                entry.path, field: "images[\(index)].path", line: entry.line, in: file, from: &pictures)
            photos.append(PhotoSpec(entry: entry, image: image))
        }
        self.photos = photos
        backgroundImage = try file.backgroundImage.map { path throws(ConfigError) in
            try Self.load(path, field: "background.image", line: file.backgroundImageLine, in: file, from: &pictures)
        }
    }

    /// `file` with every picture it names replaced by `standIn`: a scene file checked and laid
    /// out without reading any picture (fuzzing, tests).
    public init(file: SceneFile, standIn: Image) {
        self.init(
            file: file, photos: file.images.map { PhotoSpec(entry: $0, image: standIn) },
            backgroundImage: file.backgroundImage.map { _ in standIn })
    }

    init(file: SceneFile, photos: [PhotoSpec], backgroundImage: Image? = nil) {
        self.file = file
        self.photos = photos
        self.backgroundImage = backgroundImage
    }

    /// Reads and checks the scene file at `path`, then loads its pictures.
    public static func load(contentsOf path: String) throws(ConfigError) -> SceneContent {
        try SceneContent(file: SceneFileReader.read(contentsOf: path))
    }

    private static func load(
        _ path: String, field: String, line: Int?, in file: SceneFile, from pictures: inout ScenePictures
    ) throws(ConfigError) -> Image {
        do {
            return try pictures.load(path)
        } catch {
            switch error {
            case .unreadable(let reason):
                throw ConfigError(
                    file: file.path, line: line, field: field, reason: "cannot use \(Quoted.value(path)): \(reason)",
                    kind: .unreadable)
            case .overBudget(let reason):
                throw ConfigError(file: file.path, line: line, field: field, reason: reason)
            }
        }
    }
}
