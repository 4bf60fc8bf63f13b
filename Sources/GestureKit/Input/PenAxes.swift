import RealModule

/// What a pen reports beside its place (tablet-v2's axes), read per report as GTK's `get_axes`.
///
/// UIKit's names are derived from them: ``force`` from the pressure, ``altitude`` and ``azimuth``
/// from the tilt.
///
/// ```swift
/// let axes = PenAxes(pressure: 0.5, tilt: PenTilt(x: 30, y: 0))
/// axes.altitude  // 60° from the screen, in radians
/// ```
public struct PenAxes: Hashable, Sendable {
    /// How hard the tip presses, 0…1 (`zwp_tablet_tool_v2.pressure` over 65535).
    public var pressure: Double
    /// The pen's lean, degrees from upright towards x and y.
    public var tilt: PenTilt
    /// How far the tip is above the screen while hovering, 0…1 (0 touching or unknown).
    public var distance: Double
    /// The pen's turn about its own axis, degrees clockwise (0 where the tool has no such sensor).
    public var rotation: Double
    /// The barrel buttons held down.
    public var buttons: PenButtons

    /// Axes of a pen pressing with `pressure`, leaning by `tilt`.
    public init(
        pressure: Double = 0, tilt: PenTilt = PenTilt(), distance: Double = 0, rotation: Double = 0,
        buttons: PenButtons = []
    ) {
        self.pressure = pressure
        self.tilt = tilt
        self.distance = distance
        self.rotation = rotation
        self.buttons = buttons
    }

    /// The pressure as UIKit's `force`, 0…1 (an average press is about a third).
    public var force: Double { pressure }

    /// The angle between the pen and the screen in radians, as UIKit's `altitudeAngle`: π/2 upright.
    public var altitude: Double {
        let lean = (tilt.slopeX * tilt.slopeX + tilt.slopeY * tilt.slopeY).squareRoot()
        return Double.atan2(y: 1, x: lean)
    }

    /// The direction the pen leans towards in the screen's plane, radians from +x towards +y, as
    /// UIKit's `azimuthAngle(in:)` in window coordinates; 0 for an upright pen.
    public var azimuth: Double {
        guard tilt.x != 0 || tilt.y != 0 else { return 0 }
        return Double.atan2(y: tilt.slopeY, x: tilt.slopeX)
    }
}

/// A pen's tilt as tablet-v2 sends it: degrees from upright, towards +x and towards +y.
public struct PenTilt: Hashable, Sendable {
    /// Degrees towards +x (right), −90…90.
    public var x: Double
    /// Degrees towards +y (down), −90…90.
    public var y: Double

    /// A pen leaning `x` degrees towards +x and `y` degrees towards +y.
    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The lean's run per unit of height along x (tan of the angle); 89.9° at most, so never infinite.
    var slopeX: Double { Double.tan(min(max(x, -89.9), 89.9) * .pi / 180) }
    var slopeY: Double { Double.tan(min(max(y, -89.9), 89.9) * .pi / 180) }
}

/// The barrel buttons of a pen held down, by their evdev codes.
public struct PenButtons: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The lower barrel button, `BTN_STYLUS` (331).
    public static let primary = PenButtons(rawValue: 1)
    /// The upper barrel button, `BTN_STYLUS2` (332).
    public static let secondary = PenButtons(rawValue: 2)
    /// A third barrel button, `BTN_STYLUS3` (329).
    public static let tertiary = PenButtons(rawValue: 4)

    /// The button with evdev code `code`, or nil for a code that is not a barrel button.
    public init?(code: UInt32) {
        switch code {
        case 331: self = .primary
        case 332: self = .secondary
        case 329: self = .tertiary
        default: return nil
        }
    }
}
