import CairoCanvas

/// Where dark text inked a white surface: the pixels whose red is below the middle.
struct Ink {
    let width: Int
    let height: Int
    private let inked: [Bool]

    init(_ surface: CairoSurface) {
        width = surface.pixelWidth
        height = surface.pixelHeight
        var inked: [Bool] = []
        inked.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { inked.append(surface.pixel(atX: x, y: y).red < 128) }
        }
        self.inked = inked
    }

    func isInked(x: Int, y: Int) -> Bool { inked[y * width + x] }

    /// The runs of rows with ink, top to bottom: one per line of text.
    var lines: [Range<Int>] {
        Self.runs(in: 0..<height) { y in (0..<width).contains { isInked(x: $0, y: y) } }
    }

    /// The runs of columns with ink within `rows`, left to right: letters, words, dots.
    func columnRuns(in rows: Range<Int>) -> [Range<Int>] {
        Self.runs(in: 0..<width) { x in rows.contains { isInked(x: x, y: $0) } }
    }

    /// The leftmost and rightmost inked columns; nil without ink.
    var horizontalExtent: ClosedRange<Int>? {
        let runs = columnRuns(in: 0..<height)
        guard let first = runs.first, let last = runs.last else { return nil }
        return first.lowerBound...(last.upperBound - 1)
    }

    /// The inked rows of the columns in `columns` among `rows`, as a range from the top one to the
    /// bottom one.
    func rows(inColumns columns: Range<Int>, among rows: Range<Int>? = nil) -> ClosedRange<Int>? {
        let rows = (rows ?? 0..<height).filter { y in columns.contains { isInked(x: $0, y: y) } }
        guard let top = rows.first, let bottom = rows.last else { return nil }
        return top...bottom
    }

    /// How many pixels differ between two surfaces of the same size, inked in one and not the other.
    func difference(from other: Ink) -> Int {
        zip(inked, other.inked).filter { $0 != $1 }.count
    }

    private static func runs(in range: Range<Int>, where test: (Int) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for index in range {
            if test(index) {
                if start == nil { start = index }
            } else if let begun = start {
                runs.append(begun..<index)
                start = nil
            }
        }
        if let start { runs.append(start..<range.upperBound) }
        return runs
    }
}
