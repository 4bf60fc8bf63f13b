import Foundation
import GestureKit
import HostSystem
import TOMLKit

/// Reads a scene file: TOML, chosen over JSON because operators edit these files by hand and
/// TOML has comments (the example in `Resources/kiosk/` explains every key in place) and no
/// braces to balance. Everything is checked before a window opens; the first problem is
/// reported with the file, the line and the field.
///
/// ```swift
/// let scene = try SceneFileReader.read(contentsOf: "/etc/gesture-canvas/kiosk.toml")
/// print(scene.images.map(\.path))    // absolute paths, resolved against the file's folder
/// ```
public enum SceneFileReader {
    /// Reads and checks the file at `path`.
    public static func read(contentsOf path: String) throws(ConfigError) -> SceneFile {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: SceneFileRanges.fileBytes)
        } catch {
            let kind: ConfigError.Kind = if case .tooLarge = error { .refused } else { .unreadable }
            throw ConfigError(file: path, line: nil, field: nil, reason: "cannot read it: \(error.reason)", kind: kind)
        }
        let folder = (path as NSString).deletingLastPathComponent
        return try parse(bytes: bytes, path: path, folder: folder.isEmpty ? "." : folder)
    }

    /// Parses a scene file's bytes as if read from `path`: they must be UTF-8 without NUL bytes.
    public static func parse(bytes: [UInt8], path: String, folder: String) throws(ConfigError) -> SceneFile {
        try parse(SceneFileText.decode(bytes, path: path), path: path, folder: folder)
    }

    /// Parses `text` as if read from `path`; relative image paths are resolved against `folder`.
    public static func parse(_ text: String, path: String, folder: String) throws(ConfigError) -> SceneFile {
        if let problem = TOMLParserGuard.firstProblem(in: text) {
            throw ConfigError(file: path, line: problem.line, field: nil, reason: "not valid TOML: \(problem.reason)")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigError(
                file: path, line: error.source.begin.line, field: nil, reason: "not valid TOML: \(error.description)")
        } catch {
            throw ConfigError(file: path, line: nil, field: nil, reason: "not valid TOML: \(error)")
        }
        let top = TableReader(table: table, path: "", file: path, lines: SourceLines(text: text))
        try top.checkKeys(["background", "kiosk", "input", "accessibility", "images", "rotation"])
        var scene = SceneFile(path: path)
        if let background = try top.table("background") {
            try background.checkKeys(["color", "image"])
            scene.backgroundColor = try background.color("color") ?? scene.backgroundColor
            scene.backgroundImage = try background.string("image").map { path throws(ConfigError) in
                try resolve(path, in: folder, field: "image", of: background)
            }
            scene.backgroundImageLine = background.lines.line(of: background.field("image"))
        }
        if let kiosk = try top.table("kiosk") { scene.kiosk = try readKiosk(kiosk) }
        if let rotation = try readRotation(top) {
            guard scene.kiosk.rotation == .none else {
                throw top.error("rotation", "given at the top and in [kiosk]: say it once")
            }
            scene.kiosk.rotation = rotation
        }
        if let input = try top.table("input") {
            try input.checkKeys(["resampling"])
            scene.resampling = try input.bool("resampling")
        }
        if let accessibility = try top.table("accessibility") {
            try accessibility.checkKeys(["reduce_motion"])
            scene.reducesMotion = try accessibility.bool("reduce_motion")
        }
        let images = try top.tables("images")
        guard !images.isEmpty else {
            throw top.error("images", "no images: add at least one [[images]] table with a path")
        }
        guard images.count <= SceneFileRanges.images else {
            throw images[SceneFileRanges.images].error(
                nil,
                "more than \(SceneFileRanges.images) images (\(images.count)); a scene shows at most \(SceneFileRanges.images)"
            )
        }
        for (index, image) in images.enumerated() {
            scene.images.append(try readImage(image, index: index, count: images.count, folder: folder))
        }
        var names: Set<String> = []
        for (index, image) in scene.images.enumerated() where !names.insert(image.name).inserted {
            throw images[index].error(
                "name", "'\(Quoted.value(image.name))' names two images; reports need each name once")
        }
        return scene
    }

    private static func readImage(_ table: TableReader, index: Int, count: Int, folder: String) throws(ConfigError)
        -> SceneFile.ImageEntry
    {
        try table.checkKeys([
            "name", "path", "x", "y", "width", "height", "corner_radius", "border_color", "border_width", "gestures",
            "snap_rotation", "scale_limits",
        ])
        guard let path = try table.string("path"), !path.isEmpty else {
            throw table.error("path", "missing: every image needs the path of a PNG or JPEG file")
        }
        let sizes = (points: SceneFileRanges.sizePoints, shares: SceneFileRanges.sizeShares)
        let positions = (points: SceneFileRanges.positionPoints, shares: SceneFileRanges.positionShares)
        let width = try table.length("width", points: sizes.points, shares: sizes.shares) ?? .points(240)
        let height = try table.length("height", points: sizes.points, shares: sizes.shares)
        for (key, length) in [("width", width), ("height", height)] {
            if let length, length.resolved(in: 1) <= 0 { throw table.error(key, "must be more than 0") }
        }
        var entry = SceneFile.ImageEntry(
            name: try table.string("name") ?? "image\(index + 1)",
            path: try resolve(path, in: folder, field: "path", of: table),
            line: table.lines.line(of: table.path),
            // Spread along the middle, evenly, unless placed.
            x: try table.length("x", points: positions.points, shares: positions.shares)
                ?? .fraction(Double(index + 1) / Double(count + 1)),
            y: try table.length("y", points: positions.points, shares: positions.shares) ?? .fraction(0.5),
            width: width, height: height,
            cornerRadius: 12, borderColor: try table.color("border_color") ?? .gray,
            borderWidth: try table.number("border_width", in: SceneFileRanges.borderWidth, unit: "points") ?? 2,
            gestures: Set(PhotoGesture.allCases), rotationSnap: nil, scaleLimits: nil)
        if let radius = table.value("corner_radius") {
            if radius.string == "circle" {
                entry.cornerRadius = nil
            } else {
                guard radius.type == .int || radius.type == .double else {
                    throw table.error("corner_radius", "expected a number of points or \"circle\"")
                }
                entry.cornerRadius = try table.number("corner_radius", in: SceneFileRanges.cornerRadius, unit: "points")
            }
        }
        if let names = try table.strings("gestures") {
            var gestures: Set<PhotoGesture> = []
            for (position, name) in names.enumerated() {
                guard let gesture = PhotoGesture(rawValue: name) else {
                    let known = PhotoGesture.allCases.map(\.rawValue).joined(separator: ", ")
                    throw table.error(
                        "gestures[\(position)]", "unknown gesture '\(Quoted.value(name))' (the gestures are \(known))")
                }
                gestures.insert(gesture)
            }
            entry.gestures = gestures
        }
        if let snap = table.value("snap_rotation") {
            if let on = snap.bool {
                // 10°: close enough to mean "straight", far enough from a deliberate tilt.
                entry.rotationSnap = on ? 10 * .pi / 180 : nil
            } else if snap.type == .int || snap.type == .double,
                let degrees = try table.number("snap_rotation", in: SceneFileRanges.snapDegrees, unit: "degrees")
            {
                entry.rotationSnap = degrees * .pi / 180
            } else {
                throw table.error("snap_rotation", "expected true, false or degrees up to 45")
            }
        }
        if let limits = try table.numbers("scale_limits", in: SceneFileRanges.scale) {
            guard limits.count == 2, limits[0] > 0, limits[0] <= 1, limits[1] >= 1 else {
                throw table.error(
                    "scale_limits", "expected [smallest, largest] with 0 < smallest ≤ 1 ≤ largest, e.g. [0.5, 3]")
            }
            entry.scaleLimits = limits[0]...limits[1]
        }
        return entry
    }

    private static func readKiosk(_ table: TableReader) throws(ConfigError) -> KioskSettings {
        try table.checkKeys([
            "enabled", "quit_chord", "keep_screen_on", "reset_after", "screen_sleeps_after", "hide_cursor_on_touch",
            "show_scene_switcher", "output", "rotation",
        ])
        var kiosk = KioskSettings()
        kiosk.isEnabled = try table.bool("enabled") ?? kiosk.isEnabled
        if let text = try table.string("quit_chord") {
            let chord: KeyChord
            do {
                chord = try KeyChord(parsing: text)
            } catch {
                throw table.error("quit_chord", "\(error)")
            }
            guard !chord.modifiers.isEmpty else {
                throw table.error("quit_chord", "needs at least one modifier, so a visitor cannot quit by accident")
            }
            kiosk.quitChord = chord
        }
        kiosk.keepScreenOn = try table.bool("keep_screen_on") ?? kiosk.keepScreenOn
        let delays = SceneFileRanges.kioskDelay
        kiosk.resetAfter = try table.number("reset_after", in: delays, unit: "seconds") ?? kiosk.resetAfter
        kiosk.screenSleepsAfter =
            try table.number("screen_sleeps_after", in: delays, unit: "seconds") ?? kiosk.screenSleepsAfter
        kiosk.hidesCursorOnTouch = try table.bool("hide_cursor_on_touch") ?? kiosk.hidesCursorOnTouch
        kiosk.showsSceneSwitcher = try table.bool("show_scene_switcher") ?? kiosk.showsSceneSwitcher
        if let output = try table.string("output") {
            // Compositors name outputs after their connector (HDMI-A-1, DP-2, eDP-1): short, printable.
            guard !output.isEmpty, output.utf8.count <= SceneFileRanges.outputNameBytes,
                output.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control })
            else {
                throw table.error(
                    "output",
                    "expected the name the compositor gives an output, like \"HDMI-A-1\" (at most \(SceneFileRanges.outputNameBytes) bytes, no control characters)"
                )
            }
            kiosk.output = output
        }
        kiosk.rotation = try readRotation(table) ?? kiosk.rotation
        return kiosk
    }

    /// `rotation`: 0, 90, 180 or 270 degrees clockwise.
    private static func readRotation(_ table: TableReader) throws(ConfigError) -> ContentRotation? {
        guard table.value("rotation") != nil else { return nil }
        let expected = "expected 0, 90, 180 or 270 (degrees clockwise)"
        let degrees = try table.number("rotation", in: 0...270, unit: "degrees")
        guard let degrees, degrees == degrees.rounded(), let rotation = ContentRotation(rawValue: Int(degrees)) else {
            throw table.error("rotation", expected)
        }
        return rotation
    }

    /// `path` joined to `folder` and resolved as the file system does (symlinks, `.`, `..`) where
    /// it exists; otherwise as joined, for the message that says it is missing. A path longer
    /// than any file call takes is refused first. `realpath(3)` resolves in one pass, where
    /// Foundation's `standardizingPath` re-read every prefix of the path: a 200 KB path took 45 s.
    private static func resolve(_ path: String, in folder: String, field: String, of table: TableReader)
        throws(ConfigError) -> String
    {
        if let problem = ResolvedPath.lengthProblem(path) { throw table.error(field, problem) }
        let joined = path.hasPrefix("/") ? path : "\(folder)/\(path)"
        return ResolvedPath.of(joined) ?? joined
    }
}
