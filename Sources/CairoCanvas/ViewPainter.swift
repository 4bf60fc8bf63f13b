import CCairo
import GestureKit

/// The layers of one view, each drawn in the view's bounds coordinates, in Core Animation's
/// order: background and content below the subviews, the border above them.
///
/// Kept apart from the ``Renderer``'s composition (transform, alpha, subviews) so that the
/// renderer and the raster of a moving view (``ViewRaster``) draw a view's layers the same way.
enum ViewPainter {
    /// Background and content, clipped to the rounded bounds when the view clips, then
    /// `subviews` (inside the same clip), then the border on top: one view's whole stack in its
    /// bounds' coordinates, alpha aside.
    static func drawLayers(
        of view: View, in context: CairoDrawingContext, includingBackground: Bool = true,
        subviews drawSubviews: () -> Void = {}
    ) {
        let cairo = context.cairo
        if view.clipsToBounds {
            cairo_save(cairo)
            context.addRoundedRect(view.bounds, cornerRadius: view.cornerRadius)
            cairo_clip(cairo)
        }
        drawContent(of: view, in: context, includingBackground: includingBackground)
        context.opacity = 1
        drawSubviews()
        if view.clipsToBounds {
            cairo_restore(cairo)
        }
        drawBorder(of: view, in: context)
    }

    /// The view's own pixels: its background (rounded by `cornerRadius`) and whatever its
    /// `draw(in:)` draws.
    static func drawContent(of view: View, in context: CairoDrawingContext, includingBackground: Bool = true) {
        if includingBackground, let background = view.backgroundColor, background.alpha > 0 {
            context.fill(view.bounds, cornerRadius: view.cornerRadius, with: background)
        }
        view.draw(in: context)
    }

    /// The border as `CALayer` draws it: a band `borderWidth` wide inside the bounds' edge,
    /// following the rounded corners, on top of the content and the subviews.
    static func drawBorder(of view: View, in context: CairoDrawingContext) {
        let bounds = view.bounds
        guard view.borderWidth > 0, view.borderColor.alpha > 0, !bounds.isEmpty else { return }
        let outerRadius = CairoDrawingContext.effectiveCornerRadius(view.cornerRadius, in: bounds)
        let width = min(view.borderWidth, bounds.width / 2, bounds.height / 2)
        context.addRoundedRect(bounds, cornerRadius: outerRadius)
        // The inner edge runs parallel to the outer one, so its corners shrink by the width.
        context.addRoundedRect(bounds.insetBy(width), cornerRadius: max(0, outerRadius - width))
        cairo_set_fill_rule(context.cairo, CAIRO_FILL_RULE_EVEN_ODD)
        context.fillPath(with: view.borderColor)
        cairo_set_fill_rule(context.cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Whether the view's alpha must apply to its layers composited together, as Core
    /// Animation's group opacity does: otherwise a translucent view's subviews, border or
    /// content would let its own background (or each other) show through. A view with one
    /// layer takes its alpha directly, which saves an offscreen surface.
    static func needsGroupOpacity(_ view: View) -> Bool {
        if view.borderWidth > 0 && view.borderColor.alpha > 0 { return true }
        if let background = view.backgroundColor, background.alpha > 0 { return true }
        return view.subviews.contains { Renderer.isVisible($0) }
    }
}
