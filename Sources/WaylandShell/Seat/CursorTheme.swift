internal import CWaylandCursor
import Glibc

/// The user's cursor theme through libwayland-cursor, at one pixel size: the images for a
/// ``CursorShape`` as `wl_buffer`s the theme owns.
///
/// The theme and its size come from `XCURSOR_THEME` and `XCURSOR_SIZE` (what GNOME, KDE and
/// sway export to their clients); without them, the default theme at 24 pixels, libwayland-cursor's
/// own choice. A theme that is not installed falls back to libwayland-cursor's built-in cursors.
final class CursorTheme {
    /// One cursor image: its buffer and where the pointer's hot spot is in it, in pixels.
    struct Picture {
        let buffer: OpaquePointer
        let width: Int32
        let height: Int32
        let hotspotX: Int32
        let hotspotY: Int32
    }

    /// The cursor size in logical pixels at scale 1.
    static var baseSize: Int32 {
        getenv("XCURSOR_SIZE").flatMap { Int32(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    }

    /// The theme's name, nil for the default one.
    static var themeName: String? { getenv("XCURSOR_THEME").map { String(cString: $0) } }

    private let theme: OpaquePointer

    /// Loads the theme at `pixelSize`; nil when libwayland-cursor cannot.
    init?(pixelSize: Int32, shm: OpaquePointer) {
        guard let theme = wl_cursor_theme_load(Self.themeName, pixelSize, shm) else { return nil }
        self.theme = theme
    }

    deinit {
        wl_cursor_theme_destroy(theme)
    }

    /// The first image of the first of the shape's names the theme has (animated cursors show
    /// their first frame: none of ours animate).
    func picture(for shape: CursorShape) -> Picture? {
        for name in shape.themeNames {
            guard let cursor = wl_cursor_theme_get_cursor(theme, name), cursor.pointee.image_count > 0,
                let image = cursor.pointee.images[0], let buffer = wl_cursor_image_get_buffer(image)
            else { continue }
            let info = image.pointee
            return Picture(
                buffer: buffer, width: Int32(info.width), height: Int32(info.height),
                hotspotX: Int32(info.hotspot_x), hotspotY: Int32(info.hotspot_y))
        }
        return nil
    }
}
