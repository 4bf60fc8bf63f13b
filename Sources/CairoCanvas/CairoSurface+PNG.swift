import CCairo
import Glibc

// PNG files go through Cairo's stream functions rather than its path functions so that a
// failure keeps the operating system's reason ("No such file or directory", "Is a directory")
// instead of Cairo's generic "error while reading from input stream".

extension CairoSurface {
    /// Decodes a PNG file into a new surface.
    ///
    /// Throws ``CairoCanvasError/imageNotFound(path:)``, ``CairoCanvasError/imageUnreadable(path:reason:)``
    /// or ``CairoCanvasError/notAPNG(path:)``, each naming the path.
    public convenience init(contentsOfPNG path: String) throws {
        guard let file = fopen(path, "rb") else {
            let code = errno
            if code == ENOENT { throw CairoCanvasError.imageNotFound(path: path) }
            throw CairoCanvasError.imageUnreadable(path: path, reason: Self.systemMessage(code))
        }
        defer { fclose(file) }
        let reader = StreamState(file: file)
        let pointer = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(readChunk, Unmanaged.passUnretained(reader).toOpaque())!
        }
        if let code = reader.systemError {
            cairo_surface_destroy(pointer)
            throw CairoCanvasError.imageUnreadable(path: path, reason: Self.systemMessage(code))
        }
        guard reader.startsWithPNGSignature else {
            cairo_surface_destroy(pointer)
            throw CairoCanvasError.notAPNG(path: path)
        }
        try self.init(checking: pointer) { reason in .imageUnreadable(path: path, reason: "damaged PNG data: \(reason)")
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

/// The file behind one PNG stream, and what went wrong with it.
private final class StreamState {
    let file: UnsafeMutablePointer<FILE>
    var systemError: Int32?
    /// The first bytes read, to tell "not a PNG" from "a damaged PNG".
    var leadingBytes: [UInt8] = []

    init(file: UnsafeMutablePointer<FILE>) {
        self.file = file
    }

    /// Every PNG file starts with these eight bytes (PNG specification, section 5.2).
    static let pngSignature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var startsWithPNGSignature: Bool {
        leadingBytes.starts(with: Self.pngSignature)
    }
}

private func readChunk(_ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    let state = Unmanaged<StreamState>.fromOpaque(closure!).takeUnretainedValue()
    let count = Int(length)
    let read = fread(data, 1, count, state.file)
    if state.leadingBytes.count < StreamState.pngSignature.count, let data {
        let needed = min(StreamState.pngSignature.count - state.leadingBytes.count, read)
        state.leadingBytes += UnsafeBufferPointer(start: data, count: needed)
    }
    guard read == count else {
        if ferror(state.file) != 0 { state.systemError = errno }
        return CAIRO_STATUS_READ_ERROR
    }
    return CAIRO_STATUS_SUCCESS
}

private func writeChunk(_ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32)
    -> cairo_status_t
{
    let state = Unmanaged<StreamState>.fromOpaque(closure!).takeUnretainedValue()
    guard fwrite(data, 1, Int(length), state.file) == Int(length) else {
        state.systemError = errno
        return CAIRO_STATUS_WRITE_ERROR
    }
    return CAIRO_STATUS_SUCCESS
}
