/// One thing a person, a device or the compositor does to the live app: what the live fuzz target
/// (``FuzzChecks/driveLiveApp(_:)``) and its property test decode their bytes into. Extreme values
/// are the point: pinches from fingers nearly together to far past the window, turns of many
/// rounds, more fingers than the window takes, fingers never lifted, thousands of key presses.
enum LiveAction: Equatable {
    /// Where on the window: the centre of one of the named views (a photo, the canvas, a tab,
    /// picked modulo their number), or a fraction of the window's size (a little past its edges).
    enum Place: Equatable {
        case view(Int)
        case fraction(x: Double, y: Double)
    }

    /// Fingers land together (ids past the window's 20 are ignored by it), in one touch frame.
    case fingersDown(ids: [Int32], at: Place)
    /// Fingers move to `place`, spread a little apart, in one touch frame.
    case fingersMove(ids: [Int32], to: Place)
    case fingersUp(ids: [Int32])
    case touchFrame
    case touchCancel
    /// Two fingers `from` points apart spreading (or closing) to `to` points apart, `repeats`
    /// times; with `lifts` false the fingers stay down at the end.
    case pinch(at: Place, from: Double, to: Double, angle: Double, steps: Int, repeats: Int, lifts: Bool)
    /// Two fingers `radius` from the centre turning by `angle` radians.
    case turn(at: Place, radius: Double, angle: Double, steps: Int, lifts: Bool)
    /// `count` fingers down at once across the window, moved once, lifted or left down.
    case crowd(count: Int, lifts: Bool)
    /// A key (evdev code) pressed and released `count` times, in bursts, with Shift or Ctrl held.
    case keys(code: UInt32, count: Int, shift: Bool, control: Bool)
    case pointerMove(to: Place)
    case pointerButton(pressed: Bool)
    /// `count` wheel clicks of `delta` each, with Ctrl held (zoom) or not.
    case wheel(delta: Double, count: Int, control: Bool)
    /// A touchpad pinch growing to `scale` (0 and huge included: wl_fixed rounds tiny ones to 0)
    /// while turning `rotation` degrees, ended or cancelled, or left open.
    case touchpadPinch(fingers: UInt32, scale: Double, rotation: Double, steps: Int, end: GestureEnd)
    case touchpadSwipe(fingers: UInt32, dx: Double, dy: Double, steps: Int, end: GestureEnd)
    case touchpadHold(fingers: UInt32, seconds: Double, end: GestureEnd)
    /// A configure of `width` × `height` (0: the app chooses; at most ``widest`` × ``tallest``),
    /// full screen or not.
    case resize(width: Int32, height: Int32, fullscreen: Bool)
    /// The output's integer scale (1 or 2), and a fractional preferred scale (1 to 2.5) where one
    /// is given.
    case rescale(Int32, fractional: Double?)
    /// Time passes with the display refreshing at 60 Hz: animations, long presses, kiosk timers.
    case wait(seconds: Double)
    /// The touch device leaves the seat and comes back (a cancel of everything in between).
    case touchDeviceLost
    case keyboardFocusLost

    enum GestureEnd: Equatable {
        case ended, cancelled, leftOpen
    }

    // MARK: Decoding

    /// Keys the app answers, as evdev codes: Tab, = and −, [ and ], the arrows, 0 and Enter
    /// (the photos' keyboard control), Shift, F1 (inspector), F11 (full screen), 1–4 (scenes),
    /// Escape and q (quit: the pumped loop goes on), and a letter the app ignores.
    static let keyCodes: [UInt32] = [15, 13, 12, 26, 27, 105, 106, 103, 108, 11, 28, 42, 59, 87, 2, 3, 4, 5, 1, 16, 30]
    /// Press counts, most small, some thousands (a key held for a minute of repeats).
    static let keyCounts = [1, 1, 2, 3, 6, 20, 100, 300, 1000, 4000]
    static let waits = [0.004, 0.02, 0.1, 0.3, 0.55, 1, 2.5, 8, 70]

