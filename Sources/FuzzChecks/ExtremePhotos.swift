import CairoCanvas
import GestureCanvasApp

/// A scene file at the edges of what `run --config` accepts (docs/kiosk.md): a photo as wide as
/// the largest window that may grow twentyfold (and 1.5 times that while pinched), a speck of a
/// hundredth of a point, a band ten windows wide and two points high, the thickest border and the
/// largest corner radius. The live target lays the photos scene out from it in some inputs, so
/// its pinches and keys reach views far larger than the seed's photos.
enum ExtremePhotos {
    static let text = """
        [background]
        color = "#202020"

        [[images]]
        name = "huge"
        path = "huge.png"
        x = "50%"
        y = "50%"
        width = 16384
        corner_radius = "circle"
        border_width = 1000
        gestures = ["pan", "pinch", "rotation", "doubleTap", "longPress"]
        scale_limits = [0.05, 20]

        [[images]]
        name = "speck"
        path = "speck.png"
        x = "10%"
        y = "90%"
        width = 0.01
        height = 0.01
        border_width = 3
        gestures = ["pan", "pinch", "rotation"]
        snap_rotation = 45
        scale_limits = [0.05, 20]

        [[images]]
        name = "band"
        path = "band.png"
        x = -1000
        y = "30%"
        width = "1000%"
        height = 2
        corner_radius = 16384
        gestures = ["pan", "pinch", "rotation", "doubleTap"]
        scale_limits = [1, 1]
        """

    /// The scene file, each picture a stand-in; it is accepted (a test checks), so this never fails.
    static func content() throws(FuzzChecks.Failure) -> SceneContent {
        do {
            let file = try SceneFileReader.parse(text, path: "/fuzz/extreme.toml", folder: "/fuzz")
            return SceneContent(file: file, standIn: StandInImages.makePicture())
        } catch {
            throw FuzzChecks.Failure(description: "the extreme scene file was refused: \(error)")
        }
    }
}
