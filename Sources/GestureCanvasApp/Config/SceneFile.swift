import GestureKit

/// What a scene file (`run --config FILE`, TOML) says: the images, the background and the kiosk
/// settings. Image paths are already resolved against the file's folder; nothing is loaded yet.
///
/// ```toml
/// [background]
/// color = "#1C1C1E"
///
/// [[images]]
/// path = "photos/harbour.png"
/// x = "30%"
/// y = "50%"
/// width = 320
/// ```
public struct SceneFile: Equatable, Sendable {
    /// One image and what it does.
    public struct ImageEntry: Equatable, Sendable {
        /// The view's name in reports (`image1`, `image2`, … unless given).
        public var name: String
        /// The image file, absolute.
        public var path: String
        /// The line of its `[[images]]` table, for errors found while loading it.
        public var line: Int?
        /// Where its centre is at home, and its size; a missing height follows the picture's
        /// aspect ratio.
        public var x: Length
        public var y: Length
        public var width: Length
        public var height: Length?
        /// Points, or nil for a circle (half the shorter side).
        public var cornerRadius: Double?
        public var borderColor: Color
        public var borderWidth: Double
        public var gestures: Set<PhotoGesture>
        /// Released within this many radians of a multiple of 90°, the rotation snaps to it; nil: never.
        public var rotationSnap: Double?
        /// Released outside these scales, it springs back to the nearest; nil: any scale stays.
        public var scaleLimits: ClosedRange<Double>?
    }

    public var images: [ImageEntry] = []
    public var backgroundColor = Color(hex: 0xF2F2F7)
    /// A picture filling the background behind the images, absolute.
    public var backgroundImage: String?
    /// The line of `image` in `[background]`, for errors found while loading it.
    public var backgroundImageLine: Int?
    public var kiosk = KioskSettings()
    /// `[input] resampling`: whether moves are resampled to display frames (nil: not said, on).
    public var resampling: Bool?
    /// `[accessibility] reduce_motion`: whether glides and animated returns jump to their end
    /// (nil: not said; the desktop's setting decides live).
    public var reducesMotion: Bool?
    /// The file it was read from, for messages.
    public var path: String

    public init(path: String) {
        self.path = path
    }
}
