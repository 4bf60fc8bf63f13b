import GestureKit

/// The app's scenes by name, in the order of the switcher and of the keys 1–4.
public enum SceneCatalog {
    public static let names = ["photos", "draw", "taps", "checkmark"]

    /// A new scene named `name`, or nil for an unknown name.
    public static func makeScene(named name: String, images: ImageProvider) -> Scene? {
        switch name {
        case "photos": PhotosScene(images: images)
        case "draw": DrawScene()
        case "taps": TapsScene()
        case "checkmark": CheckmarkScene(images: images)
        default: nil
        }
    }
}
