extension TestCompositor {
    /// A sub-surface of the main surface as the compositor shows it.
    public struct SubsurfaceInfo: Equatable, Sendable {
        /// Where its top left corner is on the main surface, in surface coordinates.
        public var x: Int32
        public var y: Int32
        /// Whether it is shown below the main surface rather than above it.
        public var isBelowParent: Bool
        /// Whether its commits wait for the main surface's (the protocol's default).
        public var isSynchronized: Bool
        /// What it showed at its last applied commit; nil before a buffer, or after NULL.
        public var lastCommit: CommittedBuffer?
    }

    /// The main surface's sub-surfaces, bottom first, as of its last commit.
    public var subsurfaces: [SubsurfaceInfo] {
        (state.focusSurface?.children ?? []).compactMap { child in
            guard let surface = child.surface else { return nil }
            return SubsurfaceInfo(
                x: child.position.x, y: child.position.y, isBelowParent: child.isBelowParent,
                isSynchronized: child.isSynchronized, lastCommit: surface.lastCommit)
        }
    }

    /// What the screen shows of the main surface: its last commit with its sub-surfaces (and
    /// theirs) composited over or under it, premultiplied OVER, as ARGB8888 of the main buffer's
    /// size. A sub-surface's position is scaled by the main surface's buffer scale, and its
    /// buffer is placed pixel for pixel (the same buffer scale, no transform; a viewport only
    /// crops, its destination the source's size: what this compositor's clients do). Nil without
    /// a main commit or copied pixels.
    public var shownCommit: CommittedBuffer? {
        guard let surface = state.focusSurface, var shown = surface.lastCommit,
            shown.pixels.count >= Int(shown.stride) * Int(shown.height)
        else { return nil }
        var canvas = [UInt32](repeating: 0, count: Int(shown.width) * Int(shown.height))
        Self.composite(surface, at: (0, 0), scale: Int(shown.bufferScale), onto: &canvas, width: Int(shown.width))
        shown.format = CommittedBuffer.formatARGB8888
        shown.stride = shown.width * 4
        shown.pixels = canvas.flatMap { pixel in (0..<4).map { UInt8(truncatingIfNeeded: pixel >> ($0 * 8)) } }
        return shown
    }

    /// Draws `surface` with its sub-surfaces, its top left corner at `origin` (canvas pixels).
    private static func composite(
        _ surface: Surface, at origin: (x: Int, y: Int), scale: Int, onto canvas: inout [UInt32], width: Int
    ) {
        let children = surface.children.compactMap { child in child.surface.map { (child, $0) } }
        func place(_ child: Subsurface, _ childSurface: Surface) {
            let at = (origin.x + Int(child.position.x) * scale, origin.y + Int(child.position.y) * scale)
            composite(childSurface, at: at, scale: scale, onto: &canvas, width: width)
        }
        for (child, childSurface) in children where child.isBelowParent { place(child, childSurface) }
        if let commit = surface.lastCommit {
            // A viewport's source, in surface units, is that many buffer pixels at this scale.
            let crop = surface.viewport?.current.source.map { source in
                (
                    x: Int(source.x) * scale, y: Int(source.y) * scale, width: Int(source.width) * scale,
                    height: Int(source.height) * scale
                )
            }
            blend(commit, at: origin, crop: crop, onto: &canvas, width: width)
        }
        for (child, childSurface) in children where !child.isBelowParent { place(child, childSurface) }
    }

    /// Premultiplied OVER of `commit`'s pixels (only the `crop` of them, its top left corner then
    /// at `origin`) at `origin`, clipped to the canvas.
    private static func blend(
        _ commit: CommittedBuffer, at origin: (x: Int, y: Int), crop: (x: Int, y: Int, width: Int, height: Int)?,
        onto canvas: inout [UInt32], width: Int
    ) {
        let height = canvas.count / max(width, 1)
        let opaque = commit.format == CommittedBuffer.formatXRGB8888
        let part = crop ?? (0, 0, Int(commit.width), Int(commit.height))
        let (top, left) = (max(0, part.y), max(0, part.x))
        let rows = top..<max(top, min(Int(commit.height), part.y + part.height))
        let columns = left..<max(left, min(Int(commit.width), part.x + part.width))
        for row in rows where (0..<height).contains(origin.y + row - part.y) {
            let y = origin.y + row - part.y
            for column in columns where (0..<width).contains(origin.x + column - part.x) {
                let x = origin.x + column - part.x
                var pixel = commit.pixel(x: column, y: row)
                if opaque { pixel |= 0xFF00_0000 }
                let index = y * width + x
                canvas[index] = over(pixel, canvas[index])
            }
        }
    }

    /// `source` OVER `destination`, both premultiplied 0xAARRGGBB.
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let remaining = 255 - (source >> 24)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = (source >> shift & 0xFF) + ((destination >> shift & 0xFF) * remaining + 127) / 255
            result |= min(channel, 255) << shift
        }
        return result
    }
}
