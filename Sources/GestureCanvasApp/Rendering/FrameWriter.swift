import CairoCanvas
import Foundation
import GestureKit
import HostSystem

/// Writes rendered frames of a window as numbered PNG files as they come, and at the end a
/// contact sheet of them.
///
/// Nothing but one frame and the sheet's thumbnails is held in memory, so a replay of any
/// length stays within a few tens of megabytes (see ``ContactSheet``).
public final class FrameWriter {
    /// The largest frame written: 16 megapixels (5120×3200, 66 MB as 32-bit pixels), so a replay
    /// writing them stays within 200 MB (measured: 117 MB peak at 5120×3200, 201 MB at 7680×4320).
    public static let maximumPixelCount = 5120 * 3200

    public let directory: String
    public let scale: Double
    private let renderer = Renderer()
    private let sheet = ContactSheet()
    /// How many frames have been written.
    public private(set) var frameCount = 0

    /// Creates `directory` if needed.
    public init(directory: String, scale: Double = 1) throws(AppError) {
        self.directory = directory
        self.scale = scale
        // Foundation makes the folders one recursion per part: a 100 KB path overflowed the stack.
        if let problem = ResolvedPath.lengthProblem(directory) { throw .unwritable(path: directory, reason: problem) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: directory, reason: CommandInput.reason(for: error))
        }
    }

    /// The pixel size of a frame of a window of `size` points at `scale`.
    public static func pixelSize(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// Renders the whole window and writes `frame-NNNN.png`.
    public func write(_ window: Window, index: Int) throws {
        let pixels = Self.pixelSize(of: window.bounds.size, scale: scale)
        let surface = try CairoSurface(pixelWidth: pixels.width, pixelHeight: pixels.height)
        renderer.render(window, into: surface, scale: scale)
        try surface.writePNG(to: "\(directory)/frame-\(String(format: "%04d", index)).png")
        try sheet.add(surface)
        frameCount += 1
    }

    /// Writes `contact-sheet.png` of the frames written (every one, or evenly spaced ones for a
    /// long replay); nil when there were none.
    @discardableResult
    public func writeContactSheet() throws -> String? {
        guard let image = try sheet.draw() else { return nil }
        let path = "\(directory)/contact-sheet.png"
        try image.writePNG(to: path)
        return path
    }

    /// One frame in how many is on the contact sheet.
    public var contactSheetStride: Int { sheet.stride }
}
