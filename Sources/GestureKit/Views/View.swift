/// A rectangular area of the window that draws content and receives touches, as UIKit's `UIView`.
///
/// Geometry follows UIKit: `bounds` is the view's own coordinate system, `center` places it in its
/// superview, and `transform` (scale, rotation) applies around the centre. Changing a visible
/// property marks the area it covered and covers as damaged, so only that part is redrawn.
///
/// ```swift
/// let image = ImageView(image: photo)
/// image.center = Point(x: 200, y: 200)
/// image.transform = AffineTransform(scale: 1.5)
/// root.addSubview(image)
/// ```
open class View: Responder {
    /// A stable name used by reports, traces and the inspector (e.g. `image1`).
    public var name: String? {
        didSet { for recognizer in gestureRecognizers { recognizer.cachedLabel = nil } }
    }

    // `bounds`, `center`, `transform` and `alpha` are computed over internal `…Storage` only
    // because assigning one clamps it (or ignores it) before the view reacts to the change.

    /// The view's own coordinate system: its origin and size in points, as UIKit's `bounds`.
    public var bounds: Rect {
        get { boundsStorage }
        set { if let bounds = geometryLimits.clamp(newValue) { boundsStorage = bounds } }
    }
    var boundsStorage: Rect {
        willSet { willChange(.bounds(bounds)) }
        didSet {
            didChangeGeometry()
            boundsDidChange(from: oldValue)
        }
    }

    /// Where the view's centre is, in its superview's coordinates.
    public var center: Point {
        get { centerStorage }
        set { if let center = geometryLimits.clamp(newValue) { centerStorage = center } }
    }
    var centerStorage: Point {
        willSet { willChange(.center(center)) }
        didSet { didMove() }
    }

    /// Scale, rotation and translation applied around the view's centre; hit testing and point
    /// conversion follow it.
    public var transform: AffineTransform {
        get { transformStorage }
        set { if let transform = geometryLimits.clamp(newValue) { transformStorage = transform } }
    }

    /// The ranges `bounds`, `center` and `transform` are kept in: what is assigned is clamped to
    /// them, and a value that is not finite (or a transform that flattens the view to a line) is
    /// ignored. Narrowing them clamps the view's current geometry at once.
    public var geometryLimits: GeometryLimits = .standard {
        didSet {
            (bounds, center, transform) = (bounds, center, transform)
        }
    }
    var transformStorage: AffineTransform = .identity {
        willSet { willChange(.transform(transform)) }
        didSet { didMove() }
    }

    /// Opacity, 0…1 (a value outside is clamped, one that is not a number ignored); a view below
    /// 0.01 is not hit-tested, as in UIKit.
    public var alpha: Double {
        get { alphaStorage }
        set { if !newValue.isNaN { alphaStorage = min(max(newValue, 0), 1) } }
    }
    var alphaStorage: Double = 1 {
        willSet { willChange(.alpha(alpha)) }
        didSet { didChangeAppearance() }
    }

    /// A hidden view is not drawn and not hit-tested, nor are its subviews.
    public var isHidden: Bool = false {
        willSet { invalidateArea() }
        didSet { didChangeAppearance() }
    }

    /// Whether touches may land on this view and its subviews (false passes them to the views below).
    public var isUserInteractionEnabled: Bool = true
    /// Whether touches landing on this view or its subviews carry predictions
    /// (``TouchEvent/predictedTouches(for:)``); off by default, as predictions are guesses a view
    /// must take care never to keep.
    public var wantsPredictedTouches = false
    /// Whether content and subviews are clipped to the bounds (rounded by `cornerRadius`).
    public var clipsToBounds = false { didSet { didChangeAppearance() } }
    /// The radius of the rounded corners of the background, border and clip, in points.
    public var cornerRadius: Double = 0 { didSet { didChangeAppearance() } }
    /// The border's width in points; the border is drawn over the content and subviews, as Core
    /// Animation draws it.
    public var borderWidth: Double = 0 { didSet { didChangeAppearance() } }
    /// The border's colour.
    public var borderColor: Color = .black { didSet { didChangeAppearance() } }
    /// The colour filling the bounds behind the content; nil draws none.
    public var backgroundColor: Color? { didSet { didChangeAppearance() } }
    /// How the view follows its superview's changes of size (see View+Layout); none by default.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a change of the bounds' size resizes the subviews by their masks.
    public var autoresizesSubviews = true
    var layoutState = LayoutState()
    /// What assistive technologies are told of this view (View+Accessibility); nil until an app says.
    var accessibility: AccessibilityProperties?

