import GestureKit
import GestureKitTesting
import Testing

@Suite struct AnimatorTests {
    @Test func curvesRunFromZeroToOneAndEaseAsNamed() {
        for curve in [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut] {
            #expect(abs(curve.progress(at: 0)) < 1e-6)
            #expect(abs(curve.progress(at: 1) - 1) < 1e-6)
            var last = 0.0
            for step in 1...20 {
                let value = curve.progress(at: Double(step) / 20)
                #expect(value >= last - 1e-9)
                last = value
            }
        }
        #expect(AnimationCurve.easeOut.progress(at: 0.5) > 0.5)
        #expect(AnimationCurve.easeIn.progress(at: 0.5) < 0.5)
        #expect(abs(AnimationCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
    }

    @Test func animatesFromTheOldValueToTheNewOverTheDuration() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished: Bool?
        window.animator.animate(
            duration: 1, curve: .linear,
            {
                view.center = Point(x: 105, y: 5)
                view.alpha = 0
            }, completion: { finished = $0 })
        // The change is not visible at once: the view starts where it was.
        #expect(view.center == Point(x: 5, y: 5))
        #expect(window.animator.isAnimating)
        window.scheduler.advance(by: 0.25)
        window.animator.step()
        #expect(abs(view.center.x - 30) < 1e-9)
        #expect(abs(view.alpha - 0.75) < 1e-9)
        window.scheduler.advance(by: 1)
        window.animator.step()
        #expect(view.center == Point(x: 105, y: 5))
        #expect(view.alpha == 0)
        #expect(!window.animator.isAnimating)
        #expect(finished == true)
    }

    @Test func settingTheValueDirectlyStopsTheAnimation() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finished: Bool?
        window.animator.animate(
            duration: 1, curve: .easeOut, { view.center = Point(x: 300, y: 5) }, completion: { finished = $0 })
        window.scheduler.advance(by: 0.3)
        window.animator.step()
        let caught = view.center
        view.center = caught + Vector(dx: 1, dy: 0)
        window.scheduler.advance(by: 1)
        window.animator.step()
        #expect(view.center == caught + Vector(dx: 1, dy: 0))
        #expect(finished == false)
    }

    @Test func scaleAndAngleAnimateSeparatelyTheShortWayAround() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.transform = AffineTransform(rotationAngle: 3).scaledBy(x: 2, y: 2)
        // From 3 rad to -3 rad is 0.28 rad through ±π, not 6 rad back through zero.
        window.animator.animate(duration: 1, curve: .linear) { view.transform = AffineTransform(rotationAngle: -3) }
        window.scheduler.advance(by: 0.5)
        window.animator.step()
        #expect(abs(view.transform.scale - 1.5) < 1e-9)
        #expect(abs(abs(view.transform.rotation) - .pi) < 1e-9)
        window.scheduler.advance(by: 0.5)
        window.animator.step()
        #expect(abs(view.transform.rotation + 3) < 1e-9)
        #expect(abs(view.transform.scale - 1) < 1e-9)
    }
}

@Suite struct AnimationAndInputTests {
    @Test func aFingerLandsWhereTheViewIsAtThatMomentNotAtTheLastDrawnFrame() {
        let window = Window(size: Size(width: 800, height: 600))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let tap = attach(TapGestureRecognizer(), named: "tap", to: view)
        let log = ActionLog(window)
        window.animator.animate(duration: 1, curve: .linear) { view.center = Point(x: 650, y: 50) }
        // No frame has been drawn: without stepping at the input, the view would still be at x 50.
        let input = SyntheticInput(window)
        input.advance(by: 0.5)
        input.tap(at: Point(x: 360, y: 50))
        #expect(log.calls == ["tap:ended"])
        #expect(tap.state == .possible)
    }
}

@Suite struct AnimatedViewLifetimeTests {
    @Test func aViewRemovedMidAnimationStopsAnimatingAndMayBeFreed() {
        let window = Window(size: Size(width: 400, height: 400))
        var finished: [Bool] = []
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            window.animator.animate(
                duration: 1, { view.center = Point(x: 300, y: 5) }, completion: { finished.append($0) })
            window.scheduler.advance(by: 0.2)
            window.animator.step()
            view.removeFromSuperview()
        }
        #expect(!window.animator.isAnimating)
        #expect(finished == [false])
        window.scheduler.advance(by: 0.5)
        window.animator.step()
    }
}

@Suite struct ReducedMotionAnimatorTests {
    @Test func withReducedMotionChangesLandAtOnceAndCompleteAsFinished() {
        let window = Window(size: Size(width: 400, height: 400))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.animator.reducesMotion = true
        var finished: Bool?
        window.animator.animate(
            duration: 1, curve: .linear, { view.center = Point(x: 105, y: 5) }, completion: { finished = $0 })
        #expect(view.center == Point(x: 105, y: 5))
        #expect(!window.animator.isAnimating)
        #expect(finished == true)
    }
}
