import GestureKit
import GestureKitTesting
import Testing

/// Views lay out as UIKit's do: masks on a change of size, `layoutSubviews` once per pass.
@Suite struct LayoutTests {
    /// Counts its layout passes and puts a bar along its bottom in each.
    final class Board: View {
        private(set) var passes: [Size] = []
        let bar = View()

        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(bar)
        }

        override func layoutSubviews() {
            passes.append(bounds.size)
            bar.frame = Rect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)
        }
    }

    @Test func aResizedWindowLaysOutItsSubviewsByTheirMasks() {
        let window = Window(size: Size(width: 400, height: 300))
        func add(_ frame: Rect, _ mask: View.AutoresizingMask) -> View {
            let view = View(frame: frame)
            view.autoresizingMask = mask
            window.addSubview(view)
            return view
        }
        let fill = add(Rect(x: 0, y: 0, width: 400, height: 300), [.flexibleWidth, .flexibleHeight])
        let footer = add(Rect(x: 0, y: 260, width: 400, height: 40), [.flexibleWidth, .flexibleTopMargin])
        let corner = add(
            Rect(x: 350, y: 10, width: 40, height: 40), [.flexibleLeftMargin, .flexibleBottomMargin])
        // Margins of 100 and 200 on the left and right: the change is shared 1 to 2.
        let centred = add(
            Rect(x: 100, y: 100, width: 100, height: 100),
            [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        let pinned = add(Rect(x: 20, y: 20, width: 50, height: 50), [])

        window.frame = Rect(x: 0, y: 0, width: 700, height: 500)

        #expect(fill.frame == Rect(x: 0, y: 0, width: 700, height: 500))
        #expect(footer.frame == Rect(x: 0, y: 460, width: 700, height: 40))
        #expect(corner.frame == Rect(x: 650, y: 10, width: 40, height: 40))
        #expect(centred.frame == Rect(x: 200, y: 200, width: 100, height: 100))
        #expect(pinned.frame == Rect(x: 20, y: 20, width: 50, height: 50))
    }

    @Test func layoutSubviewsRunsOncePerPassParentsFirst() {
        let window = Window(size: Size(width: 400, height: 300))
        let board = Board(frame: window.bounds)
        board.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(board)
        _ = window.takeDamage()
        #expect(board.passes == [Size(width: 400, height: 300)], "laid out once when it first shows")
        #expect(board.bar.frame == Rect(x: 0, y: 260, width: 400, height: 40))

        // Three sizes and a request between two passes: one layout, at the last size.
        window.frame = Rect(x: 0, y: 0, width: 500, height: 300)
        window.frame = Rect(x: 0, y: 0, width: 600, height: 350)
        board.setNeedsLayout()
        window.frame = Rect(x: 0, y: 0, width: 640, height: 480)
        #expect(board.passes.count == 1, "nothing is laid out before the pass")
        _ = window.takeDamage()
        #expect(board.passes == [Size(width: 400, height: 300), Size(width: 640, height: 480)])
        #expect(board.bar.frame == Rect(x: 0, y: 440, width: 640, height: 40))
        window.layoutIfNeeded()
        #expect(board.passes.count == 2, "a pass with nothing marked lays nothing out")
    }

    @Test func aViewSizedByItsSuperviewsLayoutLaysOutInTheSamePass() {
        let window = Window(size: Size(width: 400, height: 300))
        let outer = Board(frame: window.bounds)
        let inner = Board(frame: .zero)
        outer.bar.addSubview(inner)
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(outer)
        window.layoutIfNeeded()
        // The outer board sized its bar, whose mask sized the inner board, laid out after it.
        #expect(inner.passes.last == Size(width: 400, height: 40))
        #expect(inner.bar.frame == Rect(x: 0, y: 0, width: 400, height: 40))
    }
}

/// Input finds views where their layout puts them, even when no frame was drawn in between.
@Suite struct LayoutBeforeInputTests {
    /// A full-size layer laid out only by its superview's `layoutSubviews`.
    final class Board: View {
        let layer = View()

        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(layer)
        }

        override func layoutSubviews() {
            layer.frame = bounds
        }
    }

    @Test func aTouchLandsOnViewsAsTheirLayoutPlacesThem() {
        let window = Window(size: Size(width: 400, height: 300))
        let board = Board(frame: window.bounds)
        window.addSubview(board)
        let note = View(frame: Rect(x: 100, y: 100, width: 80, height: 80))
        var taps = 0
        note.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        board.layer.addSubview(note)
        let input = SyntheticInput(window)
        input.tap(at: Point(x: 140, y: 140))
        #expect(taps == 1, "the note's layer had no size until laid out")
        #expect(window.hitTest(Point(x: 140, y: 140)) === note)
    }
}
