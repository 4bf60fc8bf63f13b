@testable import GestureKit

extension View {
    /// Gives the view `transform` as it is, past its `geometryLimits` (which keep any one view
    /// within a thousandfold, and refuse what is not finite). The renderer still meets such
    /// matrices: views nested inside each other multiply their transforms, so a chain of views
    /// each within its limits reaches any scale, and past about fifty of them an infinity. One
    /// view stands in for such a chain here.
    func setUnlimitedTransform(_ transform: AffineTransform) {
        transformStorage = transform
    }

    /// Puts the view's centre at `center` as it is, past its `geometryLimits` (a million points):
    /// where a view scaled as above must sit for a chosen point of it to cover the window.
    func setUnlimitedCenter(_ center: Point) {
        centerStorage = center
    }
}
