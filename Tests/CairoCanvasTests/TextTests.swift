import GestureKit
import Testing

@testable import CairoCanvas

@Suite("Text")
struct TextTests {
    /// Without i or j: their dots would count as lines of their own.
    static let sentence = "The brown fox leaps over the lazy dog"

    /// A black label of `text` filling a white window of `width` × `height` points, drawn at `scale`.
    private func render(
        _ text: String, width: Double = 240, height: Double = 40, scale: Double = 1,
        configure: (Label) -> Void = { _ in }
    ) throws -> Ink {
        let window = makeWindow(width: width, height: height)
        let label = Label(text: text, frame: window.bounds)
        configure(label)
        window.addSubview(label)
        return Ink(try renderFully(window, scale: scale))
    }

    @Test func aLabelDrawsItsTextInItsColourCentred() throws {
        let window = makeWindow(width: 200, height: 40)
        let label = Label(text: "Double Tap", frame: Rect(x: 0, y: 0, width: 200, height: 40))
        label.textColor = .red
        label.font = Font(size: 24, bold: true)
        label.textAlignment = .center
        window.addSubview(label)
        let surface = try renderFully(window)

        var inked: [Int] = []
        for x in 0..<200 {
            for y in 0..<40 where surface.pixel(atX: x, y: y).isClose(to: RGBA(.red), tolerance: 30) {
                inked.append(x)
            }
        }
        #expect(!inked.isEmpty)
        // Centred: about as much margin on the left as on the right.
        let left = inked.min() ?? 0, right = 199 - (inked.max() ?? 0)
        #expect(abs(left - right) <= 6, "margins \(left) and \(right)")
    }

    @Test func measuringDoesNotDependOnTheBufferScale() throws {
        let one = CairoDrawingContext(surface: try CairoSurface(pixelWidth: 1, pixelHeight: 1), scale: 1)
        let two = CairoDrawingContext(surface: try CairoSurface(pixelWidth: 1, pixelHeight: 1), scale: 2)
        let oddScale = CairoDrawingContext(surface: try CairoSurface(pixelWidth: 1, pixelHeight: 1), scale: 1.25)
        let text = "Quintuple horizontal swipe"
        let style = TextStyle(font: .body)

        let size = one.size(of: text, style: style, fittingWidth: nil)
        #expect(size.width > 100 && size.height > 10)
        #expect(abs(two.size(of: text, style: style, fittingWidth: nil).width - size.width) < 0.01)
        #expect(abs(oddScale.size(of: text, style: style, fittingWidth: nil).width - size.width) < 0.01)
        let bold = TextStyle(font: Font(size: 17, bold: true))
        #expect(one.size(of: text, style: bold, fittingWidth: nil).width > size.width)
    }

    @Test func wrappedTextWrapsAtTheWidthInLinesBelowEachOther() throws {
        let oneLine = try render(Self.sentence, width: 120, height: 120) { $0.lineBreakMode = .byWordWrapping }
        let wrapped = try render(Self.sentence, width: 120, height: 120) { label in
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
        }
        #expect(oneLine.lines.count == 1)
        #expect(wrapped.lines.count == 3, "lines at rows \(wrapped.lines)")
        // Each line starts at the left edge (natural alignment for English) and stays inside the width.
        for line in wrapped.lines {
            let runs = wrapped.columnRuns(in: line)
            #expect((runs.first?.lowerBound ?? 99) < 4, "line \(line) starts at \(runs.first ?? 0..<0)")
            #expect((runs.last?.upperBound ?? 999) <= 120)
        }
    }

    @Test func characterWrappingFillsEachLine() throws {
        let text = "Supercalifragilisticexpialidocious"
        let ink = try render(text, width: 100, height: 120) { label in
            label.numberOfLines = 0
            label.lineBreakMode = .byCharWrapping
        }
        #expect(ink.lines.count >= 3)
        // Every line but the last reaches close to the right edge: breaks fall between letters.
        for line in ink.lines.dropLast() {
            #expect((ink.columnRuns(in: line).last?.upperBound ?? 0) > 85, "line \(line)")
        }
    }

