/// A pointer button, as the Linux input code that `wl_pointer.button` carries.
public struct PointerButton: Equatable, Sendable {
    public let code: UInt32

    public init(code: UInt32) {
        self.code = code
    }

    // BTN_LEFT, BTN_RIGHT, BTN_MIDDLE from linux/input-event-codes.h.
    public static let left = PointerButton(code: 0x110)
    public static let right = PointerButton(code: 0x111)
    public static let middle = PointerButton(code: 0x112)
}

/// Pressed or released, for buttons and keys (the values KWin's fake input reads: non-zero is
/// pressed, as in `wl_pointer.button_state` and `wl_keyboard.key_state`).
public enum InputState: UInt32, Sendable {
    case released = 0
    case pressed = 1
}

/// A scroll axis, numbered as `wl_pointer.axis`.
public enum ScrollAxis: UInt32, Sendable {
    case vertical = 0
    case horizontal = 1
}

/// A request this type knows, which the bound version of the protocol does not have.
public enum FakeInputError: Error, CustomStringConvertible {
    case requestNeedsNewerVersion(request: String, needs: UInt32, bound: UInt32)

    public var description: String {
        switch self {
        case .requestNeedsNewerVersion(let request, let needs, let bound):
            "org_kde_kwin_fake_input.\(request) needs version \(needs); KWin offers \(bound)"
        }
    }
}
