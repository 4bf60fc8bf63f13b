/// Laying views out, as UIKit does: a view whose size changes resizes its subviews by their
/// ``View/autoresizingMask`` at once and is marked for layout; a layout pass
/// (``View/layoutIfNeeded()``, which the window host runs before drawing and on resize) calls
/// ``View/layoutSubviews()`` once on every marked view, parents before children.
///
/// ```swift
/// final class Board: View {
///     let toolbar = View()
///     override func layoutSubviews() {
///         toolbar.frame = Rect(x: 0, y: bounds.height - 44, width: bounds.width, height: 44)
///     }
/// }
/// board.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // follows the window's size
/// ```
extension View {
    /// Which parts of a view's frame stretch when its superview's size changes, as UIKit's
    /// `UIView.AutoresizingMask`: the change is shared among the flexible parts in proportion
    /// to their sizes; an empty mask keeps the frame as it is, pinned to the top left.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// A mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The space to the left grows and shrinks.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the right grows and shrinks.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space above grows and shrinks.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space below grows and shrinks.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Marks the view for layout: the next layout pass calls its ``layoutSubviews()``.
    public func setNeedsLayout() {
        layoutState.needsLayout = true
        markAncestorsForLayout()
    }

    /// The layout pass over this view and its subviews: every marked view's ``layoutSubviews()``
    /// runs once, a view before its subviews, so each lays out with the size its superview just
    /// gave it. Views marked again during the pass wait for the next one.
    public func layoutIfNeeded() {
        guard layoutState.needsLayout || layoutState.subtreeNeedsLayout else { return }
        if layoutState.needsLayout {
            layoutState.needsLayout = false
            layoutSubviews()
        }
        layoutState.subtreeNeedsLayout = false
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The bounds changed from `old`: a new size resizes the subviews by their masks and marks
    /// the view for layout.
    func boundsDidChange(from old: Rect) {
        guard old.size != bounds.size else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.autoresize(from: old.size, to: bounds.size) }
        }
        setNeedsLayout()
    }

    /// `view` joined this view: both are laid out at the next pass (a new view for the first time).
    func didAddSubview(_ view: View) {
        if view.layoutState.needsLayout || view.layoutState.subtreeNeedsLayout { markAncestorsForLayout(of: view) }
        setNeedsLayout()
    }

    private func markAncestorsForLayout(of view: View? = nil) {
        var ancestor = (view ?? self).superview
        while let current = ancestor, !current.layoutState.subtreeNeedsLayout {
            current.layoutState.subtreeNeedsLayout = true
            ancestor = current.superview
        }
    }

    /// Moves and sizes the view by its mask for its superview's change of size (untransformed
    /// geometry: the centre and the bounds' size).
    private func autoresize(from old: Size, to new: Size) {
        guard !autoresizingMask.isEmpty else { return }
        let mask = autoresizingMask
        let (x, width) = Self.share(
            new.width - old.width, start: center.x - bounds.width / 2, length: bounds.width, in: old.width,
            flexible: [
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin),
            ])
        let (y, height) = Self.share(
            new.height - old.height, start: center.y - bounds.height / 2, length: bounds.height, in: old.height,
            flexible: [
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin),
            ])
        bounds.size = Size(width: width, height: height)
        center = Point(x: x + width / 2, y: y + height / 2)
    }

    /// One axis: the new start and length of a span from `start` of `length` in `extent`, when
    /// the extent grows by `change`, shared among the flexible parts (leading margin, length,
    /// trailing margin) in proportion to their sizes, or equally when they are all empty.
    private static func share(
        _ change: Double, start: Double, length: Double, in extent: Double, flexible chosen: [Bool]
    ) -> (start: Double, length: Double) {
        let parts = [start, length, extent - start - length].map { max(0, $0) }
        let count = chosen.filter { $0 }.count
        guard count > 0 else { return (start, length) }
        let total = zip(parts, chosen).reduce(0.0) { $0 + ($1.1 ? $1.0 : 0) }
        func portion(_ index: Int) -> Double {
            guard chosen[index] else { return 0 }
            return total > 0 ? change * parts[index] / total : change / Double(count)
        }
        return (start + portion(0), max(0, length + portion(1)))
    }
}

/// What a view's layout is waiting for.
struct LayoutState {
    /// The view's own ``View/layoutSubviews()`` is due (a new view's first layout too).
    var needsLayout = true
    /// A view below it is due: the pass walks down to it.
    var subtreeNeedsLayout = false
}
