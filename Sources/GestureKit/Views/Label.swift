/// A view that shows text, as UIKit's `UILabel`: one line by default, or wrapped over as many as
/// ``numberOfLines`` allows, cut short with an ellipsis by ``lineBreakMode`` where it does not fit.
/// The renderer lays it out (CairoCanvas uses Pango: right-to-left and mixed scripts, combining
/// marks and emoji are shaped as they should be).
///
/// ```swift
/// let note = Label(text: "Buy milk, bread and eggs before the shop closes")
/// note.font = Font(family: "DejaVu Serif", size: 20)
/// note.numberOfLines = 3                      // 0: as many as it needs
/// note.lineBreakMode = .byTruncatingTail      // "…" ends the third line if text is left over
/// note.textAlignment = .center
/// note.preferredMaxLayoutWidth = 160
/// note.sizeToFit()                            // as large as the wrapped text
/// ```
///
/// The text is centred vertically in the bounds, as UIKit centres it; only whole lines that fit
/// the bounds' height are drawn.
open class Label: View {
    /// The text shown; `\n` starts a new paragraph.
    public var text: String { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The font; ``Font/body`` (17 pt) by default.
    public var font: Font = .body { didSet { if font != oldValue { setNeedsDisplay() } } }
    /// The text's colour; black by default.
    public var textColor: Color = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// How the lines line up in the bounds; ``TextAlignment/natural`` (the text's own direction)
    /// by default.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The most lines shown; 0 for as many as fit. One by default, as in UIKit.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { setNeedsDisplay() } } }
    /// Where lines break and how text that does not fit ends; ``LineBreakMode/byTruncatingTail``
    /// by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { setNeedsDisplay() } }
    }
    /// The width ``sizeToFit()`` wraps the text at; 0 (the default) lets it be as wide as it needs.
    public var preferredMaxLayoutWidth = 0.0

    /// Everything but the text that decides the layout.
    public var textStyle: TextStyle {
        TextStyle(font: font, alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    /// A label showing `text` in `frame`.
    public init(text: String = "", frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The size the text needs when its lines are at most `size.width` wide (UIKit's
    /// `sizeThatFits(_:)`): the widest line and the height of the lines, rounded up to whole
    /// points, at most ``numberOfLines`` of them. A width that is not a positive number, or
    /// infinity, does not limit the lines. Measured by the window's ``Window/textMeasurer``
    /// (estimated without one).
    open func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        let measurer = window?.textMeasurer ?? EstimatedTextMeasurer.shared
        let fit = measurer.size(of: text, style: textStyle, fittingWidth: width)
        return Size(width: fit.width.rounded(.up), height: fit.height.rounded(.up))
    }

    /// Resizes the bounds to fit the text, wrapped at ``preferredMaxLayoutWidth`` when it is set;
    /// the centre stays where it is.
    public func sizeToFit() {
        let limit = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : Double.infinity
        let fit = sizeThatFits(Size(width: limit, height: .infinity))
        bounds = Rect(origin: bounds.origin, size: fit)
    }

    open override func draw(in context: DrawingContext) {
        guard !text.isEmpty else { return }
        context.draw(text, in: bounds, style: textStyle, color: textColor)
    }
}
