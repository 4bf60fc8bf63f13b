import GestureKit

extension CairoImage {
    /// Loads a JPEG file (a camera photo an operator drops into a kiosk's folder).
    ///
    /// Like a PNG, a picture longer than `maximumPixelSize` on a side keeps its size in points
    /// and carries fewer pixels; a JPEG is reduced while it is decoded, so a 24-megapixel photo
    /// never exists at full size in memory.
    ///
    /// - Parameters:
    ///   - path: the JPEG file.
    ///   - scale: pixels per point; by default 2 for `name@2x.jpg`, otherwise 1.
    ///   - maximumPixelSize: a longer side than this is reduced to it while decoding.
    /// - Throws: ``CairoCanvasError`` naming the path when the file is missing, unreadable or not a JPEG.
    public convenience init(
        contentsOfJPEG path: String, scale: Double? = nil, maximumPixelSize: Int = CairoImage.defaultMaximumPixelSize
    ) throws {
        let (decoded, fullWidth, fullHeight) = try CairoSurface.decodingJPEG(
            at: path, maximumPixelSize: maximumPixelSize)
        let scale = scale ?? Self.scale(fromFileName: path) ?? 1
        let size = Size(width: Double(fullWidth) / scale, height: Double(fullHeight) / scale)
        self.init(surface: try Self.reduce(decoded, toAtMost: maximumPixelSize), size: size)
    }
}
