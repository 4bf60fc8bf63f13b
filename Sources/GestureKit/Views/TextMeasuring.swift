/// Measures text as the renderer lays it out: what ``Label/sizeThatFits(_:)`` asks.
///
/// The engine cannot lay text out itself (it knows no fonts); the host that draws a window gives
/// it a measurer (``Window/textMeasurer``: `GestureWindow`'s `WindowApp` installs CairoCanvas'
/// Pango layouts), and every ``DrawingContext`` is one.
///
/// ```swift
/// let style = TextStyle(font: .body, lineBreakMode: .byWordWrapping, numberOfLines: 0)
/// let size = window.textMeasurer?.size(of: "Buy milk, bread and eggs", style: style, fittingWidth: 120)
/// ```
public protocol TextMeasuring: AnyObject {
    /// The size `text` takes laid out in `style`, its lines wrapped at `width` points (nil: as wide
    /// as the text needs): the widest line shown and the height of the lines shown, at most
    /// `style.numberOfLines` of them. Zero for empty text.
    func size(of text: String, style: TextStyle, fittingWidth width: Double?) -> Size
}

/// A rough measure for a window that no renderer draws (a unit test's): each character half an em
/// and a bit wide, each line 1.2 em high, lines wrapped by character count. Close enough for
/// layout logic, not for pixels.
final class EstimatedTextMeasurer: TextMeasuring, Sendable {
    static let shared = EstimatedTextMeasurer()

    /// Advance of an average Latin character in DejaVu Sans, in ems.
    static let advance = 0.55
    /// DejaVu Sans' line height, ascent plus descent, in ems.
    static let lineHeight = 1.2

    func size(of text: String, style: TextStyle, fittingWidth width: Double?) -> Size {
        let size = style.font.size.isFinite ? min(max(style.font.size, 0), Font.largestSize) : 0
        guard !text.isEmpty, size > 0 else { return .zero }
        let advance = Self.advance * size
        let perLine = width.map { max(1, Int(($0 / advance).rounded(.down))) } ?? Int.max
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var left = paragraph.count
            repeat {
                lines.append(min(left, perLine))
                left -= perLine
            } while left > 0
        }
        if style.numberOfLines > 0 { lines = Array(lines.prefix(style.numberOfLines)) }
        return Size(
            width: Double(lines.max() ?? 0) * advance, height: Double(lines.count) * Self.lineHeight * size)
    }
}
