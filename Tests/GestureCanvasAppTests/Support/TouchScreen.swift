import CompositorHarness
import GestureKit
import Testing

/// A touch screen the tests drive the app through, whatever injects the touches: KWin's fake
/// input (KWin, and cage nested in it) or mutter's remote desktop. Points are the output's
/// pixels, which are the window's points when the app fills the output.
protocol TouchScreen {
    /// One finger from `start` to `end` in 16 ms steps, resting `rest` seconds before it lifts.
    func dragFinger(from start: Point, to end: Point, rest: Double) throws
    /// Two fingers on either side of `center`, horizontally, spreading from `startDistance` to
    /// `endDistance` points apart in 16 ms steps, then lifting.
    func spreadFingers(around center: Point, from startDistance: Double, to endDistance: Double) throws
}

extension KWinFakeInput: TouchScreen {
    func dragFinger(from start: Point, to end: Point, rest: Double) throws {
        try drag(from: start, to: end, rest: rest)
    }

    func spreadFingers(around center: Point, from startDistance: Double, to endDistance: Double) throws {
        try pinch(center: ScreenPoint(center), from: startDistance, to: endDistance)
    }
}

extension MutterRemoteDesktop: TouchScreen {
    func dragFinger(from start: Point, to end: Point, rest: Double) throws {
        try drag(from: ScreenPoint(start), to: ScreenPoint(end), rest: .milliseconds(Int(rest * 1000)))
    }

    func spreadFingers(around center: Point, from startDistance: Double, to endDistance: Double) throws {
        try pinch(center: ScreenPoint(center), from: startDistance, to: endDistance)
    }
}

/// What every compositor with a touch screen must do with the photos: a one-finger drag on image1
/// moves it to where the finger stopped, a two-finger pinch on image2 scales it smoothly (its
/// scale never falls while the fingers spread) to twice its size, the centre unmoved. The
/// app runs full screen on an output of `windowSize`; `stop` ends it and returns how.
func expectDragAndPinchChangeThePhotos(
    on screen: some TouchScreen, report: ReportFile, windowSize: Size, stop: () -> ClientResult,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let layout = PhotosLayout(windowSize: windowSize)
    let moved = layout.image1 + layout.image1Drag
    try screen.dragFinger(from: layout.image1, to: moved, rest: 0.15)
    #expect(
        report.wait { $0.last == ReportAction(view: "image1", recognizer: "pan", state: "ended") },
        "\(report.actions)", sourceLocation: sourceLocation)
    try screen.spreadFingers(around: layout.image2, from: 80, to: 160)
    #expect(
        report.wait { $0.contains(ReportAction(view: "image2", recognizer: "pinch", state: "ended")) },
        "\(report.actions)", sourceLocation: sourceLocation)
    let result = stop()

    #expect(result.outcome == .exited(0), "\(result)", sourceLocation: sourceLocation)
    let pan = report.actions.filter { $0.view == "image1" && $0.recognizer == "pan" }
    #expect(
        pan.first?.state == "began" && pan.last?.state == "ended" && pan.count > 5
            && pan.dropFirst().dropLast().allSatisfy { $0.state == "changed" }, "\(pan)",
        sourceLocation: sourceLocation)
    let pinch = report.actions.filter { $0.view == "image2" && $0.recognizer == "pinch" }
    #expect(
        pinch.first?.state == "began" && pinch.last?.state == "ended" && pinch.count > 5, "\(pinch)",
        sourceLocation: sourceLocation)
    // The scene applies each line's scale to the photo and resets it to 1 (UIKit's habit): a
    // line's scale is the change since the last one, and the photo's scale is their product.
    // Spreading fingers never shrink it, however the compositor frames their motions.
    let steps = pinch.compactMap { $0.fields["scale"] as? Double }
    let photoScales = steps.reduce(into: [Double]()) { $0.append(($0.last ?? 1) * $1) }
    print("pinch: \(pinch.count) lines, the photo's scale \(photoScales.map { ($0 * 1000).rounded() / 1000 })")
    #expect(steps.count == pinch.count, "\(pinch)", sourceLocation: sourceLocation)
    // While the fingers move. Where they lift, a place predicted a little past the last report
    // (resampling extrapolates at most half a report gap) is put back to the report: the last
    // change may step back by that much, never more.
    #expect(
        steps.dropLast(2).allSatisfy { $0 >= 1 }, "the photo's scale fell during the pinch: \(photoScales)",
        sourceLocation: sourceLocation)
    #expect(steps.suffix(2).allSatisfy { $0 >= 0.98 }, "\(photoScales)", sourceLocation: sourceLocation)
    let final = try #require(report.finalLine, "\(report.lines)", sourceLocation: sourceLocation)
    let image1 = try #require(final.views["image1"], sourceLocation: sourceLocation)
    let image2 = try #require(final.views["image2"], sourceLocation: sourceLocation)
    #expect(
        image1.center.distance(to: moved) < 1, "image1 at \(image1.center), dragged to \(moved)",
        sourceLocation: sourceLocation)
    #expect(image1.scale == 1, sourceLocation: sourceLocation)
    // The fingers spread from 80 to 160 points apart: twice the size, centre unmoved.
    #expect(abs(image2.scale - 2) < 0.05, "image2 scale \(image2.scale)", sourceLocation: sourceLocation)
    #expect(
        image2.center.distance(to: layout.image2) < 2, "image2 at \(image2.center), was \(layout.image2)",
        sourceLocation: sourceLocation)
}
