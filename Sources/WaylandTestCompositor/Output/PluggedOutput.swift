/// One monitor the test compositor offers as a `wl_output` global: `TEST-1` from the options, and
/// any the test plugs in later (`TestCompositor.addOutput`). Its resources read its size and scale.
final class PluggedOutput {
    /// The name clients read (`wl_output.name`), which a scene file's `output` key names.
    let name: String
    /// The mode, in physical pixels.
    let size: TestCompositor.Size
    var scale: Int32
    /// `wl_output.transform`: how the compositor turns the output.
    var transform: Int32 = 0
    /// The registry global; nil for an output not advertised (the options left `.output` out).
    /// Weak: the compositor's list of globals holds it, and its bind closure holds the state,
    /// which holds this output: a strong reference here would keep the whole compositor alive.
    weak var global: AdvertisedGlobal?

    init(name: String, size: TestCompositor.Size, scale: Int32) {
        self.name = name
        self.size = size
        self.scale = scale
    }
}
