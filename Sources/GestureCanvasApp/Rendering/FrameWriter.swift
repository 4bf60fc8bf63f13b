import CairoCanvas
import Foundation
import GestureKit

/// Writes rendered frames of a window as numbered PNG files, and a contact sheet of them all.
public final class FrameWriter {
    public let directory: String
    public let scale: Double
    private let renderer = Renderer()
    public private(set) var writtenPaths: [String] = []

    /// Creates `directory` if needed.
    public init(directory: String, scale: Double = 1) throws(AppError) {
        self.directory = directory
        self.scale = scale
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory, reason: CommandInput.reason(for: error))
        }
    }

    /// Renders the whole window and writes `frame-NNNN.png`.
    public func write(_ window: Window, index: Int) throws {
        let surface = try CairoSurface(
            pixelWidth: Int((window.bounds.width * scale).rounded()),
            pixelHeight: Int((window.bounds.height * scale).rounded()))
        renderer.render(window, into: surface, scale: scale)
        let path = "\(directory)/frame-\(String(format: "%04d", index)).png"
        try surface.writePNG(to: path)
        writtenPaths.append(path)
    }

    /// Writes `contact-sheet.png`: every frame written so far as a thumbnail in a grid, in order.
    @discardableResult
    public func writeContactSheet(columns: Int = 6, thumbnailWidth: Double = 320) throws -> String? {
        guard !writtenPaths.isEmpty else { return nil }
        let frames = try writtenPaths.map { try CairoImage(contentsOf: $0, scale: 1) }
        let aspect = frames[0].size.height / max(frames[0].size.width, 1)
        let cell = Size(width: thumbnailWidth, height: (thumbnailWidth * aspect).rounded())
        let gap = 8.0
        let columnCount = min(columns, frames.count)
        let rows = (frames.count + columnCount - 1) / columnCount
        let sheet = try CairoSurface(
            pixelWidth: Int(Double(columnCount) * (cell.width + gap) + gap),
            pixelHeight: Int(Double(rows) * (cell.height + gap) + gap))
        let context = CairoDrawingContext(surface: sheet)
        context.fill(
            Rect(x: 0, y: 0, width: Double(sheet.pixelWidth), height: Double(sheet.pixelHeight)),
            with: Color(hex: 0x3A3A3C))
        for (index, frame) in frames.enumerated() {
            let origin = Point(
                x: gap + Double(index % columnCount) * (cell.width + gap),
                y: gap + Double(index / columnCount) * (cell.height + gap))
            context.draw(frame, in: Rect(origin: origin, size: cell))
        }
        let path = "\(directory)/contact-sheet.png"
        try sheet.writePNG(to: path)
        return path
    }
}
