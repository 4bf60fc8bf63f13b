/// A view property that can animate, holding the value it animates from.
enum AnimatableProperty {
    case center(Point)
    case bounds(Rect)
    case transform(AffineTransform)
    case alpha(Double)

    /// Identifies the property regardless of its value.
    var key: Int {
        switch self {
        case .center: 0
        case .bounds: 1
        case .transform: 2
        case .alpha: 3
        }
    }
}

/// Animates view properties, as UIKit's `UIView.animate(withDuration:…)`: the changes made inside
/// the block become animations from the old values to the new ones.
///
/// Time comes from the window's ``Scheduler``; the display loop calls ``step()`` once per frame
/// (replay does the same at its frame rate). Setting an animating property directly stops its
/// animation where it is, so a finger can catch a gliding image.
///
/// ```swift
/// window.animator.animate(duration: 0.4, curve: .easeOut) {
///     image.center = target
/// }
/// ```
public final class Animator {
    private struct Animation {
        /// Weak: a view freed mid-animation (its scene switched away) simply stops animating.
        weak var view: View?
        let from: AnimatableProperty
        let to: AnimatableProperty
        let start: Double
        let duration: Double
        let curve: AnimationCurve
        let group: Int
    }

    private let scheduler: Scheduler
    // Unchecked: the window asks whether anything animates on every input event, and no access
    // to the list calls out while it lasts.
    @exclusivity(unchecked) private var animations: [Animation] = []
    private var capture: [(view: View, from: AnimatableProperty)]?
    private var isStepping = false
    private var completions: [Int: (Bool) -> Void] = [:]
    private var nextGroup = 0

    init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    /// Whether animations jump to their end (a person who asked for reduced motion, as UIKit's
    /// `isReduceMotionEnabled`): ``animate(duration:curve:_:completion:)`` then makes its changes
    /// at once, as with a duration of 0, so a glide or an animated reset lands where it would end.
    public var reducesMotion = false

    /// Whether anything is animating (the display loop keeps asking for frames while it is).
    public var isAnimating: Bool { !animations.isEmpty }

    /// Animates every change `changes` makes to the center, bounds, transform or alpha of views in
    /// this window. `completion` gets true when the animations ran to their end, false when stopped.
    public func animate(
        duration: Double, curve: AnimationCurve = .easeInOut, _ changes: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let outer = capture
        capture = []
        changes()
        let captured = capture ?? []
        capture = outer
        nextGroup += 1
        var added = false
        for (view, from) in captured {
            let to = Self.currentValue(of: from, in: view)
            guard duration > 0, !reducesMotion, !Self.same(from, to) else { continue }
            // Earlier animations of the same property give way to the new one.
            animations.removeAll { $0.view === view && $0.to.key == from.key }
            animations.append(
                Animation(
                    view: view, from: from, to: to, start: scheduler.now, duration: duration, curve: curve,
                    group: nextGroup))
            isStepping = true
            Self.apply(from, to: view)
            isStepping = false
            added = true
        }
        if let completion {
            if added { completions[nextGroup] = completion } else { completion(true) }
        }
    }

    /// Moves every animation to the scheduler's current time; finished ones are removed.
    public func step() {
        let now = scheduler.now
        isStepping = true
        var finishedGroups = Set<Int>()
        for animation in animations {
            let fraction = animation.duration > 0 ? (now - animation.start) / animation.duration : 1
            let progress = animation.curve.progress(at: fraction)
            guard let view = animation.view else { continue }
            Self.apply(Self.interpolate(animation.from, animation.to, progress), to: view)
            if fraction >= 1 { finishedGroups.insert(animation.group) }
        }
        isStepping = false
        animations.removeAll { now - $0.start >= $0.duration || $0.view == nil }
        for group in finishedGroups where !animations.contains(where: { $0.group == group }) {
            completions.removeValue(forKey: group)?(true)
        }
    }

    /// Jumps every animation to its end, as if its time had run out (before a final report).
    public func finishAll() {
        let finishing = animations
        animations.removeAll()
        isStepping = true
        for animation in finishing {
            if let view = animation.view { Self.apply(animation.to, to: view) }
        }
        isStepping = false
        for group in Set(finishing.map(\.group)) { completions.removeValue(forKey: group)?(true) }
    }

    /// Stops the animations of `view` where they are now.
    public func stopAnimations(of view: View) {
        let stopped = animations.filter { $0.view === view }
        animations.removeAll { $0.view === view }
        finishStopped(stopped)
    }

    /// Whether `view` has an animation running.
    public func isAnimating(_ view: View) -> Bool {
        animations.contains { $0.view === view }
    }

    /// Called by views before a property changes.
    func viewWillChange(_ view: View, from value: AnimatableProperty) {
        if capture != nil {
            if !capture!.contains(where: { $0.view === view && $0.from.key == value.key }) {
                capture!.append((view, value))
            }
        } else if !isStepping {
            let stopped = animations.filter { $0.view === view && $0.from.key == value.key }
            guard !stopped.isEmpty else { return }
            animations.removeAll { $0.view === view && $0.from.key == value.key }
            finishStopped(stopped)
        }
    }

    private func finishStopped(_ stopped: [Animation]) {
        for group in Set(stopped.map(\.group)) where !animations.contains(where: { $0.group == group }) {
            completions.removeValue(forKey: group)?(false)
        }
    }

    private static func currentValue(of property: AnimatableProperty, in view: View) -> AnimatableProperty {
        switch property {
        case .center: .center(view.center)
        case .bounds: .bounds(view.bounds)
        case .transform: .transform(view.transform)
        case .alpha: .alpha(view.alpha)
        }
    }

    private static func same(_ lhs: AnimatableProperty, _ rhs: AnimatableProperty) -> Bool {
        switch (lhs, rhs) {
        case (.center(let a), .center(let b)): a == b
        case (.bounds(let a), .bounds(let b)): a == b
        case (.transform(let a), .transform(let b)): a == b
        case (.alpha(let a), .alpha(let b)): a == b
        default: false
        }
    }

    private static func apply(_ value: AnimatableProperty, to view: View) {
        switch value {
        case .center(let point): view.center = point
        case .bounds(let rect): view.bounds = rect
        case .transform(let transform): view.transform = transform
        case .alpha(let alpha): view.alpha = alpha
        }
    }

    private static func interpolate(_ from: AnimatableProperty, _ to: AnimatableProperty, _ t: Double)
        -> AnimatableProperty
    {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (from, to) {
        case (.center(let a), .center(let b)):
            return .center(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.bounds(let a), .bounds(let b)):
            return .bounds(
                Rect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            // Scale and angle animate separately, so a rotation turns instead of squashing.
            var turn = b.rotation - a.rotation
            if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
            let value = AffineTransform(scale: mix(a.scale, b.scale))
                .rotated(by: a.rotation + turn * t)
            return .transform(
                AffineTransform(
                    a: value.a, b: value.b, c: value.c, d: value.d,
                    tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.alpha(let a), .alpha(let b)):
            return .alpha(mix(a, b))
        default:
            return to
        }
    }
}
