import CairoCanvas
import GestureKit
import GestureTrace
import Testing

@testable import GestureCanvasApp

/// The draw scene under a pen, driven by version-2 trace lines as a replay reads them, and
/// rendered: ink whose width follows the pressure, the eraser, the hover ring, the barrel button
/// and a palm.
@Suite struct PenDrawingTests {
    static let header = #"{"format":"gesture-trace","version":2,"size":[1000,800],"scene":"draw"}"#

    /// A pen stroke from (100, 400) to (700, 400) in 60 reports, each its own frame, the pressure
    /// rising from 0.05 to 0.95, the line bowing gently (a hand's arc, 30 pt deep).
    static func pressureStroke(startingAt start: Double = 1) -> [String] {
        var lines = [
            #"{"t":\#(start),"type":"pen","phase":"proximity-in","tool":"pen","serial":7,"x":100,"y":400,"distance":0.3}"#,
            #"{"t":\#(start),"type":"frame"}"#,
            #"{"t":\#(start + 0.01),"type":"pen","phase":"down","x":100,"y":400,"pressure":0.05,"tilt":[20,-10]}"#,
            #"{"t":\#(start + 0.01),"type":"frame"}"#,
        ]
        for step in 1...60 {
            let along = Double(step) / 60
            let x = 100 + 600 * along
            let y = 400 + 30 * (4 * along * (1 - along))
            let t = start + 0.01 + 0.008 * Double(step)
            lines.append(
                #"{"t":\#(t),"type":"pen","phase":"motion","x":\#(x),"y":\#(y),"pressure":\#(0.05 + 0.9 * along),"tilt":[20,-10]}"#
            )
            lines.append(#"{"t":\#(t),"type":"frame"}"#)
        }
        let end = start + 0.6
        lines.append(#"{"t":\#(end),"type":"pen","phase":"up"}"#)
        lines.append(#"{"t":\#(end + 0.1),"type":"pen","phase":"proximity-out"}"#)
        return lines
    }

    /// The draw scene after `lines` (a trace's body), read as `replay` reads them.
    private func replay(_ lines: [String]) throws -> (SceneHost, DrawScene) {
        let trace = try Trace(parsing: ([Self.header] + lines).joined(separator: "\n"))
        let host = makeHost("draw")
        for record in trace.records { host.router.handle(record.event.inputEvent, at: record.time) }
        return (host, host.scene as! DrawScene)
    }

    private func render(_ host: SceneHost, saving name: String) throws -> CairoSurface {
        let surface = try CairoSurface(pixelWidth: 1000, pixelHeight: 800)
        Renderer().render(host.window, into: surface)
        // For a person to look at: `swift test` leaves the frames in the temporary folder.
        try? surface.writePNG(to: "/tmp/gesture-canvas-pen-\(name).png")
        return surface
    }

    /// How many pixels of column `x` between `y` ± 30 are ink (dark).
    private func thickness(_ surface: CairoSurface, x: Int, around y: Int) -> Int {
        ((y - 30)...(y + 30)).count { row in surface.pixel(atX: x, y: row).red < 128 }
    }

    @Test func thePenLineIsAsWideAsItsPressureAndReplaysPixelForPixel() throws {
        let (host, scene) = try replay(Self.pressureStroke())
        #expect(scene.canvas.lineCount == 1 && scene.canvas.inProgressCount == 0)
        let ink = try #require(scene.canvas.line(at: 0)?.ink)
        #expect(ink.samples.count == 61, "every report is kept")
        #expect(abs(ink.samples.last!.pressure - 0.95) < 1e-9, "the lift leaves the last pressure")
        let surface = try render(host, saving: "pressure")
        // Light (pressure 0.125 at x = 150): about 3 pt; firm (0.875 at x = 650): about 12 pt.
        let light = thickness(surface, x: 150, around: 410)
        let firm = thickness(surface, x: 650, around: 410)
        #expect((2...5).contains(light), "light: \(light) px")
        #expect((10...15).contains(firm), "firm: \(firm) px")
        // Smooth: the width grows steadily along the stroke, never stepping back.
        let widths = stride(from: 150, through: 650, by: 25).map { x -> Int in
            let along = Double(x - 100) / 600
            return thickness(surface, x: x, around: Int(400 + 30 * 4 * along * (1 - along)))
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0.1 >= $0.0 - 1 }, "\(widths)")
        // A second replay of the same trace, written out and read again, draws the same pixels.
        let trace = try Trace(parsing: ([Self.header] + Self.pressureStroke()).joined(separator: "\n"))
        let (again, _) = try replay(trace.serialized().split(separator: "\n").dropFirst().map(String.init))
        let second = try render(again, saving: "pressure-again")
        #expect(surface.premultipliedPixels == second.premultipliedPixels)
    }

    @Test func theEraserTakesAwayTheLinesItCrosses() throws {
        let finger = [
            #"{"t":0,"type":"touch","phase":"down","id":0,"x":100,"y":600}"#, #"{"t":0,"type":"frame"}"#,
            #"{"t":0.1,"type":"touch","phase":"motion","id":0,"x":400,"y":600}"#, #"{"t":0.1,"type":"frame"}"#,
            #"{"t":0.2,"type":"touch","phase":"motion","id":0,"x":700,"y":600}"#, #"{"t":0.2,"type":"frame"}"#,
            #"{"t":0.3,"type":"touch","phase":"up","id":0}"#,
        ]
        var eraser = [
            #"{"t":2,"type":"pen","phase":"proximity-in","tool":"eraser","serial":7,"x":400,"y":540}"#,
            #"{"t":2,"type":"frame"}"#,
            #"{"t":2.01,"type":"pen","phase":"down","x":400,"y":540,"pressure":0.5}"#, #"{"t":2.01,"type":"frame"}"#,
        ]
        for step in 1...12 {
            let t = 2.01 + 0.01 * Double(step)
            eraser.append(#"{"t":\#(t),"type":"pen","phase":"motion","x":400,"y":\#(540 + 10 * step),"pressure":0.5}"#)
            eraser.append(#"{"t":\#(t),"type":"frame"}"#)
        }
        eraser += [#"{"t":2.2,"type":"pen","phase":"up"}"#, #"{"t":2.3,"type":"pen","phase":"proximity-out"}"#]
        let (host, scene) = try replay(finger + Self.pressureStroke() + eraser)
        // The eraser crossed the finger's line at 600, not the ink at 400…430.
        #expect(scene.canvas.lineCount == 1 && scene.canvas.line(at: 0)?.ink != nil)
        let surface = try render(host, saving: "eraser")
        #expect(surface.pixel(atX: 250, y: 600).red > 240, "the erased line is gone")
        #expect(thickness(surface, x: 650, around: 410) >= 10, "the ink stays")
    }

    @Test func aHoveringPenShowsARingWhereItWouldTouch() throws {
        let hover = [
            #"{"t":0,"type":"pen","phase":"proximity-in","tool":"pen","serial":7,"x":300,"y":200,"distance":0.5}"#,
            #"{"t":0,"type":"frame"}"#,
        ]
        let (host, scene) = try replay(hover)
        #expect(scene.canvas.hoverMarker?.point == Point(x: 300, y: 200))
        let surface = try render(host, saving: "hover")
        let ring = surface.pixel(atX: 300 + Int(Ink.widest / 2), y: 200)
        #expect(ring.red < 200 && abs(Int(ring.red) - Int(ring.blue)) < 12, "a gray ring: \(ring)")
        #expect(surface.pixel(atX: 300, y: 200).red > 240, "open in the middle")
        // Gone when the pen leaves; nothing was drawn.
        let (after, left) = try replay(hover + [#"{"t":0.5,"type":"pen","phase":"proximity-out"}"#])
        #expect(left.canvas.hoverMarker == nil && left.canvas.lineCount == 0)
        #expect(try render(after, saving: "hover-gone").pixel(atX: 307, y: 200).red > 240)
    }

    @Test func theBarrelButtonSelectsALineInsteadOfDrawing() throws {
        let select = [
            #"{"t":3,"type":"pen","phase":"proximity-in","tool":"pen","serial":7,"x":400,"y":420}"#,
            #"{"t":3,"type":"frame"}"#,
            #"{"t":3.01,"type":"pen","phase":"button","button":331,"state":"pressed"}"#,
            #"{"t":3.01,"type":"frame"}"#,
            #"{"t":3.02,"type":"pen","phase":"down","x":400,"y":420,"pressure":0.4}"#, #"{"t":3.02,"type":"frame"}"#,
            #"{"t":3.1,"type":"pen","phase":"up"}"#,
        ]
        let (host, scene) = try replay(Self.pressureStroke() + select)
        #expect(scene.canvas.lineCount == 1 && scene.canvas.selectedLine == 0 && !scene.menu.isHidden)
        let surface = try render(host, saving: "barrel")
        let selected = surface.pixel(atX: 400, y: 430)
        #expect(selected.green > 100 && selected.red < 60, "the selected ink is green: \(selected)")
    }

    @Test func aPalmRestingWhileThePenWritesDrawsNothingAndCutsNothing() throws {
        // The palm lands below the pen's line halfway through the stroke and drags along.
        var lines = Self.pressureStroke()
        let palm = [
            #"{"t":1.2,"type":"touch","phase":"down","id":0,"x":420,"y":560}"#, #"{"t":1.2,"type":"frame"}"#,
            #"{"t":1.3,"type":"touch","phase":"motion","id":0,"x":520,"y":570}"#, #"{"t":1.3,"type":"frame"}"#,
            #"{"t":1.4,"type":"touch","phase":"motion","id":0,"x":620,"y":565}"#, #"{"t":1.4,"type":"frame"}"#,
            #"{"t":1.45,"type":"touch","phase":"up","id":0}"#,
        ]
        lines.insert(contentsOf: palm, at: 60)
        lines.sort { Self.time(of: $0) < Self.time(of: $1) }
        let (host, scene) = try replay(lines)
        #expect(scene.canvas.lineCount == 1 && scene.canvas.line(at: 0)?.ink?.samples.count == 61)
        let surface = try render(host, saving: "palm")
        #expect(surface.pixel(atX: 520, y: 568).red > 240, "no palm line")
    }

    @Test func theInspectorShowsThePensPressureAndTiltLive() throws {
        // Halfway through the stroke, the pen still down.
        let (host, _) = try replay(Array(Self.pressureStroke().prefix(64)))
        host.showsInspector = true
        let touch = try #require(host.window.activeTouches.first)
        let lines = InspectorOverlay.describe(touch)
        #expect(lines[0].hasPrefix("#\(touch.id) pen at "))
        #expect(lines[1] == "    pressure 0.50  tilt 20°, -10°  altitude 68°", "\(lines)")
        _ = try render(host, saving: "inspector")
    }

    private static func time(of line: String) -> Double {
        let text = line.split(separator: ",")[0].dropFirst(5)
        return Double(text) ?? 0
    }
}
