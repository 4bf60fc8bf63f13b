import CCairo
import Glibc

// PNG files go through Cairo's stream functions rather than its path functions so that a
// failure keeps the operating system's reason ("No such file or directory", "Is a directory")
// instead of Cairo's generic "error while reading from input stream".

extension CairoSurface {
    /// Decodes a PNG file into a new surface.
    ///
    /// The file must be a regular file of at most ``PictureLimits/fileBytes``, and its header
    /// must promise at most ``PictureLimits/decodedPixels`` pixels: Cairo decodes a PNG whole, so
    /// the size is checked before any pixel memory is asked for.
    ///
    /// Throws ``CairoCanvasError/imageNotFound(path:)``, ``CairoCanvasError/imageUnreadable(path:reason:)``
    /// or ``CairoCanvasError/notAPNG(path:)``, each naming the path.
    public convenience init(contentsOfPNG path: String) throws {
        let bytes = try PictureLimits.readPicture(at: path)
        guard bytes.starts(with: StreamState.pngSignature) else { throw CairoCanvasError.notAPNG(path: path) }
        try PictureLimits.checkPNGHeader(bytes, path: path)
        let reader = StreamState(bytes: bytes)
        let pointer = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(readChunk, Unmanaged.passUnretained(reader).toOpaque())!
        }
        try self.init(checking: pointer) { reason in
            // Cairo turns every libpng error into "out of memory"; with the size checked above,
            // that means data libpng could not decode.
            let why =
                reader.ranShort
                ? "damaged PNG data: the file ends before the picture does"
                : "damaged PNG data: libpng could not decode it"
            return .imageUnreadable(path: path, reason: why)
        }
    }

    /// Writes the pixels to a PNG file, as a shell's `>` would: a file at the path is overwritten,
    /// a symlink, device or FIFO is written through.
    ///
    /// Throws ``CairoCanvasError/cannotWritePNG(path:reason:)`` naming the path; a partial file
    /// that this call created is removed (never anything that was there before).
    public func writePNG(to path: String) throws {
        var existing = stat()
        let isNew = lstat(path, &existing) != 0
        guard let file = fopen(path, "wb") else {
            throw CairoCanvasError.cannotWritePNG(path: path, reason: Self.systemMessage(errno))
        }
        let writer = StreamState(file: file)
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(pointer, writeChunk, Unmanaged.passUnretained(writer).toOpaque())
        }
        // Buffered data reaches the disk at fclose, so a full disk may only show up here.
        if fclose(file) != 0, writer.systemError == nil { writer.systemError = errno }
        if let code = writer.systemError {
            if isNew { remove(path) }
            throw CairoCanvasError.cannotWritePNG(path: path, reason: Self.systemMessage(code))
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            if isNew { remove(path) }
            throw CairoCanvasError.cannotWritePNG(path: path, reason: Self.message(for: status))
        }
    }

    static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// The file behind one PNG stream: the file being written, or the bytes being decoded.
private final class StreamState {
    let file: UnsafeMutablePointer<FILE>?
    let bytes: [UInt8]
    var offset = 0
    var systemError: Int32?
    /// Whether the decoder asked for more bytes than the file has.
    var ranShort = false

    init(file: UnsafeMutablePointer<FILE>) {
        self.file = file
        bytes = []
    }

    init(bytes: [UInt8]) {
        file = nil
        self.bytes = bytes
    }

    /// Every PNG file starts with these eight bytes (PNG specification, section 5.2).
    static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
}

private func readChunk(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    let state = Unmanaged<StreamState>.fromOpaque(closure!).takeUnretainedValue()
    let count = Int(length)
    guard let data, count <= state.bytes.count - state.offset else {
        state.ranShort = true
        return CAIRO_STATUS_READ_ERROR
    }
    state.bytes.withUnsafeBufferPointer { source in
        data.update(from: source.baseAddress! + state.offset, count: count)
    }
    state.offset += count
    return CAIRO_STATUS_SUCCESS
}

private func writeChunk(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    let state = Unmanaged<StreamState>.fromOpaque(closure!).takeUnretainedValue()
    guard fwrite(data, 1, Int(length), state.file!) == Int(length) else {
        state.systemError = errno
        return CAIRO_STATUS_WRITE_ERROR
    }
    return CAIRO_STATUS_SUCCESS
}
