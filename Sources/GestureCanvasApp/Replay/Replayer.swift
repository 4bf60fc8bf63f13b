import CairoCanvas
import GestureKit
import GestureTrace

/// The `replay` command's work (and the no-compositor demo's): read the trace and the scene
/// file, drive the scene, write the report, the trace replayed and the frames.
public struct Replayer {
    /// What to replay and what to write; the command line's options.
    public struct Options {
        public var tracePath: String
        /// The scene; nil takes the one the trace was recorded in (its header), else photos.
        public var sceneName: String?
        /// The window size in points; nil takes the trace's.
        public var size: Size?
        /// `--config`: a scene file whose pictures, background and kiosk settings the photos
        /// scene takes; nil takes the one the trace was recorded with, if it names one.
        public var configPath: String?
        public var reportPath: String?
        /// `--record` (on the demo): the replayed input, written again as a trace.
        public var recordPath: String?
        public var framesDirectory: String?
        public var frameEvery = 0.1
        public var frameScale = 1.0
        public var inspector = false

        public init(tracePath: String) {
            self.tracePath = tracePath
        }
    }

    public struct Summary {
        public let frameCount: Int
        public let contactSheet: String?
        /// One frame in how many is on the contact sheet (1 unless the replay was long).
        public let contactSheetStride: Int

        /// ` (one frame in 4)` when the sheet skips frames, otherwise empty.
        public var sheetNote: String { contactSheetStride > 1 ? " (one frame in \(contactSheetStride))" : "" }
    }

    let options: Options
    let trace: Trace
    /// The trace's last line, when it was cut short and left out: a warning for the user, not a
    /// refusal (`trace.jsonl:57: cut short: …`).
    public let traceCut: String?
    /// The scene, scene file and kiosk mode this replay shows: the options', else the trace's.
    let sceneName: String
    let content: SceneContent?
    let kiosk: KioskSettings

    /// Reads and checks everything before anything is replayed: a bad trace, scene file, scene
    /// or path stops here.
    public init(options: Options) throws(AppError) {
        if let name = options.sceneName, !SceneCatalog.names.contains(name) { throw .unknownScene(name) }
        let file = try CommandInput.loadTrace(at: options.tracePath)
        trace = file.trace
        traceCut = file.cut.map { "\(Quoted.value(options.tracePath)):\($0.line): \($0.reason)" }
        sceneName = options.sceneName ?? trace.session.scene ?? "photos"
        guard SceneCatalog.names.contains(sceneName) else { throw .unknownScene(sceneName) }
        let configPath = options.configPath ?? trace.session.configPath
        try PathClash.check(
            outputs: [
                options.reportPath.map { PathClash.Role(name: "--report", path: $0) },
                options.recordPath.map { PathClash.Role(name: "--record", path: $0) },
            ].compactMap { $0 },
            inputs: [PathClash.Role(name: "the trace", path: options.tracePath)]
                + (configPath.map { [PathClash.Role(name: "the scene file", path: $0)] } ?? []))
        if options.framesDirectory != nil {
            try ReplayOptionRanges.checkFrameCount(
                duration: trace.duration, frameEvery: options.frameEvery, tracePath: options.tracePath)
        }
        content = try SceneSession.content(at: configPath)
        var kiosk = content?.file.kiosk ?? KioskSettings()
        kiosk.isEnabled = trace.session.kiosk ?? kiosk.isEnabled
        self.kiosk = kiosk
        self.options = options
    }

    public func run() throws(AppError) -> Summary {
        let report = try options.reportPath.map(LineSink.init(path:))
        let recording = try options.recordPath.map(LineSink.init(path:))
        let images = try SceneSession.bundledImages()
        guard
            let runner = ReplayRunner(
                trace: trace, sceneName: sceneName, size: options.size, images: images, content: content,
                kiosk: kiosk, reportLine: report?.write)
        else { throw .unknownScene(sceneName) }
        runner.host.showsInspector = options.inspector
        if let recording { write(trace, as: runner.host.window.bounds.size, to: recording) }
        let writer = try options.framesDirectory.map { directory throws(AppError) in
            try frameWriter(into: directory, for: runner)
        }
        var frameError: Error?
        if let writer {
            runner.onFrame = { window, index, _ in
                guard frameError == nil else { return }
                do { try writer.write(window, index: index) } catch { frameError = error }
            }
        }
        runner.run()
        if let failure = report?.failure ?? recording?.failure { throw failure }
        if let frameError { throw .unwritable(path: options.framesDirectory ?? "", reason: "\(frameError)") }
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

    private func frameWriter(into directory: String, for runner: ReplayRunner) throws(AppError) -> FrameWriter {
        let pixels = FrameWriter.pixelSize(of: runner.host.window.bounds.size, scale: options.frameScale)
        guard pixels.width * pixels.height <= FrameWriter.maximumPixelCount else {
            throw .framesTooLarge(pixelWidth: pixels.width, pixelHeight: pixels.height)
        }
        runner.frameEvery = options.frameEvery
        return try FrameWriter(directory: directory, scale: options.frameScale)
    }

    /// The replayed input as a trace of its own, as `run --record` would have saved it.
    private func write(_ trace: Trace, as size: Size, to sink: LineSink) {
        let session = Trace.Session(
            scene: sceneName, configPath: (options.configPath ?? trace.session.configPath).map(LiveApp.absolutePath),
            kiosk: kiosk.isEnabled, resampling: trace.session.resampling)
        sink.write(Trace.headerLine(size: size, session: session, version: trace.version))
        for record in trace.records { sink.write(Trace.line(for: record)) }
    }
}
