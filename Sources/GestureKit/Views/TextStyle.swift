/// Horizontal placement of text's lines within their rectangle (UIKit's `NSTextAlignment`).
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines start where the text's direction starts them: at the left for English, at the right
    /// for Hebrew or Arabic (the first letter with a direction decides).
    case natural
}

/// Where lines break and how text that does not fit is cut short (UIKit's `NSLineBreakMode`).
///
/// Every mode wraps text that is allowed more than one line; they differ in where a line breaks
/// and in what the last line that fits shows when text is left over.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines break between words (a word longer than a line breaks between characters); text
    /// left over is not shown.
    case byWordWrapping
    /// Lines break between characters (never inside a character made of several code points,
    /// such as an accented letter or an emoji); text left over is not shown.
    case byCharWrapping
    /// Lines break between words; the last line shown ends with an ellipsis when text is left over.
    case byTruncatingTail
    /// Lines break between words; the last line shown starts with an ellipsis when text is left over.
    case byTruncatingHead
    /// Lines break between words; the last line shown has an ellipsis in its middle when text is
    /// left over.
    case byTruncatingMiddle
}

/// How a piece of text is laid out: its font, how its lines line up, where they break, and how
/// many there may be. What a ``Label`` hands the renderer beside its text.
///
/// ```swift
/// let style = TextStyle(font: .body, alignment: .center, lineBreakMode: .byWordWrapping, numberOfLines: 0)
/// let size = measurer.size(of: "A note that wraps", style: style, fittingWidth: 120)
/// ```
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// How the lines line up in the width.
    public var alignment: TextAlignment
    /// Where lines break and how left-over text is cut short.
    public var lineBreakMode: LineBreakMode
    /// The most lines shown; 0 for as many as the text needs (and the rectangle's height holds).
    public var numberOfLines: Int

    /// A style of `font`; by default one line, lined up by the text's direction, cut short with an
    /// ellipsis at its end (UILabel's defaults).
    public init(
        font: Font = .body, alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail,
        numberOfLines: Int = 1
    ) {
        self.font = font
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
    }
}