    /// The view this one is a subview of.
    public var superview: View? { parent }
    /// ``superview``'s storage. Unowned, not weak: the superview owns its subviews and clears this
    /// when it goes (a weak reference would send every retain of the view down the runtime's
    /// slow path). Internal, as every access to a public stored property is checked for
    /// exclusivity at run time, and hit-testing and arbitration walk up the tree on every event.
    private unowned var parent: View?
    /// Back to front.
    public private(set) var subviews: [View] = []
    /// The recognizers attached to this view, in the order they were added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Grows whenever the content changes, so renderers can tell a cached raster is stale.
    public internal(set) var contentVersion = 0

    /// A view occupying `frame` in its superview's coordinates.
    public init(frame: Rect = .zero) {
        let limits = GeometryLimits.standard
        self.boundsStorage = limits.clamp(Rect(origin: .zero, size: frame.size)) ?? .zero
        self.centerStorage = limits.clamp(frame.center) ?? .zero
        super.init()
    }

    deinit {
        // The unowned back references must not outlive this view.
        for subview in subviews { subview.parent = nil }
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }

    /// The bounding box in the superview's coordinates. Setting it, like UIKit, is meant for
    /// untransformed views: it sets `center` and the size of `bounds`.
    public var frame: Rect {
        get { transformToSuperview.apply(to: bounds) }
        set {
            bounds.size = newValue.size
            center = newValue.center
        }
    }

    /// The window this view is in, if any.
    public var window: Window? {
        var view = self
        while let parent = view.superview { view = parent }
        return view as? Window
    }

    open override var next: Responder? { superview }

    // MARK: Subviews

