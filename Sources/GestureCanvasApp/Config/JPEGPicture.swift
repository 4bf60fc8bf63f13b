import CairoCanvas
import GestureKit

/// JPEG pictures: recognised, and refused with a sentence that says what to do. Decoding them
/// would take libjpeg-turbo's TurboJPEG API (Debian's libturbojpeg0-dev: no setjmp error handling
/// to wrap, decodes straight into Cairo's BGRA layout and can scale by 1/2…1/8 while decoding);
/// until that lands, convert photos to PNG.
enum JPEGPicture {
    static func load(_ path: String) throws -> Image {
        throw CairoCanvasError.imageUnreadable(
            path: path,
            reason: "a JPEG picture; this build reads PNG only (convert it, e.g. `convert photo.jpg photo.png`)")
    }
}
