import CairoCanvas
import GestureKit

/// Thumbnails of the frames of a replay, gathered as each frame is written, and drawn as one
/// grid at the end.
///
/// Memory stays bounded whatever the number of frames: past ``maximumThumbnails`` every other
/// thumbnail is dropped and from then on only every second (fourth, …) frame is kept, so a long
/// recording gets a sheet of evenly spaced frames instead of one that grows without end.
final class ContactSheet {
    /// 96 thumbnails of 320 px: about 25 MB for 16:10 frames.
    static let maximumThumbnails = 96
    let thumbnailWidth: Double
    /// Keep one frame in `stride` (1, 2, 4, …).
    private(set) var stride = 1
    private(set) var thumbnails: [CairoSurface] = []
    private var framesSeen = 0

    init(thumbnailWidth: Double = 320) {
        self.thumbnailWidth = thumbnailWidth
    }

    /// Offers the next frame; a thumbnail of it is kept if it falls on the current stride.
    func add(_ frame: CairoSurface) throws {
        defer { framesSeen += 1 }
        guard framesSeen % stride == 0 else { return }
        thumbnails.append(try Self.thumbnail(of: frame, width: thumbnailWidth))
        if thumbnails.count > Self.maximumThumbnails {
            thumbnails = thumbnails.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
            stride *= 2
        }
    }

    /// The grid of thumbnails in order, or nil when no frame came.
    func draw(columns: Int = 6) throws -> CairoSurface? {
        guard let first = thumbnails.first else { return nil }
        let cell = Size(width: Double(first.pixelWidth), height: Double(first.pixelHeight))
        let gap = 8.0
        let columnCount = min(columns, thumbnails.count)
        let rows = (thumbnails.count + columnCount - 1) / columnCount
        let sheet = try CairoSurface(
            pixelWidth: Int(Double(columnCount) * (cell.width + gap) + gap),
            pixelHeight: Int(Double(rows) * (cell.height + gap) + gap))
        let context = CairoDrawingContext(surface: sheet)
        context.fill(
            Rect(x: 0, y: 0, width: Double(sheet.pixelWidth), height: Double(sheet.pixelHeight)),
            with: Color(hex: 0x3A3A3C))
        for (index, thumbnail) in thumbnails.enumerated() {
            let origin = Point(
                x: gap + Double(index % columnCount) * (cell.width + gap),
                y: gap + Double(index / columnCount) * (cell.height + gap))
            context.draw(CairoImage(surface: thumbnail), in: Rect(origin: origin, size: cell))
        }
        return sheet
    }

    private static func thumbnail(of frame: CairoSurface, width: Double) throws -> CairoSurface {
        let aspect = Double(frame.pixelHeight) / Double(max(frame.pixelWidth, 1))
        let size = Size(width: width, height: max((width * aspect).rounded(), 1))
        let thumbnail = try CairoSurface(pixelWidth: Int(size.width), pixelHeight: Int(size.height))
        CairoDrawingContext(surface: thumbnail).draw(
            CairoImage(surface: frame), in: Rect(origin: Point(x: 0, y: 0), size: size))
        return thumbnail
    }
}
