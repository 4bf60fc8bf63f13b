import GestureKit

/// A photo with a coloured rim, as the seed's image views: clipped to its rounded bounds, with
/// a border. A finger landing on it catches it if it is still gliding.
package final class PhotoView: ImageView {
    let spec: PhotoSpec
    /// Where the photo sits when nobody has moved it (the seed's column, or the scene file's place).
    var home = Point.zero
    /// Shown while the keyboard controls this photo.
    private let focusRing = FocusRingView()

    init(spec: PhotoSpec) {
        self.spec = spec
        super.init(frame: .zero)
        image = spec.image
        name = spec.name
        contentMode = .scaleAspectFill
        isUserInteractionEnabled = true
        clipsToBounds = true
        borderWidth = spec.borderWidth
        borderColor = spec.borderColor
        backgroundColor = Color(hex: 0xDDDDDD)
        focusRing.isHidden = true
        addSubview(focusRing)
        // However far fingers spread, the photo stops a little past its limits (and springs back
        // on release): three wide pinches once took it past a millionfold and wedged the app.
        let limits = spec.scaleLimits, overshoot = PhotosScene.scaleOvershoot
        geometryLimits = GeometryLimits(scale: limits.lowerBound / overshoot...limits.upperBound * overshoot)
    }

    override package func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        window?.animator.stopAnimations(of: self)
        super.touchesBegan(touches, with: event)
    }

    /// A photo is hit where it shows: inside its rounded outline (a circle for the seed's round
    /// photos), so a finger on the empty corner of its box reaches what lies behind. Hit testing
    /// asks in the photo's own coordinates, so the outline scales and turns with the photo.
    override package func point(inside point: Point) -> Bool {
        bounds.contains(point, cornerRadius: cornerRadius)
    }

    /// Takes the size the layout gives it, with the rounding its spec asks for.
    func resize(to size: Size) {
        guard bounds.size != size else { return }
        bounds = Rect(origin: .zero, size: size)
        cornerRadius = spec.cornerRadius ?? min(size.width, size.height) / 2
        focusRing.fit(inside: self)
    }

    /// Whether the keyboard controls this photo (the focus ring shows).
    var isFocused: Bool {
        get { !focusRing.isHidden }
        set {
            focusRing.fit(inside: self)
            focusRing.isHidden = !newValue
            if newValue { accessibilityTraits.insert(.focused) } else { accessibilityTraits.remove(.focused) }
        }
    }

    /// Back to the untransformed, opaque photo (the seed's double tap).
    package func resetAppearance() {
        transform = .identity
        alpha = 1
    }
}
