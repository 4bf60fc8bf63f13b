/// A bitmap a view can draw. The engine only needs its size; the renderer that made it
/// (CairoCanvas) knows its pixels.
public protocol Image: AnyObject {
    /// The size in points.
    var size: Size { get }
}
