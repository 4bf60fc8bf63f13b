import GestureKit
import RealModule

/// What a photo does when fingers let go of it, and the way back home.
extension PhotosScene {
    /// Seconds a settling photo takes to turn or spring into place: quick enough to feel like
    /// part of the release, slow enough to be seen.
    static let settleDuration = 0.25
    /// Seconds the photos take to go home in a kiosk nobody has touched for a while.
    static let homecomingDuration = 1.2

    /// After fingers let go of a photo (a pan let go at rest, a pinch or rotation ending): a
    /// rotation within the photo's snap angle of a multiple of 90° turns onto it, a scale outside
    /// its limits springs back to the nearest limit, and a photo let go past an edge springs back
    /// inside the window, as the seed clamps every release: it can always be grabbed again.
    func settle(_ photo: PhotoView) {
        let transform = photo.transform
        var rotation = transform.rotation
        if let snap = photo.spec.rotationSnap {
            let quarter = Double.pi / 2
            let nearest = (rotation / quarter).rounded() * quarter
            if abs(rotation - nearest) <= snap { rotation = nearest }
        }
        let scale = photo.spec.scaleLimits.clamp(transform.scale)
        let settled = AffineTransform(rotationAngle: rotation).scaledBy(x: scale, y: scale)
        let center = clamped(photo.center, for: photo)
        guard !settled.isClose(to: transform) || center.distance(to: photo.center) > 0.5 else { return }
        root.window?.animator.animate(duration: Self.settleDuration, curve: .easeOut) {
            photo.transform = settled
            photo.center = center
        }
    }

    /// Scales `photo` by `factor` (keys, Ctrl+wheel), within its limits: no release follows to
    /// spring it back.
    func zoom(_ photo: PhotoView, by factor: Double) {
        let scale = photo.spec.scaleLimits.clamp(photo.transform.scale * factor)
        let ratio = scale / photo.transform.scale
        photo.transform = photo.transform.scaledBy(x: ratio, y: ratio)
    }

    /// Every photo back to its home, untransformed and opaque, animated; the keyboard's focus
    /// goes too. Photos under a finger stay where they are.
    public func returnHome() {
        let held = Set(
            (root.window?.activeTouches ?? []).compactMap { touch in
                touch.view.flatMap { view in photos.firstIndex { view === $0 || view.isDescendant(of: $0) } }
            })
        focus(nil)
        root.window?.animator.animate(duration: Self.homecomingDuration, curve: .easeInOut) {
            for (index, photo) in photos.enumerated() where !held.contains(index) {
                photo.center = clamped(photo.home, for: photo)
                photo.resetAppearance()
            }
        }
        if held.isEmpty { hasBeenArranged = false }
    }
}

extension ClosedRange<Double> {
    /// `value` moved into the range.
    fileprivate func clamp(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}

extension AffineTransform {
    /// Whether the two differ by less than a pixel could show.
    fileprivate func isClose(to other: AffineTransform) -> Bool {
        [a - other.a, b - other.b, c - other.c, d - other.d].allSatisfy { abs($0) < 1e-4 }
    }
}
