internal import CWaylandClient
import GestureKit

/// A picture the compositor shows over a window, where the app places it: a synchronized
/// `wl_subsurface` that takes no input. Moving it costs the app one request instead of drawing
/// the window again; what changes shows with the window's next commit, all of a frame at once.
///
/// ```swift
/// guard let layer = window.makeLayer() else { return }   // no wl_subcompositor: draw as before
/// try layer.show(pixelWidth: 300, pixelHeight: 200, scale: 1, at: (40, 60)) { buffer in
///     // write every pixel of the buffer's top left 300×200, transparent ones too
/// }
/// try layer.show(pixelWidth: 300, pixelHeight: 200, scale: 1, at: (44, 61), draw: nil)   // moved
/// layer.hide()
/// ```
public final class SurfaceLayer {
    private let surface: Surface
    private let subsurface: OpaquePointer
    private let buffers: BufferPool
    /// Crops its buffer to the part the window shows, where the compositor offers `wp_viewporter`.
    private let viewport: Viewport?
    /// The crop its surface was last committed with, in buffer pixels; nil: the whole picture.
    private var crop: Crop?
    /// Where it was last placed, in the window's surface coordinates.
    private var position: (x: Int32, y: Int32)?
    /// Its buffer scale, and the pixel size of the picture it holds.
    private var shown: (scale: Int, width: Int, height: Int)?
    /// The buffers' size while it shows pictures: grown to hold each, never shrunk until it is
    /// hidden, so a pinch that grows and shrinks its picture keeps its buffers (a new buffer is
    /// a new mapping, its pages faulted in: a sixth of the app's CPU in a pinch that made them
    /// at each size).
    private var bufferSize: (width: Int, height: Int)?
    /// The part of each buffer the last picture drawn into it took, from its top left corner:
    /// what of it the next picture does not cover needs clearing (new buffers are zero-filled).
    private var drawnSizes: [ObjectIdentifier: (width: Int, height: Int)] = [:]

    /// Whether it shows a picture (as of the window's next commit).
    public var isShown: Bool { shown != nil }

    /// Whether it can show part of a picture (`show(…part:…)`): the compositor offers
    /// `wp_viewporter`.
    public var canCrop: Bool { viewport != nil }

    /// A part of a picture, in its buffer pixels.
    public struct Crop: Equatable, Sendable {
        /// Its top left corner, from the picture's.
        public var x: Int
        /// Its top left corner, from the picture's.
        public var y: Int
        /// Its size.
        public var width: Int
        /// Its size.
        public var height: Int

        /// The part `width` × `height` pixels large whose top left corner is (`x`, `y`).
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// Buffers are made this many pixels larger at a time, so a picture that grows a little (a
    /// pinch) keeps its buffers.
    static let sizeStep = 64

    init?(window: ShellWindow) {
        let display = window.display
        guard let subcompositor = display.subcompositor, let compositor = display.compositor,
            let sharedMemory = display.sharedMemory
        else { return nil }
        surface = Surface(compositor: compositor)
        guard surface.supportsBufferScale,
            let subsurface = wl_subcompositor_get_subsurface(subcompositor.proxy, surface.proxy, window.surface.proxy)
        else {
            surface.destroy()
            return nil
        }
        self.subsurface = subsurface
        surface.takeNoInput(compositor: compositor)
        buffers = BufferPool(shm: sharedMemory.proxy)
        let surface = surface
        viewport = display.viewporter.map { Viewport(viewporter: $0, surface: surface) }
    }

    deinit {
        viewport?.destroy()
        wl_subsurface_destroy(subsurface)
        buffers.removeAll()
        surface.destroy()
    }

