import GestureCanvasApp
import GestureKit
import GestureTrace

extension FuzzChecks {
    /// Scene files: any bytes are either refused with a line inside the file (or none) and a
    /// sentence naming the file, or accepted with every number in its documented range; an
    /// accepted file is laid out in the photos scene, driven by touches on each image and left
    /// idle past its kiosk delays, and drawn.
    public static func readSceneFile(_ bytes: [UInt8]) throws(Failure) {
        let path = "/fuzz/scene.toml"
        let file: SceneFile
        do {
            file = try SceneFileReader.parse(bytes: bytes, path: path, folder: "/fuzz")
        } catch {
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
            try expect(
                error.line.map { $0 >= 1 && $0 <= max(lines, 1) } ?? true, "error line outside 1…\(lines): \(error)")
            try expect(error.description.hasPrefix(path), "a refusal that does not name the file: \(error)")
            try expect(error.kind == .refused, "a parse error that is not a refusal: \(error)")
            return
        }
        try expectInRange(file)
        try replay(exercising: file)
    }

    /// The ranges docs/kiosk.md documents for every number of a scene file.
    static func expectInRange(_ file: SceneFile) throws(Failure) {
        for delay in [file.kiosk.resetAfter, file.kiosk.screenSleepsAfter] {
            try expect((0...86400).contains(delay), "accepted kiosk delay \(delay)")
            // The compositor's idle timeout is milliseconds in an Int, then a UInt32.
            try expect(Int(exactly: (delay * 1000).rounded()) != nil, "delay \(delay) has no whole milliseconds")
        }
        for image in file.images {
            for length in [image.x, image.y, image.width] + (image.height.map { [$0] } ?? []) {
                let value: Double
                switch length {
                case .points(let points): value = points
                case .fraction(let fraction): value = fraction * 16384
                }
                try expect(value.isFinite && abs(value) <= 1e6 * 1.7, "accepted length \(length) of \(image.name)")
            }
            try expect((0...1000).contains(image.borderWidth), "accepted border width \(image.borderWidth)")
            try expect(image.cornerRadius.map { (0...16384).contains($0) } ?? true, "accepted corner radius")
            try expect(image.rotationSnap.map { (0...(.pi / 4 + 1e-12)).contains($0) } ?? true, "accepted snap")
            if let limits = image.scaleLimits {
                try expect(limits.lowerBound >= 0.05 && limits.upperBound <= 20, "accepted scale limits \(limits)")
            }
        }
    }

    /// Lays `file` out in the photos scene (each picture a stand-in), then pans and pinches each
    /// image at its home and waits past the kiosk's delays, drawing frames on the way.
    static func replay(exercising file: SceneFile) throws(Failure) {
        let content = SceneContent(file: file, standIn: StandInImages.makePicture())
        let size = Size(width: 640, height: 400)
        var records: [Trace.Record] = []
        var time = 0.0
        func add(_ event: InputEvent, after seconds: Double = 0.016) {
            time += seconds
            if let record = Trace.Record(time: time, recording: event) { records.append(record) }
        }
        for image in file.images {
            let home = Point(x: image.x.resolved(in: size.width), y: image.y.resolved(in: size.height))
            add(.touchDown(id: 0, location: home))
            add(.touchDown(id: 1, location: Point(x: home.x + 30, y: home.y)), after: 0)
            add(.touchFrame, after: 0)
            for step in 1...4 {
                let offset = Double(step) * 12
                add(.touchMotion(id: 0, location: Point(x: home.x - offset, y: home.y + offset)))
                add(.touchMotion(id: 1, location: Point(x: home.x + 30 + offset, y: home.y - offset)), after: 0)
                add(.touchFrame, after: 0)
            }
            add(.touchUp(id: 0))
            add(.touchUp(id: 1), after: 0)
        }
        let longest = max(file.kiosk.resetAfter, file.kiosk.screenSleepsAfter)
        add(.idle, after: longest + 1)
        try replay(Trace(size: size, records: records), scene: "photos", content: content)
    }
}
