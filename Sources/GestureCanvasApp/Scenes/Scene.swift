import GestureKit

/// One of the app's screens, built from the seeds' demos.
public protocol Scene: AnyObject {
    /// The stable name used by `--scene`, reports and traces (`photos`, `draw`, `taps`, `checkmark`).
    var name: String { get }
    /// The scene's root view, named `root`; the host sizes it to the content area.
    var root: View { get }
    /// Lays the scene out after the root's size changed.
    func layout()
    /// Scrolling at a point in the root's coordinates, with the modifiers held.
    func scroll(at point: Point, by delta: Vector, modifiers: KeyModifiers)
    /// Resting fingers on the touchpad at a point (the photos scene stops a glide there).
    func hold(at point: Point)
    /// A key for the scene (the photos scene's keyboard control); true when it used it.
    func handleKey(_ key: InputRouter.KeyPress) -> Bool
    /// Whether something under `point` (root coordinates) can be dragged: the pointer shows a hand.
    func isDraggable(at point: Point) -> Bool
    /// Animates everything back to where the scene started (a kiosk nobody has touched for a while).
    func returnHome()
}

extension Scene {
    public func scroll(at point: Point, by delta: Vector, modifiers: KeyModifiers) {}
    public func hold(at point: Point) {}
    public func handleKey(_ key: InputRouter.KeyPress) -> Bool { false }
    public func isDraggable(at point: Point) -> Bool { false }
    public func returnHome() {}
}

/// Where scenes get their pictures; the app loads them from `Resources/images` with CairoCanvas.
public protocol ImageProvider {
    /// The image called `name` (without extension), or nil when it cannot be had.
    func image(named name: String) -> Image?
}

/// A root view that fills the content area and is named for reports.
final class SceneRootView: View {
    init(name: String = "root", background: Color) {
        super.init(frame: .zero)
        self.name = name
        backgroundColor = background
    }
}
