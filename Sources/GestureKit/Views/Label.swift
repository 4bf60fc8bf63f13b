/// A view that shows a line of text, as UIKit's `UILabel`.
///
/// ```swift
/// let label = Label(text: "Double Tap Detected")
/// label.font = Font(size: 24, bold: true)
/// ```
open class Label: View {
    /// The text shown.
    public var text: String { didSet { setNeedsDisplay() } }
    /// The font; ``Font/body`` (17 pt) by default.
    public var font: Font = .body { didSet { setNeedsDisplay() } }
    /// The text's colour; black by default.
    public var textColor: Color = .black { didSet { setNeedsDisplay() } }
    /// How the text lines up in the bounds; centred by default.
    public var alignment: TextAlignment = .center { didSet { setNeedsDisplay() } }

    /// A label showing `text` in `frame`.
    public init(text: String = "", frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(in context: DrawingContext) {
        guard !text.isEmpty else { return }
        context.draw(text, in: bounds, font: font, color: textColor, alignment: alignment)
    }
}
