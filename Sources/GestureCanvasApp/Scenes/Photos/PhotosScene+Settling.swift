import GestureKit
import RealModule

/// What a photo does when fingers let go of it, and the way back home.
extension PhotosScene {
    /// Seconds a settling photo takes to turn or spring into place: quick enough to feel like
    /// part of the release, slow enough to be seen.
    static let settleDuration = 0.25
    /// Seconds the photos take to go home in a kiosk nobody has touched for a while.
    static let homecomingDuration = 1.2

    /// After a pinch or rotation ends: a rotation within the photo's snap angle of a multiple of
    /// 90° turns onto it, and a scale outside its limits springs back to the nearest limit.
    func settle(_ photo: PhotoView) {
        let transform = photo.transform
        var rotation = transform.rotation
        var scale = transform.scale
        if let snap = photo.spec.rotationSnap {
            let quarter = Double.pi / 2
            let nearest = (rotation / quarter).rounded() * quarter
            if abs(rotation - nearest) <= snap { rotation = nearest }
        }
        if let limits = photo.spec.scaleLimits { scale = min(max(scale, limits.lowerBound), limits.upperBound) }
        let settled = AffineTransform(rotationAngle: rotation).scaledBy(x: scale, y: scale)
        guard !settled.isClose(to: transform) else { return }
        root.window?.animator.animate(duration: Self.settleDuration, curve: .easeOut) { photo.transform = settled }
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

extension AffineTransform {
    /// Whether the two differ by less than a pixel could show.
    fileprivate func isClose(to other: AffineTransform) -> Bool {
        [a - other.a, b - other.b, c - other.c, d - other.d].allSatisfy { abs($0) < 1e-4 }
    }
}