    @Test func aLineLimitEndsTheLastLineWithAnEllipsis() throws {
        let font = Font(size: 30)
        let cut = try render(Self.sentence, width: 220, height: 200) { label in
            label.font = font
            label.numberOfLines = 2
        }
        let wrapped = try render(Self.sentence, width: 220, height: 200) { label in
            label.font = font
            label.numberOfLines = 2
            label.lineBreakMode = .byWordWrapping
        }
        #expect(cut.lines.count == 2 && wrapped.lines.count == 2, "\(cut.lines), \(wrapped.lines)")
        // The ellipsis: three dots on the baseline, each a fifth of the line's height at most.
        let last = try #require(cut.lines.last)
        let marks = cut.columnRuns(in: last).suffix(3)
        #expect(marks.count == 3)
        for mark in marks {
            let rows = try #require(cut.rows(inColumns: mark, among: last))
            #expect(
                rows.count * 5 <= last.count && mark.count * 5 <= last.count, "a dot of \(mark.count) × \(rows.count)")
        }
        let wrappedLast = try #require(wrapped.lines.last)
        let word = try #require(wrapped.columnRuns(in: wrappedLast).last)
        let letter = try #require(wrapped.rows(inColumns: word, among: wrappedLast))
        #expect(letter.count * 2 > wrappedLast.count, "the wrapped line ends in a letter")
    }

    @Test func aHeightThatHoldsTwoLinesShowsTwoAndTheEllipsis() throws {
        let ink = try render(Self.sentence, width: 200, height: 64) { label in
            label.font = Font(size: 24)
            label.numberOfLines = 0
        }
        #expect(ink.lines.count == 2, "lines at rows \(ink.lines)")
        let last = try #require(ink.lines.last)
        let marks = ink.columnRuns(in: last).suffix(3)
        #expect(marks.count == 3)
        #expect(marks.allSatisfy { (ink.rows(inColumns: $0, among: last)?.count ?? 99) * 5 <= last.count })
    }

    @Test func alignmentMovesTheText() throws {
        var extents: [TextAlignment: ClosedRange<Int>] = [:]
        for alignment in [TextAlignment.left, .center, .right, .natural] {
            extents[alignment] = try render("Align me") { $0.textAlignment = alignment }.horizontalExtent
        }
        let left = try #require(extents[.left]), center = try #require(extents[.center])
        let right = try #require(extents[.right])
        #expect(left.lowerBound < 4)
        #expect(abs((center.lowerBound + center.upperBound) - 240) <= 4, "centred: \(center)")
        #expect(right.upperBound > 235)
        #expect(extents[.natural] == left, "English starts at the left")
    }

    @Test func rightToLeftTextStartsAtTheRightInReadingOrder() throws {
        // Hebrew (DejaVu Sans has it): a one-letter word, then a long one. Read right to left, the
        // short word is at the right end.
        let text = "א " + String(repeating: "ב", count: 8)
        let natural = try render(text)
        let extent = try #require(natural.horizontalExtent)
        #expect(extent.upperBound > 234, "ends at the right edge: \(extent)")
        #expect(extent.lowerBound > 100)
        let words = natural.columnRuns(in: 0..<natural.height)
        let gaps = zip(words, words.dropFirst()).map { ($0.upperBound, $1.lowerBound - $0.upperBound) }
        let widest = try #require(gaps.max { $0.1 < $1.1 })
        #expect(widest.0 > 200, "the space after the first word lies near the right: \(gaps)")

        let left = try render(text) { $0.textAlignment = .left }
        #expect((left.horizontalExtent?.lowerBound ?? 99) < 4, "left is the rectangle's left")
        let right = try render(text) { $0.textAlignment = .right }
        #expect(right.horizontalExtent == extent)
    }

    @Test func arabicLettersAreJoined() throws {
        // Five behs: shaped, they join into one stroke along the baseline (the dots sit below it).
        let ink = try render(String(repeating: "ب", count: 5), height: 60) { $0.font = Font(size: 40) }
        let line = try #require(ink.lines.first)
        let extent = try #require(ink.horizontalExtent)
        let stroke = ink.columnRuns(in: line).filter { $0.count > 2 }
        #expect(stroke.count == 1, "one joined stroke, not five letters: \(stroke) in \(extent)")
    }

    @Test func anAccentWrittenAsACombiningMarkIsOneLetter() throws {
        // "Å" as A plus a combining ring above, shaped as one cluster: drawn as the precomposed letter.
        let combined = try render("A\u{30A}ngstr\u{F6}m", height: 60) { $0.font = Font(size: 36) }
        let precomposed = try render("\u{C5}ngstr\u{F6}m", height: 60) { $0.font = Font(size: 36) }
        #expect(combined.difference(from: precomposed) < 20, "\(combined.difference(from: precomposed)) pixels differ")
        let style = TextStyle(font: .body)
        let layouts = TextLayouts()
        #expect(
            abs(
                layouts.size(of: "e\u{301}", style: style, fittingWidth: nil).width
                    - layouts.size(of: "\u{E9}", style: style, fittingWidth: nil).width) < 0.01)
    }

    @Test func anEmojiDrawsAndTheTextAroundItStaysOnItsLine() throws {
        let ink = try render("A \u{1F600} B", height: 40) { $0.font = Font(size: 24) }
        #expect(ink.lines.count == 1)
        let marks = ink.columnRuns(in: 0..<ink.height)
        #expect(marks.count == 3, "A, the face and B side by side: \(marks)")
    }

    @Test func aFontIsChosenByItsFamilyName() throws {
        let sans = try render("Hamburgefonstiv") { $0.font = Font(size: 24) }
        let serif = try render("Hamburgefonstiv") { $0.font = Font(family: "DejaVu Serif", size: 24) }
        let unknown = try render("Hamburgefonstiv") { $0.font = Font(family: "No Such Family, Really", size: 24) }
        #expect(sans.difference(from: serif) > 300)
        #expect(unknown.horizontalExtent != nil, "an unknown family falls back to one that is installed")
    }

    @Test func aLabelIsLaidOutOnceWhileNothingChanges() throws {
        let layouts = TextLayouts()
        let renderer = Renderer(textLayouts: layouts)
        let window = makeWindow(width: 200, height: 80)
        let label = Label(text: Self.sentence, frame: window.bounds)
        label.numberOfLines = 0
        window.addSubview(label)
        let surface = try CairoSurface(pixelWidth: 200, pixelHeight: 80)
        renderer.render(window, into: surface)
        renderer.render(window, into: surface, scale: 1, damage: nil)
        #expect(layouts.layoutsMade == 1)
        label.text = "Changed"
        renderer.render(window, into: surface)
        #expect(layouts.layoutsMade == 2)
    }

    @Test func sizeThatFitsMeasuresWhatIsDrawn() throws {
        let window = makeWindow(width: 300, height: 300)
        window.textMeasurer = TextLayouts.shared
        let label = Label(text: Self.sentence)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        window.addSubview(label)

        let oneLine = Label(text: "x")
        window.addSubview(oneLine)
        let lineHeight = oneLine.sizeThatFits(Size(width: 300, height: 300)).height
        let fit = label.sizeThatFits(Size(width: 120, height: 1000))
        #expect(fit.width <= 120 && fit.width > 80)

        label.preferredMaxLayoutWidth = 120
        label.center = Point(x: 150, y: 150)
        label.sizeToFit()
        #expect(label.bounds.size == fit)
        oneLine.isHidden = true
        let ink = Ink(try renderFully(window))
        #expect(ink.lines.count == 3)
        #expect(abs(fit.height - 3 * lineHeight) <= 1, "three lines of \(lineHeight): \(fit)")
        let extent = try #require(ink.horizontalExtent)
        #expect(label.frame.minX <= Double(extent.lowerBound) && Double(extent.upperBound) <= label.frame.maxX)
    }

    @Test func fontSizesThatAreNotPositiveNumbersDrawNothingAndHugeOnesAreCapped() throws {
        for size in [Double.nan, -12, 0, .infinity, 1e300, 1e6] {
            let window = makeWindow(width: 100, height: 100)
            let label = Label(text: "Wide text of a large font", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            label.font = Font(size: size)
            window.addSubview(label)
            let marker = makeView(center: Point(x: 90, y: 90), size: 10, background: .green)
            window.addSubview(marker)
            window.textMeasurer = TextLayouts.shared
            let fit = label.sizeThatFits(Size(width: 100, height: .infinity))
            let surface = try renderFully(window)

            #expect(surface.pixel(atX: 90, y: 90).isClose(to: RGBA(.green)), "the view drawn after the text shows")
            if size.isFinite && size > 0 {
                // Laid out at Font.largestSize: one line a little taller than that.
                #expect(fit.height >= Font.largestSize && fit.height < 2 * Font.largestSize, "\(size): \(fit)")
            } else {
                #expect(fit == .zero, "\(size): \(fit)")
                #expect(surface.pixel(atX: 50, y: 50) == RGBA(.white))
            }
        }
    }
}