    /// Shows a picture `pixelWidth` × `pixelHeight` buffer pixels large with its top left corner
    /// at `origin` (the window's buffer pixels, each a multiple of `scale`, the window's integer
    /// buffer scale). `draw` draws it into a buffer at least that large, writing every pixel of
    /// the buffer's top left `pixelWidth` × `pixelHeight`, transparent ones too, whatever they
    /// held (the layer clears what an earlier, larger picture left beyond them); nil keeps the
    /// picture shown last (of that size) and only moves it. `part` (multiples of `scale` within
    /// the picture; only where ``canCrop``) shows only that part of it, where it stands in the
    /// picture: the rest is past the window's edge.
    ///
    /// - Returns: false, having changed nothing, when every buffer is still the compositor's.
    /// - Throws: ``ShellError/sharedMemory(_:)`` when no buffer can be made.
    @discardableResult
    public func show(
        pixelWidth: Int, pixelHeight: Int, scale: Int, at origin: (x: Int, y: Int), part: Crop? = nil,
        draw: ((SharedMemoryBuffer) throws -> Void)?
    ) throws -> Bool {
        precondition(scale >= 1 && pixelWidth >= 1 && pixelHeight >= 1, "a layer's picture has pixels")
        let part = part.flatMap { $0 == Crop(x: 0, y: 0, width: pixelWidth, height: pixelHeight) ? nil : $0 }
        precondition(part == nil || viewport != nil, "a layer crops only with wp_viewporter")
        if let draw {
            let step = Self.sizeStep * scale
            let width = max((pixelWidth + step - 1) / step * step, bufferSize?.width ?? 0)
            let height = max((pixelHeight + step - 1) / step * step, bufferSize?.height ?? 0)
            bufferSize = (width, height)
            let layout = BufferPool.Layout(
                size: Size(width: Double(width / scale), height: Double(height / scale)), scale: Double(scale))
            // New buffers are zero-filled; kept ones hold what was drawn, hidden since or not.
            if buffers.layout != layout { drawnSizes.removeAll() }
            buffers.use(layout)
            guard let buffer = try buffers.acquire() else { return false }
            let key = ObjectIdentifier(buffer)
            let drawn = drawnSizes[key] ?? (0, 0)
            clear(buffer, width: drawn.width, height: drawn.height, outside: (pixelWidth, pixelHeight))
            try draw(buffer)
            drawnSizes[key] = (pixelWidth, pixelHeight)
            buffer.markDrawn()
            if shown?.scale != scale { surface.setBufferScale(Int32(scale)) }
            surface.attach(buffer)
            buffer.isBusy = true
            surface.damageEverything()
            setCrop(part, scale: scale)
            surface.commit()
            shown = (scale, pixelWidth, pixelHeight)
        } else if shown == nil {
            return false
        } else if part != crop {
            // The same picture, another part of it: the crop is the surface's state, applied with
            // the window's next commit.
            setCrop(part, scale: scale)
            surface.commit()
        }
        let corner = (x: origin.x + (part?.x ?? 0), y: origin.y + (part?.y ?? 0))
        let place = (x: Int32(clamping: corner.x / scale), y: Int32(clamping: corner.y / scale))
        if position.map({ $0 != place }) ?? true {
            wl_subsurface_set_position(subsurface, place.x, place.y)
            position = place
        }
        return true
    }

    /// Crops the surface to `part` of its buffer (in surface units: buffer pixels over `scale`),
    /// or shows all of it.
    private func setCrop(_ part: Crop?, scale: Int) {
        guard let viewport, part != crop else { return }
        crop = part
        if let part {
            let (x, y) = (Int32(clamping: part.x / scale), Int32(clamping: part.y / scale))
            let (width, height) = (Int32(clamping: part.width / scale), Int32(clamping: part.height / scale))
            viewport.setSource(x: x, y: y, width: width, height: height)
            viewport.setDestination(width: width, height: height)
        } else {
            viewport.unsetSource()
            viewport.setDestination(width: -1, height: -1)
        }
    }

    /// Makes the pixels of `buffer`'s top left `width` × `height` that lie outside its top left
    /// `kept` transparent: what an earlier picture left beyond the one drawing next.
    private func clear(_ buffer: SharedMemoryBuffer, width: Int, height: Int, outside kept: (width: Int, height: Int)) {
        let right = min(width, buffer.pixelWidth)
        guard right > 0 else { return }
        buffer.withUnsafeMutableBytes { bytes in
            for row in 0..<min(height, buffer.pixelHeight) {
                // Beside the kept part, or the whole row below it.
                let left = row < kept.height ? min(kept.width, right) : 0
                guard left < right else { continue }
                let start = row * buffer.bytesPerRow
                bytes[(start + left * 4)..<(start + right * 4)].initializeMemory(as: UInt8.self, repeating: 0)
            }
        }
    }

    /// Shows nothing (as of the window's next commit).
    public func hide() {
        guard shown != nil else { return }
        shown = nil
        bufferSize = nil
        setCrop(nil, scale: 1)
        surface.detach()
        surface.commit()
    }
}

extension ShellWindow {
    /// A new layer over this window, or nil where the compositor offers no `wl_subcompositor`.
    public func makeLayer() -> SurfaceLayer? {
        SurfaceLayer(window: self)
    }

    /// The window's buffer scale when a layer can stand in for part of its picture pixel for
    /// pixel: a whole number, and the buffers not turned by the compositor; else nil.
    public var layerScale: Int? {
        guard appliedBufferTurn == .none, scale >= 1, scale == scale.rounded(), scale <= 16 else { return nil }
        return Int(scale)
    }
}
