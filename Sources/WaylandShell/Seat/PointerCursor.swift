internal import CWaylandClient
import GestureKit

/// The pointer's image while it is over one of our windows: a `wl_surface` showing a picture
/// from the user's cursor theme, handed to the compositor with `wl_pointer.set_cursor`.
///
/// `set_cursor` only counts with the serial of the pointer's latest `enter` on our surface, so
/// the pointer calls ``show(_:scale:serial:)`` on every enter and whenever the window under it
/// asks for another shape. At scale 2 the theme is loaded at twice the size and the cursor
/// surface gets buffer scale 2, so the arrow is as sharp as the window. A window whose content
/// is turned (a kiosk's `rotation`) turns its cursor alike, by the cursor surface's buffer
/// transform, so the arrow points up the content and its tip stays on the hotspot.
final class PointerCursor {
    private let pointer: OpaquePointer
    private unowned let display: WaylandDisplay
    private var surface: OpaquePointer?
    private var themes: [Int32: CursorTheme] = [:]
    /// What was shown last, to skip requests that change nothing.
    private var shown: (shape: CursorShape, scale: Int32, turn: QuarterTurn, serial: UInt32)?

    init(pointer: OpaquePointer, display: WaylandDisplay) {
        self.pointer = pointer
        self.display = display
    }

    deinit {
        if let surface { wl_surface_destroy(surface) }
    }

    /// Shows `shape` for a window drawn at `scale`, turned by `turn`, with the serial of the
    /// latest enter.
    func show(_ shape: CursorShape, scale: Double, turn: QuarterTurn = .none, serial: UInt32) {
        // Cursor surfaces take integer buffer scales only: 1.5 draws the 2× cursor.
        let integerScale = max(1, Int32(saturating: scale.rounded(.up)))
        if let shown, shown.shape == shape, shown.scale == integerScale, shown.turn == turn, shown.serial == serial {
            return
        }
        shown = (shape, integerScale, turn, serial)
        guard shape != .hidden else {
            wl_pointer_set_cursor(pointer, serial, nil, 0, 0)
            return
        }
        guard let found = picture(for: shape, scale: integerScale), let surface = cursorSurface() else {
            display.oddities.note("no-cursor", "no cursor image for \(shape): the compositor's stays")
            return
        }
        let (picture, pictureScale) = found
        wl_surface_attach(surface, picture.buffer, 0, 0)
        let version = wl_proxy_get_version(surface)
        if version >= WL_SURFACE_SET_BUFFER_SCALE_SINCE_VERSION {
            wl_surface_set_buffer_scale(surface, pictureScale)
        }
        // Version 2 brings the transform; a compositor without it shows the arrow upright.
        let shownTurn = version >= WL_SURFACE_SET_BUFFER_TRANSFORM_SINCE_VERSION ? turn : .none
        if version >= WL_SURFACE_SET_BUFFER_TRANSFORM_SINCE_VERSION {
            wl_surface_set_buffer_transform(surface, shownTurn.wlTransform)
        }
        wl_surface_damage(surface, 0, 0, Int32.max, Int32.max)
        wl_surface_commit(surface)
        // The hotspot is in the turned surface's coordinates.
        let hotspot = shownTurn.turned(
            x: picture.hotspotX / pictureScale, y: picture.hotspotY / pictureScale,
            width: picture.width / pictureScale, height: picture.height / pictureScale)
        wl_pointer_set_cursor(pointer, serial, surface, hotspot.x, hotspot.y)
    }

    /// The picture at `scale`, or at scale 1 when the theme's picture does not divide evenly
    /// (a buffer's size must be a multiple of its scale).
    private func picture(for shape: CursorShape, scale: Int32) -> (CursorTheme.Picture, Int32)? {
        for candidate in Set([scale, 1]).sorted(by: >) {
            guard let picture = theme(scale: candidate)?.picture(for: shape) else { continue }
            if picture.width % candidate == 0 && picture.height % candidate == 0 { return (picture, candidate) }
        }
        return nil
    }

    private func theme(scale: Int32) -> CursorTheme? {
        if let theme = themes[scale] { return theme }
        guard let shm = display.sharedMemory?.proxy,
            let theme = CursorTheme(pixelSize: CursorTheme.baseSize * scale, shm: shm)
        else { return nil }
        themes[scale] = theme
        return theme
    }

    private func cursorSurface() -> OpaquePointer? {
        if let surface { return surface }
        guard let compositor = display.compositor else { return nil }
        surface = wl_compositor_create_surface(compositor.proxy)
        return surface
    }
}
