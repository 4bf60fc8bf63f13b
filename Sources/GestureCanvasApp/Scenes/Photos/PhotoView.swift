import GestureKit

/// A round photo with a coloured rim, as the seed's image views: `cornerRadius` half the width,
/// clipped, a 2 pt border. A finger landing on it catches it if it is still gliding.
final class PhotoView: ImageView {
    init(name: String, image: Image?, diameter: Double, border: Color) {
        super.init(frame: Rect(x: 0, y: 0, width: diameter, height: diameter))
        self.image = image
        self.name = name
        contentMode = .scaleAspectFill
        isUserInteractionEnabled = true
        clipsToBounds = true
        cornerRadius = diameter / 2
        borderWidth = 2
        borderColor = border
        backgroundColor = Color(hex: 0xDDDDDD)
    }

    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        window?.animator.stopAnimations(of: self)
        super.touchesBegan(touches, with: event)
    }

    /// Back to the untransformed, opaque photo (the seed's double tap).
    func resetAppearance() {
        transform = .identity
        alpha = 1
    }
}
