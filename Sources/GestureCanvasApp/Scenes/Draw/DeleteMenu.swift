import GestureKit

/// The small "Delete" menu the draw seed shows (`UIMenuController`) where a line was tapped.
final class DeleteMenu: Label {
    static let size = Size(width: 92, height: 40)

    init() {
        super.init(text: "Delete", frame: Rect(origin: .zero, size: Self.size))
        name = "menu"
        font = Font(size: 17, bold: true)
        textColor = .white
        textAlignment = .center
        backgroundColor = Color(hex: 0x1C1C1E, alpha: 0.92)
        cornerRadius = 8
        isUserInteractionEnabled = true
        isHidden = true
    }

    /// Shows the menu just above `point` (canvas coordinates), kept inside `limits`.
    func show(above point: Point, within limits: Rect) {
        let half = Self.size.width / 2
        let x = min(max(point.x, limits.minX + half), limits.maxX - half)
        let y = max(point.y - Self.size.height, limits.minY + Self.size.height / 2)
        center = Point(x: x, y: y)
        isHidden = false
    }
}
