import CairoCanvas
import GestureKit

/// The `replay` command's work: read the trace, drive the scene, write the report and the frames.
public struct Replayer {
    public struct Summary {
        public let frameCount: Int
        public let contactSheet: String?
        /// One frame in how many is on the contact sheet (1 unless the replay was long).
        public let contactSheetStride: Int

        /// ` (one frame in 4)` when the sheet skips frames, otherwise empty.
        public var sheetNote: String { contactSheetStride > 1 ? " (one frame in \(contactSheetStride))" : "" }
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
        try PathClash.check(
            outputs: reportPath.map { [PathClash.Role(name: "--report", path: $0)] } ?? [],
            inputs: [PathClash.Role(name: "the trace", path: tracePath)])
        trace = try CommandInput.loadTrace(at: tracePath)
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
            let pixels = FrameWriter.pixelSize(of: runner.host.window.bounds.size, scale: frameScale)
            guard pixels.width * pixels.height <= FrameWriter.maximumPixelCount else {
                throw .framesTooLarge(pixelWidth: pixels.width, pixelHeight: pixels.height)
            }
            let frames = try FrameWriter(directory: framesDirectory, scale: frameScale)
            writer = frames
            runner.frameEvery = frameEvery
            runner.onFrame = { window, index, _ in
                guard frameError == nil else { return }
                do { try frames.write(window, index: index) } catch { frameError = error }
            }
        }
        runner.run()
        if let failure = sink?.failure { throw failure }
        if let frameError { throw .unwritable(path: framesDirectory ?? "", reason: "\(frameError)") }
        var contactSheet: String?
        if let writer {
            do { contactSheet = try writer.writeContactSheet() } catch {
                throw .unwritable(path: writer.directory, reason: "\(error)")
            }
        }
        return Summary(
            frameCount: writer?.frameCount ?? 0, contactSheet: contactSheet,
            contactSheetStride: writer?.contactSheetStride ?? 1)
    }
}
