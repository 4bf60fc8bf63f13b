/// How an image fills its view.
public enum ContentMode: Sendable {
    /// Stretches to the bounds.
    case scaleToFill
    /// Fits inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Covers the bounds, keeping its aspect ratio; the excess is cut off when clipping.
    case scaleAspectFill
}

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// ```swift
/// let photo = ImageView(image: try CairoImage(contentsOf: path))  // CairoImage comes with GestureWindow
/// photo.cornerRadius = photo.bounds.width / 2
/// photo.clipsToBounds = true
/// ```
open class ImageView: View {
    /// The image shown; nil shows only the background.
    public var image: Image? { didSet { setNeedsDisplay() } }
    /// How the image fits the bounds; UIKit's image views default to `scaleToFill`, ours to
    /// `scaleAspectFill`, which is what photos want.
    public var contentMode: ContentMode = .scaleAspectFill { didSet { setNeedsDisplay() } }

    /// A view the size of the image (or empty without one).
    public init(image: Image?) {
        self.image = image
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view in `frame` with no image yet; like UIKit's, it takes no touches unless
    /// ``View/isUserInteractionEnabled`` is set.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: DrawingContext) {
        guard let image else { return }
        context.draw(image, in: imageRect(for: image.size))
    }

    /// Where the image lands inside the bounds for the content mode.
    public func imageRect(for size: Size) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let widthRatio = bounds.width / size.width, heightRatio = bounds.height / size.height
        let ratio: Double
        switch contentMode {
        case .scaleToFill: return bounds
        case .scaleAspectFit: ratio = min(widthRatio, heightRatio)
        case .scaleAspectFill: ratio = max(widthRatio, heightRatio)
        }
        return Rect(center: bounds.center, size: Size(width: size.width * ratio, height: size.height * ratio))
    }
}
