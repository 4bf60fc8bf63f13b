internal import CWaylandClient
import GestureKit

/// A picture the compositor shows over a window, where the app places it: a synchronized
/// `wl_subsurface` that takes no input. Moving it costs the app one request instead of drawing
/// the window again; what changes shows with the window's next commit, all of a frame at once.
///
/// ```swift
/// guard let layer = window.makeLayer() else { return }   // no wl_subcompositor: draw as before
/// try layer.show(pixelWidth: 300, pixelHeight: 200, scale: 1, at: (40, 60)) { buffer in
///     // draw the 300×200 picture into the cleared buffer
/// }
/// try layer.show(pixelWidth: 300, pixelHeight: 200, scale: 1, at: (44, 61), draw: nil)   // moved
/// layer.hide()
/// ```
public final class SurfaceLayer {
    private let surface: Surface
    private let subsurface: OpaquePointer
    private let buffers: BufferPool
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
    /// all that needs clearing for the next (new buffers are zero-filled).
    private var drawnSizes: [ObjectIdentifier: (width: Int, height: Int)] = [:]

    /// Whether it shows a picture (as of the window's next commit).
    public var isShown: Bool { shown != nil }

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
    }

    deinit {
        wl_subsurface_destroy(subsurface)
        buffers.removeAll()
        surface.destroy()
    }

    /// Shows a picture `pixelWidth` × `pixelHeight` buffer pixels large with its top left corner
    /// at `origin` (the window's buffer pixels, each a multiple of `scale`, the window's integer
    /// buffer scale). `draw` draws it into a cleared buffer at least that large; nil keeps the
    /// picture shown last (of that size) and only moves it.
    ///
    /// - Returns: false, having changed nothing, when every buffer is still the compositor's.
    /// - Throws: ``ShellError/sharedMemory(_:)`` when no buffer can be made.
    @discardableResult
    public func show(
        pixelWidth: Int, pixelHeight: Int, scale: Int, at origin: (x: Int, y: Int),
        draw: ((SharedMemoryBuffer) throws -> Void)?
    ) throws -> Bool {
        precondition(scale >= 1 && pixelWidth >= 1 && pixelHeight >= 1, "a layer's picture has pixels")
        if let draw {
            let step = Self.sizeStep * scale
            let width = max((pixelWidth + step - 1) / step * step, bufferSize?.width ?? 0)
            let height = max((pixelHeight + step - 1) / step * step, bufferSize?.height ?? 0)
            if bufferSize.map({ $0 != (width, height) }) ?? true { drawnSizes.removeAll() }
            bufferSize = (width, height)
            buffers.use(
                BufferPool.Layout(
                    size: Size(width: Double(width / scale), height: Double(height / scale)), scale: Double(scale)))
            guard let buffer = try buffers.acquire() else { return false }
            let key = ObjectIdentifier(buffer)
            let drawn = drawnSizes[key] ?? (0, 0)
            clear(buffer, width: max(drawn.width, pixelWidth), height: max(drawn.height, pixelHeight))
            try draw(buffer)
            drawnSizes[key] = (pixelWidth, pixelHeight)
            buffer.markDrawn()
            if shown?.scale != scale { surface.setBufferScale(Int32(scale)) }
            surface.attach(buffer)
            buffer.isBusy = true
            surface.damageEverything()
            surface.commit()
            shown = (scale, pixelWidth, pixelHeight)
        } else if shown == nil {
            return false
        }
        let place = (x: Int32(clamping: origin.x / scale), y: Int32(clamping: origin.y / scale))
        if position.map({ $0 != place }) ?? true {
            wl_subsurface_set_position(subsurface, place.x, place.y)
            position = place
        }
        return true
    }

    /// Makes the top left `width` × `height` pixels of `buffer` transparent.
    private func clear(_ buffer: SharedMemoryBuffer, width: Int, height: Int) {
        let rowBytes = min(width, buffer.pixelWidth) * 4
        buffer.withUnsafeMutableBytes { bytes in
            for row in 0..<min(height, buffer.pixelHeight) {
                let start = row * buffer.bytesPerRow
                bytes[start..<start + rowBytes].initializeMemory(as: UInt8.self, repeating: 0)
            }
        }
    }

    /// Shows nothing (as of the window's next commit).
    public func hide() {
        guard shown != nil else { return }
        shown = nil
        bufferSize = nil
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
