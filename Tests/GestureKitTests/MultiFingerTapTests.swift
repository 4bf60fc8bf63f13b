import GestureKit
import GestureKitTesting
import Testing

/// Taps of two fingers as real hands make them: the fingers land and lift tens of milliseconds
/// apart, wobble a little while down, and the first to land is not always the same one.
@Suite struct MultiFingerTapTests {
    let left = Point(x: 170, y: 200)
    let right = Point(x: 230, y: 205)

    /// A view with a one-finger tap, a two-finger tap and a two-finger double tap the single
    /// two-finger tap waits for, as an app that has both would set them up.
    private func rig() -> (Window, SyntheticInput, ActionLog, TapGestureRecognizer) {
        let (window, view) = makeWindow(with: View())
        attach(TapGestureRecognizer(), named: "oneFingerTap", to: view)
        let twoFingerTap = attach(TapGestureRecognizer(touches: 2), named: "twoFingerTap", to: view)
        let twoFingerDoubleTap = attach(
            TapGestureRecognizer(taps: 2, touches: 2), named: "twoFingerDoubleTap", to: view)
        let together = TestDelegate()
        together.simultaneous = { _, _ in true }
        for recognizer in view.gestureRecognizers { recognizer.delegate = together }
        return (window, SyntheticInput(window), ActionLog(window), twoFingerTap.requiring(twoFingerDoubleTap))
    }

    /// Two fingers: `first` lands, `stagger` s later the other, both wobble 3 pt, then they lift
    /// `liftGap` s apart, the tap lasting about 90 ms.
    private func twoFingerTap(
        _ input: SyntheticInput, leftFirst: Bool = true, stagger: Double = 0.03, liftGap: Double = 0.02
    ) {
        let (firstPoint, secondPoint) = leftFirst ? (left, right) : (right, left)
        let first = input.finger(at: firstPoint)
        input.advance(by: stagger)
        let second = input.finger(at: secondPoint)
        input.advance(by: 0.03)
        first.move(by: Vector(dx: 2, dy: -3))
        second.move(by: Vector(dx: -3, dy: 1))
        input.advance(by: 0.03)
        first.lift()
        input.advance(by: liftGap)
        second.lift()
    }

    @Test(arguments: [0.0, 0.02, 0.045, 0.06])
    func fingersLandingApartStillTapTogether(stagger: Double) {
        let (_, input, log, _) = rig()
        twoFingerTap(input, stagger: stagger, liftGap: 0.04)
        input.advance(by: Defaults.multiTapInterval + 0.01)
        #expect(log.calls == ["twoFingerTap:ended"], "stagger \(stagger)")
    }

    /// The action sees both fingers and their centre, though one lifted before the other.
    @Test func theTapReportsBothFingersAndTheirCentre() {
        let (window, view) = makeWindow(with: View())
        var seen: [(Int, Point)] = []
        attach(
            TapGestureRecognizer(touches: 2) { seen.append(($0.numberOfTouches, $0.location(in: nil))) }, named: "tap",
            to: view)
        let input = SyntheticInput(window)
        let a = input.finger(at: left)
        input.advance(by: 0.04)
        let b = input.finger(at: right)
        input.advance(by: 0.05)
        a.lift()
        input.advance(by: 0.03)
        b.lift()
        #expect(seen.count == 1)
        #expect(seen.first?.0 == 2)
        #expect(seen.first?.1 == Point(x: 200, y: 202.5))
    }

    @Test func aDoubleTapWithTheOtherFingerLandingFirstTheSecondTime() {
        let (_, input, log, _) = rig()
        twoFingerTap(input, leftFirst: true, stagger: 0.05)
        input.advance(by: 0.12)
        twoFingerTap(input, leftFirst: false, stagger: 0.04, liftGap: 0.03)
        input.advance(by: 0.5)
        #expect(log.calls == ["twoFingerDoubleTap:ended"])
    }

    /// One finger lifts before the other has landed: two one-finger touches in a row, not a
    /// two-finger tap (the one-finger tap waits for nothing and takes the first).
    @Test func aFingerLiftingBeforeTheOtherLandsIsNoTwoFingerTap() {
        let (_, input, log, _) = rig()
        let first = input.finger(at: left)
        input.advance(by: 0.04)
        first.lift()
        input.advance(by: 0.02)
        let second = input.finger(at: right)
        input.advance(by: 0.05)
        second.lift()
        input.advance(by: 0.5)
        #expect(!log.calls.contains { $0.hasPrefix("twoFinger") })
        #expect(log.calls.first == "oneFingerTap:ended")
    }

    /// One finger lifting early, while the other is still down, is still a tap of both.
    @Test func oneFingerLiftingEarlyWhileTheOtherIsDown() {
        let (_, input, log, _) = rig()
        let first = input.finger(at: left)
        input.advance(by: 0.03)
        let second = input.finger(at: right)
        input.advance(by: 0.01)
        first.lift()
        input.advance(by: 0.09)
        second.lift()
        input.advance(by: 0.5)
        #expect(log.calls == ["twoFingerTap:ended"])
    }

    @Test func aWanderingFingerOrAThirdFingerSpoilsTheTap() {
        let (_, input, log, _) = rig()
        let (a, b) = input.twoFingers(at: left, right)
        b.move(by: Vector(dx: Defaults.tapSlop + 2, dy: 0))
        input.advance(by: 0.05)
        a.lift()
        b.lift()
        input.advance(by: 0.5)
        let three = (0..<3).map { input.finger(at: left + Vector(dx: 30 * Double($0), dy: 0)) }
        input.advance(by: 0.06)
        three.forEach { $0.lift() }
        input.advance(by: 0.5)
        #expect(!log.calls.contains { $0.hasPrefix("twoFinger") })
    }

    @Test func theSecondTapMustBeNearTheFirst() {
        let (_, input, log, _) = rig()
        twoFingerTap(input)
        input.advance(by: 0.1)
        // The same two fingers 150 pt further right.
        let (a, b) = input.twoFingers(at: left + Vector(dx: 150, dy: 0), right + Vector(dx: 150, dy: 0))
        input.advance(by: 0.06)
        a.lift()
        b.lift()
        input.advance(by: 0.5)
        #expect(!log.calls.contains("twoFingerDoubleTap:ended"))
    }
}

extension TapGestureRecognizer {
    /// Requires `other` to fail; returns self.
    fileprivate func requiring(_ other: GestureRecognizer) -> TapGestureRecognizer {
        require(toFail: other)
        return self
    }
}
