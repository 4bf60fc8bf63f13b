/// A view that shows a line of text, as UIKit's `UILabel`.
///
/// ```swift
/// let label = Label(text: "Double Tap Detected")
/// label.font = Font(size: 24, bold: true)
/// ```
open class Label: View {
    public var text: String { didSet { setNeedsDisplay() } }
    public var font: Font = .body { didSet { setNeedsDisplay() } }
    public var textColor: Color = .black { didSet { setNeedsDisplay() } }
    public var alignment: TextAlignment = .center { didSet { setNeedsDisplay() } }

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
