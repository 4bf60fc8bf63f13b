import GestureKit

/// The ring around the photo the keyboard controls: a 4-point blue ring with a white one inside
/// it, so it shows on dark and light photos alike. It is a subview of the photo, inside its rim,
/// so it moves, scales and turns with it; it never takes touches.
final class FocusRingView: View {
    /// The system accent blue, as the scene switcher's selected tab.
    static let color = Color(hex: 0x007AFF)
    static let width = 4.0
    private let inner = View()

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        borderColor = Self.color
        borderWidth = Self.width
        inner.isUserInteractionEnabled = false
        inner.borderColor = .white
        inner.borderWidth = 2
        addSubview(inner)
    }

    /// Follows the photo's size and rounding, just inside its border.
    func fit(inside photo: View) {
        let inset = photo.borderWidth
        frame = photo.bounds.insetBy(inset)
        cornerRadius = max(0, photo.cornerRadius - inset)
        inner.frame = bounds.insetBy(Self.width)
        inner.cornerRadius = max(0, cornerRadius - Self.width)
    }
}
