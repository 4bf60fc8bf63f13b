import GestureKit

/// The app's scenes by name, in the order of the switcher and of the keys 1–4.
public enum SceneCatalog {
    public static let names = ["photos", "draw", "taps", "checkmark"]

    /// A new scene named `name`, or nil for an unknown name. With `content` (a scene file),
    /// the photos scene shows its images and background instead of the seed's.
    public static func makeScene(named name: String, images: ImageProvider, content: SceneContent? = nil) -> Scene? {
        switch name {
        case "photos": content.map(PhotosScene.init(content:)) ?? PhotosScene(images: images)
        case "draw": DrawScene()
        case "taps": TapsScene()
        case "checkmark": CheckmarkScene(images: images)
        default: nil
        }
    }
}
