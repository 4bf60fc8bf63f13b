import CairoCanvas
import GestureKit
import Testing

/// Renders labels of every kind to a PNG for people to look at: wrapping, line limits and their
/// ellipses, alignment, right-to-left and joined scripts, combining marks, emoji and fonts by name.
@Suite("What text looks like")
struct TextLookTests {
    @Test func aSheetOfLabels() throws {
        let window = makeWindow(width: 640, height: 420)
        window.textMeasurer = TextLayouts.shared
        let note = "Buy milk, bread and eggs before the shop closes at six, then call Anna about Sunday."
        let hebrew = "שלום עולם! זוהי פסקה בעברית שנשברת לשורות."
        let arabic = "مرحبا بالعالم، هذه فقرة باللغة العربية."
        let marks = "A\u{30A}ngstro\u{308}m, cafe\u{301}, n\u{303}: marks shaped with their letters"
        let emoji = "Emoji \u{1F600} \u{1F642} \u{2615} between words, and bold"
        let samples: [Sample] = [
            Sample(text: note, lines: 0, mode: .byWordWrapping),
            Sample(text: note, lines: 2),
            Sample(text: note, lines: 2, mode: .byTruncatingMiddle),
            Sample(text: note, lines: 0, alignment: .center, font: Font(family: "DejaVu Serif", size: 15)),
            Sample(text: hebrew, lines: 0),
            Sample(text: arabic, lines: 0, font: Font(size: 20)),
            Sample(text: marks, lines: 0),
            Sample(text: emoji, lines: 0, font: Font(size: 17, weight: .bold)),
        ]
        for (index, sample) in samples.enumerated() {
            let label = Label(text: sample.text)
            label.frame = Rect(
                x: 10 + Double(index % 2) * 320, y: 10 + Double(index / 2) * 100, width: 300, height: 90)
            label.backgroundColor = Color(hex: 0xF2F2F7)
            label.numberOfLines = sample.lines
            label.lineBreakMode = sample.mode
            label.textAlignment = sample.alignment
            label.font = sample.font
            window.addSubview(label)
        }
        let surface = try renderFully(window, scale: 2)
        let path = try makeTemporaryDirectory() + "/text.png"
        try surface.writePNG(to: path)
        print("labels rendered to \(path)")
        #expect(Ink(surface).lines.count >= 4, "a row of text in each row of labels")
    }

    private struct Sample {
        var text: String
        var lines: Int
        var mode = LineBreakMode.byTruncatingTail
        var alignment = TextAlignment.natural
        var font = Font.body
    }
}
