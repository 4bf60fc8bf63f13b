import CPangoCairo
import GestureKit
import HostSystem

/// Text laid out by Pango, for drawing and for measuring: one font map and Pango context, and the
/// layouts used last, kept by text, style and size so that a label is not laid out again on
/// every frame it is drawn.
///
/// Pango's objects are not thread-safe and tests render on several threads at once, so every use
/// goes through one lock (uncontended in the app, which draws on one thread). A host installs
/// ``shared`` as its window's text measurer, so labels measure as they are drawn:
///
/// ```swift
/// window.textMeasurer = TextLayouts.shared
/// label.numberOfLines = 0
/// let size = label.sizeThatFits(Size(width: 200, height: .infinity))
/// ```
public final class TextLayouts: TextMeasuring, Sendable {
    /// The layouts every drawing context uses unless given others.
    public static let shared = TextLayouts()

    private let engine: Locked<TextEngine>

    /// Layouts of their own, with a font map of their own (the first text costs tens of milliseconds
    /// while fontconfig's choices are made for it).
    init() {
        engine = Locked(TextEngine())
    }

    /// The size `text` takes laid out in `style` within `width` points (nil: unlimited): the
    /// widest line shown and the lines' height, the same at every scale it is drawn at.
    public func size(of text: String, style: TextStyle, fittingWidth width: Double?) -> Size {
        guard !text.isEmpty else { return .zero }
        let key = TextEngine.Key(text: text, style: style, width: width, height: nil)
        return engine.withLock { $0.layout(for: key)?.size } ?? .zero
    }

    /// Runs `body` on the layout of `text` in `style` drawn in `rect` (its width wraps the lines,
    /// its height limits them), while no other thread uses Pango; nothing for empty text or a
    /// font size that is not a positive number.
    func withLayout(of text: String, style: TextStyle, in rect: Rect, _ body: (TextLayout) -> Void) {
        guard !text.isEmpty else { return }
        engine.withLock { engine in
            // The layout measured for the width serves when its lines fit the height, as a label
            // sized to its text does.
            let anyHeight = TextEngine.Key(text: text, style: style, width: rect.width, height: nil)
            guard let whole = engine.layout(for: anyHeight) else { return }
            if whole.size.height <= rect.height {
                body(whole)
            } else if let cut = engine.layout(
                for: TextEngine.Key(text: text, style: style, width: rect.width, height: rect.height))
            {
                body(cut)
            }
        }
    }

    /// How many layouts have been made (not found among those kept).
    var layoutsMade: Int {
        engine.withLock { $0.made }
    }
}

/// What ``TextLayouts`` guards: the Pango objects and the layouts kept.
final class TextEngine {
    /// Text, style and the size it is laid out in.
    struct Key: Hashable {
        let text: String
        let style: TextStyle
        /// Nil when unlimited or not a usable number.
        let width: Double?
        let height: Double?

        init(text: String, style: TextStyle, width: Double?, height: Double?) {
            self.text = text
            self.style = style
            self.width = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            self.height = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }

    /// Layouts kept per generation: the latest used, and those used in the generation before,
    /// which are kept on when used again. At most twice this many live at once.
    static let generationSize = 256

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private var recent: [Key: TextLayout] = [:]
    private var older: [Key: TextLayout] = [:]
    private(set) var made = 0

    init() {
        // A font map of our own: the default one belongs to the thread that first asks for it.
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        // Unhinted metrics and unrounded positions: text measures the same at every scale, so
        // layout done in points does not shift when the window moves to another output. Unhinted
        // outlines (as UIKit draws them): a glyph keeps its shape at every scale and turn, and
        // matches its outline drawn far past the window (fontconfig's slight hinting put ink
        // 0.8 pixel off it at 34 pixels).
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        recent.removeAll()
        older.removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The layout for `key`, kept or made now; nil for a font size that is not a positive number.
    func layout(for key: Key) -> TextLayout? {
        if let kept = recent[key] { return kept }
        if let kept = older.removeValue(forKey: key) {
            keep(kept, for: key)
            return kept
        }
        guard
            let layout = TextLayout(key.text, style: key.style, width: key.width, height: key.height, context: context)
        else { return nil }
        made += 1
        keep(layout, for: key)
        return layout
    }

    private func keep(_ layout: TextLayout, for key: Key) {
        if recent.count >= Self.generationSize {
            older = recent
            recent = [:]
        }
        recent[key] = layout
    }
}
