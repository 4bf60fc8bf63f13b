internal import CWaylandClient
import GestureKit

/// A turn as `wl_surface.set_buffer_transform` declares it: the compositor turns the buffer
/// as it composites it, at no cost to the client.
///
/// The protocol names the turn the buffer's content already has, anticlockwise
/// (`wl_output.transform`), and the compositor undoes it, turning the buffer clockwise: so a
/// picture drawn upright that must show a quarter turn clockwise declares
/// `WL_OUTPUT_TRANSFORM_90` (seen under weston 10: the buffer's top edge down the right side).
extension QuarterTurn {
    /// The `wl_output.transform` value to declare for this turn.
    var wlTransform: Int32 {
        switch self {
        case .none: Int32(WL_OUTPUT_TRANSFORM_NORMAL.rawValue)
        case .quarter: Int32(WL_OUTPUT_TRANSFORM_90.rawValue)
        case .half: Int32(WL_OUTPUT_TRANSFORM_180.rawValue)
        case .threeQuarters: Int32(WL_OUTPUT_TRANSFORM_270.rawValue)
        }
    }

    /// Where a picture's point (`x`, `y` from its top-left corner; the picture `width` × `height`)
    /// shows once turned, from the top-left corner of the turned picture.
    func turned(x: Int32, y: Int32, width: Int32, height: Int32) -> (x: Int32, y: Int32) {
        switch self {
        case .none: (x, y)
        case .quarter: (height - y, x)
        case .half: (width - x, height - y)
        case .threeQuarters: (y, width - x)
        }
    }
}
