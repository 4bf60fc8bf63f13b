/// Every threshold the standard recognizers use, in one place, with its unit and its source.
///
/// UIKit documents only a few of its values; where it is silent we take the numbers Flutter
/// publishes in `gestures/constants.dart` (themselves modelled on Android's `ViewConfiguration`),
/// or say why we chose our own.
public enum Defaults {
    /// Seconds a finger must stay down for a long press. UIKit's documented `minimumPressDuration`.
    public static let longPressMinimumDuration = 0.5

    /// Points a finger may move before a long press has begun. UIKit's documented `allowableMovement`.
    public static let longPressAllowableMovement = 10.0

    /// Seconds allowed from one tap's lift to the next tap's touch in a multi-tap.
    /// Flutter's `kDoubleTapTimeout` (300 ms), as Android's `DOUBLE_TAP_TIMEOUT`.
    public static let multiTapInterval = 0.3

    /// Points a finger may wander during one tap. Flutter's `kTouchSlop` (18).
    public static let tapSlop = 18.0

    /// Points a mouse may wander during one click-tap. GTK's default `gtk-double-click-distance` (5):
    /// a mouse is precise, so a drag should not count as a click.
    public static let precisePointerTapSlop = 5.0

    /// Points between the taps of a multi-tap. Flutter's `kDoubleTapSlop` (100).
    public static let multiTapSlop = 100.0

    /// Points a finger of a multi-finger tap may be from the tap's centre, on top of
    /// `multiTapSlop`, when it is the first of its tap to land: our choice, about the reach of
    /// two fingers of one hand spread apart (the whole tap's centre must still be within `multiTapSlop`).
    public static let multiFingerTapSpread = 60.0

    /// Points a touch moves before a pan begins. UIKit does not document its value; we take the same
    /// 10 points as `longPressAllowableMovement`, so a press that starts panning has also stopped
    /// being a long press.
    public static let panSlop = 10.0

    /// Points a mouse moves before a pan begins. Flutter's `kPrecisePointerPanSlop` (2).
    public static let precisePointerPanSlop = 2.0

    /// Points the distance between pinching fingers must change before a pinch begins.
    /// Flutter's `kScaleSlop` (18).
    public static let pinchSlop = 18.0

    /// Points of change for a touchpad pinch (its stand-in fingers): the compositor has already
    /// decided the fingers are pinching, so the smallest deliberate zoom counts. Our choice.
    public static let precisePointerPinchSlop = 2.0

    /// Radians of turn for a touchpad rotation, for the same reason. Our choice (about 1°).
    public static let precisePointerRotationSlop = 0.02

    /// Radians the fingers must turn before a rotation begins. Not documented by UIKit; about 5.7°,
    /// chosen here so a plain pinch does not also start rotating the image.
    public static let rotationSlop = 0.1

    /// Points a swipe must travel along its direction. Our choice: far enough that a sloppy tap
    /// never swipes, short enough for a thumb flick.
    public static let swipeMinimumDistance = 50.0

    /// Seconds within which a swipe must cover `swipeMinimumDistance` (100 pt/s at the least).
    /// Slower strokes are pans, not swipes.
    public static let swipeMaximumDuration = 0.5

    /// Radians a swipe may deviate from its axis (30°).
    public static let swipeMaximumAngle = Double.pi / 6

    /// Seconds a multi-finger gesture waits for all its fingers to land.
    public static let touchGatheringInterval = 0.15

    /// Points from the window edge where a screen-edge pan must start. UIKit's system gestures use
    /// a band of about this width; ours is a choice, not a documented value.
    public static let screenEdgeWidth = 20.0

    /// Seconds of history the velocity estimate looks at. The velocity is the slope at the newest
    /// sample of a least-squares parabola (degree 2, every sample weighing 1) through the samples of
    /// this window: Android's default `VelocityTracker` strategy (`LSQ2`, `HORIZON` 100 ms) and
    /// Flutter's `VelocityTracker` (`_horizonMilliseconds` 100, `solve(2)`).
    public static let velocityHorizon = 0.1

    /// Seconds without movement after which a finger counts as stopped: lifting it after a pause
    /// gives no fling, and samples before a longer gap are left out of the fit. Flutter's
    /// `_assumePointerMoveStoppedMilliseconds` (40 ms), Android's `ASSUME_POINTER_STOPPED_TIME` (40 ms).
    public static let velocityStopInterval = 0.04

    /// Samples the velocity estimate keeps at most. Flutter's `_historySize` (20), Android's
    /// `HISTORY_SIZE` (20).
    public static let velocitySampleCount = 20

    /// Each axis' scale a view's transform may have (``GeometryLimits/standard``): a thousandfold
    /// either way. Our choice: past any zoom a person asks for, and far from where a frame's
    /// arithmetic overflows.
    public static let viewScale: ClosedRange<Double> = 1e-3...1e3

    /// Points a view's position, translation and size may reach (``GeometryLimits/standard``): the
    /// same million points as input coordinates (``InputLimits/coordinates``).
    public static let viewCoordinates: ClosedRange<Double> = InputLimits.coordinates

    /// Seconds two reports must be apart for a place between or beyond them to mean anything:
    /// closer, their difference is the sensor's noise. Android's `RESAMPLE_MIN_DELTA` (2 ms).
    public static let resampleMinimumGap = 0.002

    /// Seconds between a finger's last two reports beyond which it is not moving in a rhythm that
    /// can be carried on: no place is predicted past them. Android's `RESAMPLE_MAX_DELTA` (20 ms).
    public static let resampleMaximumGap = 0.020

    /// Seconds past its newest report a finger's place may be predicted, at most (and at most half
    /// the gap between its last two reports). Android's `RESAMPLE_MAX_PREDICTION` (8 ms).
    public static let resampleMaximumPrediction = 0.008

    /// Seconds past its newest report a finger's predicted touches reach, at most
    /// (``TouchEvent/predictedTouches(for:)``): about the time from a frame's sample time to its
    /// presentation at 60 Hz (a refresh, and half a report gap), so a tail drawn from them covers
    /// what the display would otherwise lag, and a wrong guess is never longer than that.
    public static let predictionMaximum = 0.020

    /// Seconds a move may wait for a display frame that does not come (a hidden window gets no
    /// frame callbacks) before the ``InputRouter`` delivers it as reported: the engine never
    /// starves. Three 60 Hz frames; a fixed time, not one measured from the display, so a replay
    /// flushes where the live session did.
    public static let longestDisplayFrameWait = 0.05

    /// Seconds after a pen leaves sensing range during which a finger that lands is still taken for
    /// the palm that held it (``PalmRejection``). Our choice: a writer's hand lifts the pen and
    /// settles again within about half a second, the time UIKit gives a long press; a finger meant
    /// as a finger waits no longer than that after the pen goes.
    public static let palmRejectionLinger = 0.5
}
