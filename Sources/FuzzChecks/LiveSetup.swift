import GestureCanvasApp
import GestureKit
import WaylandTestCompositor

/// How the live fuzz target's window starts, from an input's first bytes: the scene, the size the
/// app asks for, kiosk mode, the photos from the seed or from ``ExtremePhotos``, and the
/// compositor (its scales, fractional or not, and how long it holds buffers: weston's one, sway's
/// two, or none).
struct LiveSetup: Equatable {
    var scene: String
    var size: Size
    var kiosk: Bool
    var extremePhotos: Bool
    var bufferHolding: TestCompositor.BufferHolding
    var outputScale: Int32
    /// The preferred fractional scale; nil: no `wp_fractional_scale_v1` or `wp_viewporter` at all.
    var fractionalScale: Double??

    static func decode(_ reader: inout ByteReader) -> LiveSetup {
        LiveSetup(
            scene: reader.pick(SceneCatalog.names),
            size: Size(
                width: 1 + Double(LiveAction.side(&reader, largest: LiveAction.widest - 1)),
                height: 1 + Double(LiveAction.side(&reader, largest: LiveAction.tallest - 1))),
            kiosk: reader.next() % 4 == 0,
            extremePhotos: reader.next() % 4 == 0,
            bufferHolding: reader.pick([
                .releasePreviousOnCommit, .releasePreviousOnCommit, .holdLastTwo, .releaseAfterCopy,
            ]),
            outputScale: 1 + Int32(reader.next() % 2),
            fractionalScale: reader.pick([.some(nil), .some(nil), nil, .some(1.25), .some(1.5), .some(2.5)]))
    }

    var compositorOptions: TestCompositor.Options {
        var options = TestCompositor.Options()
        // Nobody looks at the pixels; copying a 4200 × 3000 buffer at every commit took a third
        // of an input's time.
        options.copiesCommittedPixels = false
        options.bufferHolding = bufferHolding
        options.outputScale = outputScale
        switch fractionalScale {
        case .none: options.globals.subtract([.viewporter, .fractionalScale])
        case .some(let preferred): options.preferredScale = preferred
        }
        return options
    }
}
