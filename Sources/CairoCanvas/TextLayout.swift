import CPangoCairo
import GestureKit

/// One piece of text laid out by Pango (a `PangoLayout`, released in `deinit`): wrapped at a
/// width, as many lines as its style and a height allow, cut short as its style says.
///
/// Laid out once in points with unhinted metrics and unrounded positions, so where lines break
/// and how wide they are do not depend on the scale the text is drawn at; Cairo makes the glyphs
/// at the device size when the layout is shown.
final class TextLayout {
    /// Widths and heights past this many points are taken as unlimited: Pango's units are
    /// 1/1024 point in 32 bits, so a million points is about half what they hold.
    static let largestExtent = 1_000_000.0

    let layout: OpaquePointer
    /// The widest line shown and the lines' height, in points.
    let size: Size
    /// The width the lines are lined up in; nil when the text is as wide as it needs.
    private let width: Double?
    /// The side of the rectangle a layout without a width goes to.
    private let side: TextAlignment

    /// `text` laid out in `style` within `width` and `height` points (nil: unlimited) by `context`;
    /// nil for a font size that is not a positive number.
    init?(_ text: String, style: TextStyle, width: Double?, height: Double?, context: OpaquePointer) {
        guard let font = FontDescription(style.font), let layout = pango_layout_new(context) else { return nil }
        self.layout = layout
        let width = width.flatMap { $0 >= 0 && $0 <= Self.largestExtent ? $0 : nil }
        self.width = width
        pango_layout_set_font_description(layout, font.pointer)
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if let width { pango_layout_set_width(layout, Self.units(width)) }
        let ellipsis = Self.ellipsis(for: style.lineBreakMode)
        if width != nil, ellipsis != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, ellipsis)
            // A negative height limits the lines of each paragraph; `limitLines` limits them all.
            pango_layout_set_height(layout, style.numberOfLines > 0 ? -Int32(clamping: style.numberOfLines) : Int32.max)
        }
        // The direction is read from a first layout, only where it matters.
        let rightToLeft =
            (style.alignment == .left || style.alignment == .right || (width == nil && style.alignment == .natural))
            && Self.startsRightToLeft(layout)
        pango_layout_set_alignment(layout, Self.placement(of: style.alignment, rightToLeft: rightToLeft))
        side = style.alignment == .natural ? (rightToLeft ? .right : .left) : style.alignment
        Self.limitLines(
            of: layout, text: text, to: style.numberOfLines, height: height,
            ellipsizes: width != nil && ellipsis != PANGO_ELLIPSIZE_NONE)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        size = Size(width: Self.points(logical.width), height: Self.points(logical.height))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Where the layout's top left goes for its lines to sit in `rect`: centred vertically, and
    /// lined up horizontally by Pango in the width, or here when the text had no width.
    func origin(in rect: Rect) -> Point {
        let y = rect.midY - size.height / 2
        guard width == nil else { return Point(x: rect.minX, y: y) }
        switch side {
        case .center: return Point(x: rect.midX - size.width / 2, y: y)
        case .right: return Point(x: rect.maxX - size.width, y: y)
        case .left, .natural: return Point(x: rect.minX, y: y)
        }
    }

    /// Draws the lines in `cairo`'s source with their top left at `origin` (user space).
    func show(in cairo: OpaquePointer, at origin: Point) {
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
    }

    /// Adds the glyphs' outlines to `cairo`'s path, the layout's top left at `origin`.
    func addOutlines(to cairo: OpaquePointer, at origin: Point) {
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_layout_path(cairo, layout)
    }

    // MARK: Laying out

    private static func units(_ points: Double) -> Int32 {
        Int32((points * Double(PANGO_SCALE)).rounded())
    }

    private static func points(_ units: Int32) -> Double {
        Double(units) / Double(PANGO_SCALE)
    }

    private static func ellipsis(for mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byWordWrapping, .byCharWrapping: PANGO_ELLIPSIZE_NONE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        }
    }

    /// Whether the first paragraph reads right to left (its first letter with a direction does).
    private static func startsRightToLeft(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }

    /// Pango's alignment for `alignment`. Pango turns left and right around for a paragraph that
    /// reads right to left (its "left" is where lines start), which is `natural`; UIKit's left
    /// and right are the sides of the rectangle.
    private static func placement(of alignment: TextAlignment, rightToLeft: Bool) -> PangoAlignment {
        switch alignment {
        case .natural: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .left: rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    /// Keeps the lines that are allowed (`numberOfLines`, 0 for any) and fit `height` (at least
    /// one): an ellipsizing layout ends its last line with the ellipsis, any other drops the text
    /// after it.
    private static func limitLines(
        of layout: OpaquePointer, text: String, to numberOfLines: Int, height: Double?, ellipsizes: Bool
    ) {
        let bottoms = lineBottoms(of: layout)
        let allowed = numberOfLines > 0 ? numberOfLines : Int.max
        let heightUnits = height.flatMap { $0 >= 0 && $0 <= largestExtent ? units($0) : nil } ?? Int32.max
        let shown = max(1, bottoms.enumerated().prefix { $0.offset < allowed && $0.element <= heightUnits }.count)
        guard shown < bottoms.count else { return }
        if ellipsizes {
            pango_layout_set_height(layout, bottoms[shown - 1])
        } else if let line = pango_layout_get_line_readonly(layout, Int32(shown - 1)) {
            let end = Int(line.pointee.start_index) + Int(line.pointee.length)
            let bytes = Array(text.utf8.prefix(end))
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(end)) }
            }
        }
    }

    /// The bottom of each line, from the layout's top, in Pango units.
    private static func lineBottoms(of layout: OpaquePointer) -> [Int32] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var bottoms: [Int32] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            bottoms.append(logical.y + logical.height)
        } while pango_layout_iter_next_line(iterator) != 0
        return bottoms
    }
}
