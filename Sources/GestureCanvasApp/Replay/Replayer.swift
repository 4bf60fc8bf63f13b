import CairoCanvas
import GestureKit

/// The `replay` command's work: read the trace, drive the scene, write the report and the frames.
public struct Replayer {
    public struct Summary {
        public let frameCount: Int
        public let contactSheet: String?
    }

    let trace: Trace
    let sceneName: String
    let size: Size?
    let reportPath: String?
    let framesDirectory: String?
    let frameEvery: Double
    let frameScale: Double
    let inspector: Bool

    /// Reads and checks everything before anything is replayed: a bad trace, scene or path stops here.
    public init(
        tracePath: String, sceneName: String, size: Size?, reportPath: String?, framesDirectory: String?,
        frameEvery: Double, frameScale: Double, inspector: Bool
    ) throws(AppError) {
        guard SceneCatalog.names.contains(sceneName) else { throw .unknownScene(sceneName) }
        trace = try CommandInput.loadTrace(at: tracePath)
        if framesDirectory != nil {
            try ReplayOptionRanges.checkFrameCount(
                duration: trace.duration, frameEvery: frameEvery, tracePath: tracePath)
        }
        self.sceneName = sceneName
        self.size = size
        self.reportPath = reportPath
        self.framesDirectory = framesDirectory
        self.frameEvery = frameEvery
        self.frameScale = frameScale
        self.inspector = inspector
    }

    public func run() throws(AppError) -> Summary {
        let sink = try reportPath.map(LineSink.init(path:))
        let images: ImageProvider
        do {
            images = try ResourceImages.located()
        } catch {
            throw .unreadableFile(path: "Resources", reason: "\(error)")
        }
        guard
            let runner = ReplayRunner(
                trace: trace, sceneName: sceneName, size: size, images: images, reportLine: sink?.write)
        else { throw .unknownScene(sceneName) }
        runner.host.showsInspector = inspector
        var writer: FrameWriter?
        var frameError: Error?
        if let framesDirectory {
            let frames = try FrameWriter(directory: framesDirectory, scale: frameScale)
            writer = frames
            runner.frameEvery = frameEvery
            runner.onFrame = { window, index, _ in
                guard frameError == nil else { return }
                do { try frames.write(window, index: index) } catch { frameError = error }
            }
        }
        runner.run()
        if let frameError { throw .unwritable(path: framesDirectory ?? "", reason: "\(frameError)") }
        var contactSheet: String?
        if let writer {
            do { contactSheet = try writer.writeContactSheet() } catch {
                throw .unwritable(path: writer.directory, reason: "\(error)")
            }
        }
        return Summary(frameCount: writer?.writtenPaths.count ?? 0, contactSheet: contactSheet)
    }
}
