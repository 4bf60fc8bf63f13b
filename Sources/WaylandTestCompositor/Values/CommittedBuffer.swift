extension TestCompositor {
    /// What a surface showed after a commit: a copy of its shm buffer's pixels and the state
    /// that came with it.
    ///
    /// ```swift
    /// let frame = try #require(compositor.lastCommit)
    /// #expect(frame.pixel(x: 0, y: 0) == 0xFF_FF_00_00)   // opaque red in ARGB8888
    /// ```
    public struct CommittedBuffer: Equatable, Sendable {
        /// The client's id for the `wl_buffer` (compare with `wl_proxy_get_id`).
        public var bufferID: UInt32
        /// The buffer's size in pixels.
        public var width: Int32
        public var height: Int32
        /// Bytes per row.
        public var stride: Int32
        /// A `wl_shm.format` code: 0 is ARGB8888, 1 is XRGB8888.
        public var format: UInt32
        /// The buffer's bytes, `stride × height` of them, copied at commit (none when the
        /// compositor's `Options.copiesCommittedPixels` is off).
        public var pixels: [UInt8]
        /// `wl_surface.set_buffer_scale` in effect for this commit.
        public var bufferScale: Int32
        /// `wl_surface.set_buffer_transform` in effect for this commit.
        public var bufferTransform: Int32
        /// `wl_surface.damage` rectangles of this commit, in surface coordinates.
        public var damage: [Rect]
        /// `wl_surface.damage_buffer` rectangles of this commit, in buffer coordinates.
        public var bufferDamage: [Rect]

        /// The 32-bit pixel at (x, y), read little-endian as wl_shm's 32-bit formats are laid
        /// out (so ARGB8888 reads as 0xAARRGGBB).
        public func pixel(x: Int, y: Int) -> UInt32 {
            let offset = y * Int(stride) + x * 4
            guard x >= 0, y >= 0, x < Int(width), y < Int(height), offset + 4 <= pixels.count else { return 0 }
            return UInt32(pixels[offset]) | UInt32(pixels[offset + 1]) << 8
                | UInt32(pixels[offset + 2]) << 16 | UInt32(pixels[offset + 3]) << 24
        }

        /// The buffer's size as the compositor shows it: its sides swapped by a quarter turn of
        /// ``bufferTransform``.
        public var shownSize: (width: Int, height: Int) {
            bufferTransform % 2 == 1 ? (Int(height), Int(width)) : (Int(width), Int(height))
        }

        /// The pixel the compositor shows at (x, y) of the buffer as it shows it, its
        /// ``bufferTransform`` undone as weston 10 composites it (transform 90: the buffer turned
        /// a quarter clockwise, its top edge down the right side). The flipped transforms (4–7)
        /// are read as mirrored left to right before the turn, which no test relies on yet.
        public func shownPixel(x: Int, y: Int) -> UInt32 {
            let (shownWidth, shownHeight) = shownSize
            // Mirrored first, left to right, then turned (wl_output.transform's flipped values).
            let x = bufferTransform >= 4 ? shownWidth - 1 - x : x
            switch bufferTransform % 4 {
            case 1: return pixel(x: y, y: shownWidth - 1 - x)
            case 2: return pixel(x: shownWidth - 1 - x, y: shownHeight - 1 - y)
            case 3: return pixel(x: shownHeight - 1 - y, y: x)
            default: return pixel(x: x, y: y)
            }
        }

        /// `wl_shm.format` codes of the two formats every compositor supports.
        public static let formatARGB8888: UInt32 = 0
        public static let formatXRGB8888: UInt32 = 1
    }
}
