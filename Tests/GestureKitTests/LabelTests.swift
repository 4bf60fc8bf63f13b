import GestureKit
import Testing

@Suite("Label")
struct LabelTests {
    /// Says what it was asked and answers a size of its own.
    private final class AnsweringMeasurer: TextMeasuring {
        var questions: [(text: String, style: TextStyle, width: Double?)] = []

        func size(of text: String, style: TextStyle, fittingWidth width: Double?) -> Size {
            questions.append((text, style, width))
            return Size(width: 99.2, height: 40.1)
        }
    }

    @Test func itHasUILabelsDefaults() {
        let label = Label(text: "Hello")
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.textAlignment == .natural)
        #expect(label.font == .body)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test func itMeasuresWithItsWindowsMeasurerRoundingUp() {
        let window = Window(size: Size(width: 400, height: 300))
        let measurer = AnsweringMeasurer()
        window.textMeasurer = measurer
        let label = Label(text: "A note")
        label.numberOfLines = 3
        label.lineBreakMode = .byCharWrapping
        label.font = Font(family: "DejaVu Serif", size: 20, weight: .semibold)
        window.addSubview(label)

        #expect(label.sizeThatFits(Size(width: 120, height: 50)) == Size(width: 100, height: 41))
        #expect(label.sizeThatFits(Size(width: .infinity, height: 50)).width == 100)
        #expect(measurer.questions.map(\.width) == [120, nil])
        #expect(measurer.questions.first?.style == label.textStyle)
        #expect(measurer.questions.first?.style.font.isBold == true)
    }

    @Test func sizeToFitWrapsAtThePreferredWidthAndKeepsTheCentre() {
        let window = Window(size: Size(width: 400, height: 300))
        let measurer = AnsweringMeasurer()
        window.textMeasurer = measurer
        let label = Label(text: "A note", frame: Rect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(label)
        label.preferredMaxLayoutWidth = 150
        label.sizeToFit()
        #expect(label.bounds.size == Size(width: 100, height: 41))
        #expect(label.center == Point(x: 20, y: 20))
        #expect(measurer.questions.last?.width == 150)
    }

    @Test func withoutAMeasurerItEstimatesLinesFromItsWidth() {
        let label = Label(text: String(repeating: "word ", count: 20))
        label.numberOfLines = 0
        let wide = label.sizeThatFits(Size(width: 1000, height: .infinity))
        let narrow = label.sizeThatFits(Size(width: 100, height: .infinity))
        #expect(narrow.width <= 100 && narrow.height > 4 * wide.height)
        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(Size(width: 100, height: .infinity)).height
        #expect(twoLines > wide.height && twoLines <= 2 * wide.height)
        label.text = ""
        #expect(label.sizeThatFits(Size(width: 100, height: 100)) == .zero)
    }
}
