import CairoCanvas
import GestureKit
import HostSystem
import Logging

/// The app's pictures, loaded from `Resources/images` with CairoCanvas. A picture that cannot be
/// loaded is logged once and the scene shows its placeholder colour instead.
public final class ResourceImages: ImageProvider {
    public let directory: String
    private var cache: [String: CairoImage] = [:]
    private let logger = Logger(label: "gesture-canvas.resources")

    public init(resources: String) {
        directory = resources + "/images"
    }

    /// Images from the `Resources` folder that `ResourceLocator` finds.
    public static func located() throws -> ResourceImages {
        ResourceImages(resources: try ResourceLocator().locate())
    }

    public func image(named name: String) -> Image? {
        if let image = cache[name] { return image }
        do {
            let image = try CairoImage(named: name, inDirectory: directory)
            cache[name] = image
            return image
        } catch {
            logger.warning("\(error)")
            return nil
        }
    }
}