    /// Adds `view` in front of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Adds `view` at `index` in the back-to-front order of ``subviews``.
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.parent = self
        view.invalidateArea()
        didAddSubview(view)
    }

    /// Takes the view out of its superview and window; its recognizers are cancelled or fail.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        invalidateArea()
        window?.viewWillLeave(self)
        parent.subviews.removeAll { $0 === self }
        self.parent = nil
    }

    /// Moves a subview in front of its siblings (a photo being dragged).
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }), index != subviews.count - 1 else { return }
        subviews.remove(at: index)
        subviews.append(view)
        view.invalidateArea()
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }), index != 0 else { return }
        subviews.remove(at: index)
        subviews.insert(view, at: 0)
        view.invalidateArea()
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view named `name` in this subtree, this view included.
    public func view(named name: String) -> View? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.view(named: name) { return found }
        }
        return nil
    }

    // MARK: Gesture recognizers

    /// Attaches a recognizer (taking it from its previous view): it is offered the touches that land
    /// on this view or its subviews.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a recognizer; one in progress is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        window?.recognizerWillDetach(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    // MARK: Drawing

    /// Draws the view's own content in its bounds' coordinates. The default draws nothing;
    /// background, border, clipping and subviews are drawn by the renderer.
    open func draw(in context: DrawingContext) {}

    /// Lays out the subviews, as UIKit's: called by the layout pass once the view is marked
    /// (``setNeedsLayout()``, a new size, a new subview). The default does nothing; the masks
    /// have already moved the subviews by then.
    open func layoutSubviews() {}

    /// Marks the content as changed, so the view is drawn again on the next frame.
    public func setNeedsDisplay() {
        contentVersion &+= 1
        invalidateArea()
    }

    // MARK: Hit testing

    /// Whether a point in the view's coordinates is inside it: the view's hit shape, which hit
    /// testing asks (after undoing the view's transform, so it scales and turns with the view).
    /// Override it for a shape other than the bounds, as in UIKit:
    ///
    /// ```swift
    /// final class Disc: View {
    ///     override func point(inside point: Point) -> Bool {
    ///         point.distance(to: bounds.center) <= bounds.width / 2
    ///     }
    /// }
    /// ```
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost view under `point` (in this view's coordinates) that takes touches, as UIKit:
    /// hidden, transparent or non-interactive views and everything outside `point(inside:)` are skipped.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        // Front to back, without retaining every subview on the way.
        let subviews = self.subviews
        for index in subviews.indices.reversed() {
            if let hit = subviews.withBorrowed(at: index, { $0.hitTest($0.convertFromSuperview(point)) }) { return hit }
        }
        return self
    }

    // MARK: Coordinates

    /// Maps this view's coordinates into its superview's: around the centre of `bounds`, apply
    /// `transform`, then move to `center`.
    public var transformToSuperview: AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps this view's coordinates into the window's (the root of its tree).
    public var transformToWindow: AffineTransform {
        var result = AffineTransform.identity
        var view = self
        while let parent = view.superview {
            result = result.concatenating(view.transformToSuperview)
            view = parent
        }
        return result
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = transformToWindow.apply(to: point)
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        convertFromWindow(view?.transformToWindow.apply(to: point) ?? point)
    }

    /// Converts a displacement (a translation, a velocity) from the window's coordinates to this view's.
    public func convertFromWindow(_ vector: Vector) -> Vector {
        transformToWindow.inverted?.apply(to: vector) ?? vector
    }

    func convertFromWindow(_ point: Point) -> Point {
        transformToWindow.inverted?.apply(to: point) ?? point
    }

    func convertFromSuperview(_ point: Point) -> Point {
        // Most views are only moved, not scaled or turned: hit testing asks this of every view.
        if transform.isIdentity {
            return Point(x: point.x - center.x + bounds.midX, y: point.y - center.y + bounds.midY)
        }
        return transformToSuperview.inverted?.apply(to: point) ?? point
    }

    /// The area this view and its subviews may paint, in window coordinates.
    public var paintedAreaInWindow: Rect {
        paintedArea(in: transformToWindow)
    }

    private func paintedArea(in toWindow: AffineTransform) -> Rect {
        guard !isHidden else { return .zero }
        let radius = min(max(cornerRadius, 0), bounds.width / 2, bounds.height / 2)
        if clipsToBounds, radius > 0 {
            return Self.roundedArea(of: bounds, radius: radius, outset: borderWidth, in: toWindow)
        }
        var area = toWindow.apply(to: bounds.insetBy(-borderWidth))
        if !clipsToBounds {
            for subview in subviews {
                area = area.union(subview.paintedArea(in: subview.transformToSuperview.concatenating(toWindow)))
            }
        }
        return area
    }

    /// Where a rounded rectangle (`rect` with corners of `radius`, grown by `outset` all
    /// round) lands under `transform`: the box of its straight part, plus the box of a corner's
    /// circle turned into an ellipse. A clipped view paints nothing outside its rounded bounds,
    /// so a round photo turned 45° damages its circle's box, half the area of its bounds' box.
    private static func roundedArea(of rect: Rect, radius: Double, outset: Double, in transform: AffineTransform)
        -> Rect
    {
        let straight = transform.apply(to: rect.insetBy(radius))
        let reach = radius + outset
        let dx = reach * (transform.a * transform.a + transform.c * transform.c).squareRoot()
        let dy = reach * (transform.b * transform.b + transform.d * transform.d).squareRoot()
        let rounded = Rect(
            x: straight.minX - dx, y: straight.minY - dy, width: straight.width + 2 * dx,
            height: straight.height + 2 * dy)
        // Never more than the bounds' own box (the same when not turned).
        return rounded.intersection(transform.apply(to: rect.insetBy(-outset)))
    }
}

extension View: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(name ?? "unnamed"), center: \(center), bounds: \(bounds.size))"
    }
}
