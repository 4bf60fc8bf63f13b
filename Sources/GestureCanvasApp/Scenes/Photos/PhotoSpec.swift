import GestureKit

/// How one photo of the photos scene looks and behaves: the seed's two round photos, or an
/// image from a scene file.
struct PhotoSpec {
    /// Where the photo's home is and how big it is.
    enum Placement {
        /// Photo `index` of the seed's `count`, where ``PhotoHome`` puts it for the window's shape.
        case home(index: Int, count: Int)
        /// A scene file's place and size; a missing height follows the picture's aspect ratio.
        case placed(x: Length, y: Length, width: Length, height: Length?)
    }

    var name: String
    var image: Image?
    var placement: Placement
    /// Points; nil for a circle (half the shorter side).
    var cornerRadius: Double?
    var borderColor: Color
    var borderWidth: Double
    var gestures: Set<PhotoGesture>
    /// Released within this many radians of a multiple of 90°, the rotation snaps to it.
    var rotationSnap: Double?
    /// Released outside these scales, the photo springs back to the nearest; a pinch takes it at
    /// most ``PhotosScene/scaleOvershoot`` past them. The scene file's `scale_limits`, else
    /// ``PhotosScene/defaultScaleLimits``.
    var scaleLimits: ClosedRange<Double>

    /// The seed's photos: `image1` with a gray rim above `image2` with an orange one.
    static func seed(images: ImageProvider) -> [PhotoSpec] {
        let photos = [("image1", Color.gray), ("image2", Color.orange)]
        return photos.enumerated().map { index, photo in
            PhotoSpec(
                name: photo.0, image: images.image(named: photo.0),
                placement: .home(index: index, count: photos.count),
                cornerRadius: nil, borderColor: photo.1, borderWidth: 2, gestures: Set(PhotoGesture.allCases))
        }
    }

    /// An image of a scene file, with its loaded picture.
    init(entry: SceneFile.ImageEntry, image: Image?) {
        self.init(
            name: entry.name, image: image,
            placement: .placed(x: entry.x, y: entry.y, width: entry.width, height: entry.height),
            cornerRadius: entry.cornerRadius, borderColor: entry.borderColor, borderWidth: entry.borderWidth,
            gestures: entry.gestures, rotationSnap: entry.rotationSnap,
            scaleLimits: entry.scaleLimits ?? PhotosScene.defaultScaleLimits)
    }

    init(
        name: String, image: Image?, placement: Placement, cornerRadius: Double?, borderColor: Color,
        borderWidth: Double, gestures: Set<PhotoGesture>, rotationSnap: Double? = nil,
        scaleLimits: ClosedRange<Double> = PhotosScene.defaultScaleLimits
    ) {
        self.name = name
        self.image = image
        self.placement = placement
        self.cornerRadius = cornerRadius
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.gestures = gestures
        self.rotationSnap = rotationSnap
        self.scaleLimits = scaleLimits
    }

    /// The photo's home centre and size in a scene root of `size`.
    func frame(in size: Size) -> (center: Point, size: Size) {
        switch placement {
        case .home(let index, let count):
            let home = PhotoHome.frame(index: index, count: count, in: size)
            return (home.center, Size(width: home.diameter, height: home.diameter))
        case .placed(let x, let y, let width, let height):
            let pointWidth = width.resolved(in: size.width)
            let aspect = image.map { $0.size.width > 0 ? $0.size.height / $0.size.width : 1 } ?? 1
            let pointHeight = height?.resolved(in: size.height) ?? pointWidth * aspect
            return (
                Point(x: x.resolved(in: size.width), y: y.resolved(in: size.height)),
                Size(width: pointWidth, height: pointHeight)
            )
        }
    }
}