    /// The next action from `reader`.
    static func decode(_ reader: inout ByteReader) -> LiveAction {
        switch reader.next() % 21 {
        case 0, 1: .fingersDown(ids: ids(&reader), at: place(&reader))
        case 2, 3: .fingersMove(ids: ids(&reader), to: place(&reader))
        case 4: .fingersUp(ids: ids(&reader))
        case 5: reader.flag() ? .touchFrame : .touchCancel
        case 6, 7:
            .pinch(
                at: place(&reader), from: 0.5 + reader.fraction() * 20,
                to: reader.fraction() * reader.fraction() * 3000,
                angle: reader.fraction() * .pi, steps: 2 + Int(reader.next() % 40), repeats: 1 + Int(reader.next() % 8),
                lifts: reader.next() % 4 != 0)
        case 8:
            .turn(
                at: place(&reader), radius: 1 + reader.fraction() * 400,
                angle: (reader.fraction() - 0.5) * 8 * .pi * Double(1 + reader.next() % 4),
                steps: 2 + Int(reader.next() % 60),
                lifts: reader.next() % 4 != 0)
        case 9: .crowd(count: 1 + Int(reader.next() % 40), lifts: reader.flag())
        case 10, 11:
            .keys(
                code: reader.pick(keyCodes), count: reader.pick(keyCounts), shift: reader.next() % 4 == 0,
                control: reader.next() % 8 == 0)
        case 12: .pointerMove(to: place(&reader))
        case 13: .pointerButton(pressed: reader.flag())
        case 14:
            .wheel(
                delta: (reader.fraction() - 0.5) * 60, count: reader.pick([1, 3, 10, 100, 1000]),
                control: reader.next() % 3 != 0)
        case 15:
            .touchpadPinch(
                fingers: 2 + UInt32(reader.next() % 3), scale: reader.pick([0, 0.001, 0.1, 0.5, 1, 2, 50, 8_000_000]),
                rotation: (reader.fraction() - 0.5) * 3600, steps: 1 + Int(reader.next() % 30), end: end(&reader))
        case 16:
            .touchpadSwipe(
                fingers: 3 + UInt32(reader.next() % 3), dx: (reader.fraction() - 0.5) * 4000,
                dy: (reader.fraction() - 0.5) * 4000, steps: 1 + Int(reader.next() % 20), end: end(&reader))
        case 17: .touchpadHold(fingers: 1 + UInt32(reader.next() % 4), seconds: reader.pick(waits), end: end(&reader))
        case 18:
            .resize(
                width: side(&reader, largest: widest), height: side(&reader, largest: tallest),
                fullscreen: reader.next() % 8 == 0)
        case 19:
            .rescale(
                1 + Int32(reader.next() % 2),
                fractional: reader.flag() ? Double(120 + Int(reader.next()) % 181) / 120 : nil)
        default:
            switch reader.next() % 8 {
            case 0: .touchDeviceLost
            case 1: .keyboardFocusLost
            default: .wait(seconds: reader.pick(waits))
            }
        }
    }

    /// One to four finger ids out of 40 (the window tracks 20).
    private static func ids(_ reader: inout ByteReader) -> [Int32] {
        let first = Int32(reader.next() % 40)
        return (0..<Int32(1 + reader.next() % 4)).map { (first + $0 * 7) % 40 }
    }

    private static func place(_ reader: inout ByteReader) -> Place {
        let kind = reader.next()
        return kind < 128
            ? .view(Int(kind))
            : .fraction(x: -0.1 + 1.2 * reader.fraction(), y: -0.1 + 1.2 * reader.fraction())
    }

    private static func end(_ reader: inout ByteReader) -> GestureEnd {
        reader.pick([.ended, .ended, .cancelled, .leftOpen])
    }

    /// The largest window, in points: with scales up to 2.5 it takes 6.4 megapixels, whose first
    /// frame (fresh buffers) takes about half the frame bound in the sanitized fuzzer build.
    static let widest = 1280.0, tallest = 800.0

    /// A window side 0…`largest`, mostly small (squared, so frames stay cheap); 0 lets the app choose.
    static func side(_ reader: inout ByteReader, largest: Double) -> Int32 {
        let fraction = reader.fraction()
        return Int32((fraction * fraction * largest).rounded())
    }
}
