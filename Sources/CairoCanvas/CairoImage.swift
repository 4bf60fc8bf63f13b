import GestureKit
import Glibc

/// A bitmap decoded from a PNG file, ready for GestureKit's `ImageView` and `DrawingContext.draw(_:in:)`.
///
/// Its `size` is in points: the pixel size divided by the image's scale, which comes from an
/// iOS-style `@2x` suffix in the file name unless given. A photo larger than
/// `maximumPixelSize` on a side is scaled down as it loads (kiosk operators drop in camera
/// photos); it keeps its size in points and simply carries fewer pixels per point.
///
/// ```swift
/// let photo = try CairoImage(named: "image1", inDirectory: resources.imagesDirectory)
/// let view = ImageView(image: photo)   // 240×240 pt from a 480×480 px image1@2x.png
/// ```
public final class CairoImage: Image {
    /// Big enough for a photo pinched to fill a 1920×1080 window at scale 2 without visible
    /// softening, small enough that one decoded image stays at 16 MiB (2048² × 4 bytes).
    public static let defaultMaximumPixelSize = 2048

    public let size: Size
    /// The decoded (and possibly reduced) pixels.
    let surface: CairoSurface
    /// Copies at half, quarter, … the size, made the first time the image is drawn that small
    /// (see `pixels(forDeviceScale:)`).
    var smallerLevels: [CairoSurface] = []

    /// The decoded width in pixels (after any reduction on load).
    public var pixelWidth: Int { surface.pixelWidth }
    /// The decoded height in pixels (after any reduction on load).
    public var pixelHeight: Int { surface.pixelHeight }

    /// Wraps pixels drawn in code; `scale` is pixels per point.
    public init(surface: CairoSurface, scale: Double = 1) {
        self.surface = surface
        self.size = Size(width: Double(surface.pixelWidth) / scale, height: Double(surface.pixelHeight) / scale)
    }

    /// Loads a PNG file.
    ///
    /// - Parameters:
    ///   - path: the PNG file.
    ///   - scale: pixels per point; by default 2 for `name@2x.png`, 3 for `@3x`, otherwise 1.
    ///   - maximumPixelSize: a longer side than this is reduced to it on load.
    /// - Throws: ``CairoCanvasError`` naming the path when the file is missing, unreadable or not a PNG.
    public convenience init(
        contentsOf path: String, scale: Double? = nil, maximumPixelSize: Int = CairoImage.defaultMaximumPixelSize
    ) throws {
        let decoded = try CairoSurface(contentsOfPNG: path)
        let scale = scale ?? Self.scale(fromFileName: path) ?? 1
        let size = Size(width: Double(decoded.pixelWidth) / scale, height: Double(decoded.pixelHeight) / scale)
        let reduced = try Self.reduce(decoded, toAtMost: maximumPixelSize)
        self.init(surface: reduced, size: size)
    }

    /// Loads `name.png`, `name@2x.png` or `name@3x.png` from a directory, the first that exists:
    /// a plain `name.png` dropped in by an operator replaces the shipped `@2x` image.
    public convenience init(
        named name: String, inDirectory directory: String,
        maximumPixelSize: Int = CairoImage.defaultMaximumPixelSize
    ) throws {
        let candidates = ["", "@2x", "@3x"].map { "\(directory)/\(name)\($0).png" }
        guard let path = candidates.first(where: { access($0, F_OK) == 0 }) else {
            throw CairoCanvasError.namedImageNotFound(name: name, searched: candidates)
        }
        try self.init(contentsOf: path, maximumPixelSize: maximumPixelSize)
    }

    init(surface: CairoSurface, size: Size) {
        self.surface = surface
        self.size = size
    }

    /// The scale an iOS-style suffix names: 2 for `photo@2x.png`, nil without a suffix.
    static func scale(fromFileName path: String) -> Double? {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let stem = fileName.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return nil }
        let number = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let scale = Double(number), scale > 0 else { return nil }
        return scale
    }

    /// A copy at most `limit` pixels on its longer side, or the surface itself when it fits.
    static func reduce(_ surface: CairoSurface, toAtMost limit: Int) throws -> CairoSurface {
        let longest = max(surface.pixelWidth, surface.pixelHeight)
        guard longest > limit, limit > 0 else { return surface }
        let factor = Double(limit) / Double(longest)
        return try resample(
            surface, toWidth: max(1, Int((Double(surface.pixelWidth) * factor).rounded())),
            height: max(1, Int((Double(surface.pixelHeight) * factor).rounded())))
    }
}
