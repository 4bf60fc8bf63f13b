import Foundation
import Testing

/// The built `gesture-canvas` fed input meant to break it: special files where a file belongs,
/// numbers no screen could show, line endings, bytes that are not text, lines too long. Every
/// case ends the documented way: no signal, no hang, the documented status (2 refused, 1 a file
/// that cannot be read) and one sentence naming the file, the line where there is one, and why.
@Suite struct HostileInputTests {
    static let header = #"{"format":"gesture-trace","version":1,"size":[800,600]}"#

    // MARK: Traces

    @Test func specialFilesGivenAsATraceAreRefusedWithoutWaiting() throws {
        let folder = try ScratchFolder()
        for special in try SpecialFiles(in: folder).all {
            let run = try TimedRun(["replay", special.path], seconds: 20)
            #expect(
                run.refused(status: 1, saying: ["cannot read \(special.path): it is \(special.kind)"]),
                "\(special.kind): \(run.summary)")
        }
    }

    /// Every numeric field of the format, one line each, with a value that breaks it.
    static let traceFields: [(field: String, line: @Sendable (String) -> String)] = [
        ("t", { #"{"t":\#($0),"type":"idle"}"# }),
        ("x", { #"{"t":0,"type":"touch","phase":"down","id":0,"x":\#($0),"y":1}"# }),
        ("y", { #"{"t":0,"type":"pointer","phase":"motion","x":1,"y":\#($0)}"# }),
        ("dx", { #"{"t":0,"type":"pointer","phase":"axis","dx":\#($0),"dy":0}"# }),
        ("dy", { #"{"t":0,"type":"swipe","phase":"update","dx":0,"dy":\#($0)}"# }),
        ("dx", { #"{"t":0,"type":"pinch","phase":"update","dx":\#($0),"dy":0,"scale":1,"rotation":0}"# }),
        ("scale", { #"{"t":0,"type":"pinch","phase":"update","dx":0,"dy":0,"scale":\#($0),"rotation":0}"# }),
        ("rotation", { #"{"t":0,"type":"pinch","phase":"update","dx":0,"dy":0,"scale":1,"rotation":\#($0)}"# }),
        ("major", { #"{"t":0,"type":"touch","phase":"shape","id":0,"major":\#($0),"minor":1}"# }),
        ("minor", { #"{"t":0,"type":"touch","phase":"shape","id":0,"major":1,"minor":\#($0)}"# }),
        ("id", { #"{"t":0,"type":"touch","phase":"up","id":\#($0)}"# }),
        ("fingers", { #"{"t":0,"type":"hold","phase":"begin","fingers":\#($0)}"# }),
        ("button", { #"{"t":0,"type":"pointer","phase":"button","button":\#($0),"state":"pressed"}"# }),
    ]

    @Test(arguments: ["1e19", "-1e19", "3e14", "1e400", "-1e400", "NaN", "nan", "Infinity", "-Infinity"])
    func hugeAndNonFiniteNumbersInEveryTraceFieldAreRefusedWithTheLine(value: String) throws {
        let folder = try ScratchFolder()
        for (index, (field, line)) in Self.traceFields.enumerated() {
            let path = folder.file("field-\(index).jsonl")
            try write(Self.header + "\n" + line(value) + "\n", to: path)
            let run = try TimedRun(["replay", path])
            // A value a double can hold is named with its field; one it cannot is a JSON error.
            let why = Double(value).map { $0.isFinite } == true ? "field '\(field)'" : "not valid JSON"
            #expect(run.refused(status: 2, saying: ["\(path):2: ", why]), "\(field) = \(value): \(run.summary)")
        }
        let sizePath = folder.file("size.jsonl")
        try write(#"{"format":"gesture-trace","version":1,"size":[\#(value),600]}"# + "\n", to: sizePath)
        let run = try TimedRun(["replay", sizePath])
        #expect(run.refused(status: 2, saying: ["\(sizePath):1: "]), "size = \(value): \(run.summary)")
    }

    @Test func aTimeBeyondWhatTheEngineKeepsExactIsRefusedAndOneWithinReplaysToTheEnd() throws {
        let folder = try ScratchFolder()
        let far = folder.file("far.jsonl")
        try write(Self.header + "\n" + #"{"t":0,"type":"idle"}"# + "\n" + #"{"t":3e14,"type":"idle"}"#, to: far)
        let refused = try TimedRun(["replay", far])
        #expect(refused.refused(status: 2, saying: ["\(far):3: field 't' is 300000000000000, outside 0…1000000 s"]))
        // At the limit, a photo set gliding (a fling) still settles and the replay ends.
        let near = folder.file("near.jsonl")
        try write(
            [
                Self.header,
                #"{"t":999990,"type":"touch","phase":"down","id":0,"x":130,"y":130}"#,
                #"{"t":999990,"type":"frame"}"#,
                #"{"t":999990.016,"type":"touch","phase":"motion","id":0,"x":200,"y":140}"#,
                #"{"t":999990.016,"type":"frame"}"#,
                #"{"t":999990.032,"type":"touch","phase":"motion","id":0,"x":300,"y":150}"#,
                #"{"t":999990.032,"type":"frame"}"#,
                #"{"t":999990.04,"type":"touch","phase":"up","id":0}"#,
                #"{"t":1000000,"type":"idle"}"#,
            ].joined(separator: "\n"), to: near)
        let replayed = try TimedRun(["replay", near, "--report", folder.file("report.jsonl")], seconds: 60)
        #expect(replayed.status == 0 && replayed.signal == nil && !replayed.timedOut, "\(replayed.summary)")
    }

    @Test func numbersAtTheEdgesOfTheirRangesReplayThroughEveryScene() throws {
        let folder = try ScratchFolder()
        let path = folder.file("edges.jsonl")
        var lines = [Self.header]
        var time = 0.0
        func add(_ line: String) {
            time += 0.01
            lines.append(#"{"t":\#(time),"# + line)
        }
        add(#""type":"touch","phase":"down","id":2147483647,"x":1000000,"y":-1000000}"#)
        add(#""type":"touch","phase":"shape","id":2147483647,"major":1000000,"minor":0}"#)
        add(#""type":"frame"}"#)
        add(#""type":"touch","phase":"motion","id":2147483647,"x":-1000000,"y":1000000}"#)
        add(#""type":"frame"}"#)
        add(#""type":"touch","phase":"up","id":2147483647}"#)
        add(#""type":"pointer","phase":"motion","x":110,"y":110}"#)
        add(#""type":"pointer","phase":"axis","dx":1000000,"dy":-1000000}"#)
        add(#""type":"pointer","phase":"button","button":4294967295,"state":"pressed"}"#)
        add(#""type":"pinch","phase":"begin","fingers":10}"#)
        // Scales swinging between the ends of their range multiply up past any double.
        for step in 0..<80 {
            let scale = step.isMultiple(of: 2) ? "1000" : "0"
            add(#""type":"pinch","phase":"update","dx":1000000,"dy":-1000000,"scale":\#(scale),"rotation":1000000}"#)
        }
        add(#""type":"pinch","phase":"end","cancelled":false}"#)
        add(#""type":"swipe","phase":"begin","fingers":1}"#)
        add(#""type":"swipe","phase":"update","dx":-1000000,"dy":1000000}"#)
        add(#""type":"swipe","phase":"end","cancelled":true}"#)
        lines.append(#"{"t":1000,"type":"idle"}"#)
        try write(lines.joined(separator: "\n"), to: path)
        for scene in ["photos", "draw", "taps", "checkmark"] {
            let frames = folder.file("frames-\(scene)")
            let run = try TimedRun(
                ["replay", path, "--scene", scene, "--inspector", "--frames", frames, "--frame-every", "50"],
                seconds: 120)
            #expect(run.status == 0 && run.signal == nil && !run.timedOut, "\(scene): \(run.summary)")
        }
    }

    @Test func aCRLFTraceReplaysLikeItsLFTwin() throws {
        let folder = try ScratchFolder()
        let lines = try String(contentsOfFile: Self.demoTrace("photos-demo.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        try write(lines.joined(separator: "\n"), to: folder.file("lf.jsonl"))
        try write(lines.joined(separator: "\r\n") + "\r\n", to: folder.file("crlf.jsonl"))
        for name in ["lf", "crlf"] {
            let run = try TimedRun(["replay", folder.file("\(name).jsonl"), "--report", folder.file("\(name).report")])
            #expect(run.status == 0, "\(name): \(run.summary)")
        }
        let lf = try String(contentsOfFile: folder.file("lf.report"), encoding: .utf8)
        let crlf = try String(contentsOfFile: folder.file("crlf.report"), encoding: .utf8)
        #expect(!lf.isEmpty && lf == crlf)
    }

    @Test func bytesThatAreNotATraceLineAreRefusedWithTheirLine() throws {
        let folder = try ScratchFolder()
        let cases: [(String, [UInt8], String)] = [
            ("nul.jsonl", Array((Self.header + "\n{\"t\":0,\"type\":\"id").utf8) + [0] + Array("le\"}".utf8), ":2: "),
            ("nul-outside.jsonl", Array((Self.header + "\n").utf8) + [0, 0, 0], ":2: not valid JSON"),
            (
                "latin1.jsonl",
                Array((Self.header + "\n{\"t\":0,\"type\":\"key\",\"key\":\"").utf8) + [0xE9]
                    + Array("\",\"state\":\"pressed\"}".utf8), ":2: not UTF-8 text"
            ),
            ("long.jsonl", Array((Self.header + "\n").utf8) + Array(repeating: 0x20, count: 70_000) + [0x7B], ":2: "),
            ("long-unended.jsonl", Array((Self.header + "\n[").utf8) + Array(repeating: 0x31, count: 200_000), ":2: "),
        ]
        for (name, bytes, expected) in cases {
            let path = folder.file(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try TimedRun(["replay", path])
            #expect(run.refused(status: 2, saying: [path + expected]), "\(name): \(run.summary)")
        }
    }

    // MARK: Command-line numbers

    @Test func numbersOnTheCommandLineOutsideTheirRangesAreRefused() throws {
        let trace = Self.demoTrace("photos-demo.jsonl")
        let cases: [([String], String)] = [
            (["replay", trace, "--size", "1e19x800"], "bad size '1e19x800'"),
            (["replay", trace, "--size", "nanxnan"], "bad size 'nanxnan'"),
            (["replay", trace, "--size", "infx10"], "bad size 'infx10'"),
            (["replay", trace, "--frame-every", "1e-300"], "--frame-every must be"),
            (["replay", trace, "--frame-every", "nan"], "--frame-every must be"),
            (["replay", trace, "--frame-every", "inf"], "--frame-every must be"),
            (["replay", trace, "--frame-scale", "nan"], "--frame-scale must be"),
            (["replay", trace, "--frame-scale", "1e308"], "--frame-scale must be"),
            (["replay", trace, "--frame-scale=-1"], "--frame-scale must be"),
            (["run", "--size", "1e400x1", "--no-demo"], "bad size '1e400x1'"),
            (["run", "--size", "0x0", "--no-demo"], "bad size '0x0'"),
        ]
        for (arguments, expected) in cases {
            let run = try TimedRun(arguments)
            #expect(run.refused(status: 2, saying: [expected]), "\(arguments): \(run.summary)")
        }
    }

    @Test func aFrameCountPastTheLimitIsRefusedBeforeAnyIsWritten() throws {
        let folder = try ScratchFolder()
        let path = folder.file("long.jsonl")
        try write(Self.header + "\n" + #"{"t":1000000,"type":"idle"}"#, to: path)
        let frames = folder.file("frames")
        let run = try TimedRun(["replay", path, "--frames", frames, "--frame-every", "0.001"])
        #expect(
            run.refused(status: 2, saying: ["--frame-every 0.001 would write", "the limit is 100000"]), "\(run.summary)"
        )
        #expect(!FileManager.default.fileExists(atPath: frames + "/frame-00000.png"))
    }

    // MARK: Scene files

    static let image = "[[images]]\npath = \"../images/image1@2x.png\"\n"

    @Test func specialFilesGivenAsASceneFileAreRefusedWithoutWaiting() throws {
        let folder = try ScratchFolder()
        for special in try SpecialFiles(in: folder).all {
            let run = try TimedRun(["run", "--config", special.path, "--no-demo"], seconds: 20)
            #expect(
                run.refused(status: 1, saying: ["\(special.path): cannot read it: it is \(special.kind)"]),
                "\(special.kind): \(run.summary)")
        }
    }

    /// Every numeric key of a scene file, with the line its value lands on.
    static let sceneFields: [(field: String, text: @Sendable (String) -> String, line: Int)] = [
        ("kiosk.reset_after", { "[kiosk]\nreset_after = \($0)\n" + image }, 2),
        ("kiosk.screen_sleeps_after", { "[kiosk]\nscreen_sleeps_after = \($0)\n" + image }, 2),
        ("images[0].x", { image + "x = \($0)\n" }, 3),
        ("images[0].y", { image + "y = \($0)\n" }, 3),
        ("images[0].width", { image + "width = \($0)\n" }, 3),
        ("images[0].height", { image + "height = \($0)\n" }, 3),
        ("images[0].corner_radius", { image + "corner_radius = \($0)\n" }, 3),
        ("images[0].border_width", { image + "border_width = \($0)\n" }, 3),
        ("images[0].snap_rotation", { image + "snap_rotation = \($0)\n" }, 3),
        ("images[0].scale_limits[1]", { image + "scale_limits = [0.5, \($0)]\n" }, 3),
    ]

    @Test(arguments: ["1e308", "1e300", "-1e19", "1e16", "nan", "inf", "-inf", "9223372036854775807"])
    func hugeAndNonFiniteNumbersInEverySceneFileFieldAreRefusedWithTheLine(value: String) throws {
        let folder = try ScratchFolder()
        for (index, (field, text, line)) in Self.sceneFields.enumerated() {
            let path = folder.file("kiosk-\(index).toml")
            try write(text(value), to: path)
            let run = try TimedRun(["run", "--config", path, "--no-demo"])
            #expect(
                run.refused(status: 2, saying: ["\(path):\(line): \(field): "]), "\(field) = \(value): \(run.summary)")
            #expect(!run.standardError.contains("expected a number, not a number"))
        }
        for (field, key) in [("images[0].x", "x"), ("images[0].width", "width")] {
            let path = folder.file("share-\(key).toml")
            try write(Self.image + "\(key) = \"\(value)%\"\n", to: path)
            let run = try TimedRun(["run", "--config", path, "--no-demo"])
            #expect(run.refused(status: 2, saying: ["\(path):3: \(field): "]), "\(key) = \(value)%: \(run.summary)")
        }
    }

    @Test func aSceneFileWithANulOrBytesThatAreNotUTF8IsRefusedWithTheLine() throws {
        let folder = try ScratchFolder()
        let cases: [(String, [UInt8], String)] = [
            (
                "nul.toml", Array(("# a note\n" + Self.image).utf8) + [0] + Array("\nboder = 1\n".utf8),
                ":4: contains a NUL byte"
            ),
            ("latin1.toml", Array("# caf".utf8) + [0xE9] + Array(("\n" + Self.image).utf8), ":1: not UTF-8 text"),
        ]
        for (name, bytes, expected) in cases {
            let path = folder.file(name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let run = try TimedRun(["run", "--config", path, "--no-demo"])
            #expect(run.refused(status: 2, saying: [path + expected]), "\(name): \(run.summary)")
        }
    }

    /// toml++ asserts (aborting the app) on a header whose name does not start like a key (a
    /// commented-out header is the everyday way to write one), a '}' in an array and Unicode line
    /// breaks; all found by the `scene` fuzz target.
    @Test func tomlMistakesTheParserAssertsOnAreRefusedNotAborted() throws {
        let folder = try ScratchFolder()
        for (index, header) in ["[# kiosk]", "[[ #images]]", "[.]", "[=]", "\t[\t\u{11F}]", "["].enumerated() {
            let path = folder.file("header-\(index).toml")
            try write("# a kiosk\n" + Self.image + header + "\n", to: path)
            let run = try TimedRun(["run", "--config", path, "--no-demo"])
            #expect(
                run.refused(status: 2, saying: ["\(path):4: not valid TOML: a table header needs a name after '['"]),
                "\(header): \(run.summary)")
        }
        // Other mistakes toml++ asserts on, also found by the fuzzer.
        let asserting: [(String, Int, String)] = [
            ("scale_limits = [}0.6, 2.5]", 3, "a '}' inside an array"),
            ("scale_limits = [0.6,\n}]", 4, "a '}' inside an array"),
            ("scale_limits = [0.6, 2.5\u{2028}]", 3, "a Unicode line break (U+2028) outside a string"),
            ("scale_limits = [\u{85}]", 3, "a Unicode line break (U+0085) outside a string"),
        ]
        for (index, (text, line, reason)) in asserting.enumerated() {
            let path = folder.file("asserting-\(index).toml")
            try write(Self.image + text + "\n", to: path)
            let run = try TimedRun(["run", "--config", path, "--no-demo"])
            #expect(
                run.refused(status: 2, saying: ["\(path):\(line): not valid TOML: \(reason)"]),
                "\(text): \(run.summary)")
        }
        // After a byte-order mark, which toml++ skips.
        let path = folder.file("bom.toml")
        try write("\u{FEFF}[;]\n" + Self.image, to: path)
        let run = try TimedRun(["run", "--config", path, "--no-demo"])
        #expect(
            run.refused(status: 2, saying: ["\(path):1: not valid TOML: a table header needs a name"]), "\(run.summary)"
        )
    }

    @Test func aCRLFSceneFileReportsTheRightLine() throws {
        let folder = try ScratchFolder()
        let path = folder.file("crlf.toml")
        try write(
            ("[kiosk]\nreset_after = 5\n" + Self.image + "boder_width = 2\n").replacing("\n", with: "\r\n"), to: path)
        let run = try TimedRun(["run", "--config", path, "--no-demo"])
        #expect(run.refused(status: 2, saying: ["\(path):5: images[0].boder_width: unknown key"]), "\(run.summary)")
    }

    @Test func specialFilesAndHugeOrDamagedPicturesNamedByASceneFileAreRefusedWithStatusOne() throws {
        let folder = try ScratchFolder()
        var pictures = try SpecialFiles(in: folder).all.map { ($0.path, "it is \($0.kind), not a regular file") }
        // A PNG header promising 20000×20000 pixels (1.6 GB decoded), and one with damaged data.
        let huge = folder.file("huge.png")
        try Data(Self.pngHeader(width: 20000, height: 20000)).write(to: URL(fileURLWithPath: huge))
        pictures.append((huge, "the picture is 20000×20000 pixels"))
        let damaged = folder.file("damaged.png")
        try Data(Self.pngHeader(width: 10, height: 10) + Array(repeating: 0x41, count: 64))
            .write(to: URL(fileURLWithPath: damaged))
        pictures.append((damaged, "damaged PNG data"))
        let truncatedJPEG = folder.file("photo.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]).write(to: URL(fileURLWithPath: truncatedJPEG))
        pictures.append((truncatedJPEG, "not a JPEG image"))
        let shipped = Self.repository + "/Resources/images/image1@2x.png"
        for (index, (unresolved, reason)) in pictures.enumerated() {
            let picture = (unresolved as NSString).standardizingPath
            let asImage = folder.file("image-\(index).toml")
            try write("# pictures\n[[images]]\npath = \"\(picture)\"\n", to: asImage)
            let run = try TimedRun(["run", "--config", asImage, "--no-demo"], seconds: 20)
            #expect(
                run.refused(status: 1, saying: ["\(asImage):2: images[0].path: cannot use \(picture): \(reason)"]),
                "\(picture): \(run.summary)")
            let asBackground = folder.file("background-\(index).toml")
            try write("[background]\n\nimage = \"\(picture)\"\n[[images]]\npath = \"\(shipped)\"\n", to: asBackground)
            let background = try TimedRun(["run", "--config", asBackground, "--no-demo"], seconds: 20)
            #expect(
                background.refused(
                    status: 1, saying: ["\(asBackground):3: background.image: cannot use \(picture): \(reason)"]),
                "\(picture): \(background.summary)")
        }
    }

    // MARK: Helpers

    /// A PNG signature and an IHDR chunk for `width`×`height`, and nothing after it.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        return [137, 80, 78, 71, 13, 10, 26, 10] + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width)
            + bigEndian(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func demoTrace(_ name: String) -> String { repository + "/Resources/traces/\(name)" }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

/// A FIFO, a directory, a character device and a block device made in a scratch folder (device
/// nodes need root or CAP_MKNOD; without it /dev/null stands in for the character device).
struct SpecialFiles {
    let all: [(path: String, kind: String)]

    init(in folder: ScratchFolder) throws {
        var all: [(String, String)] = []
        let fifo = folder.file("fifo")
        guard mkfifo(fifo, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        all.append((fifo, "a named pipe (FIFO)"))
        let directory = folder.file("directory")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        all.append((directory, "a directory"))
        let character = folder.file("null")
        all.append(
            (mknod(character, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 ? character : "/dev/null", "a character device"))
        let block = folder.file("loop")
        if mknod(block, S_IFBLK | 0o600, dev_t(7 << 8)) == 0 { all.append((block, "a block device")) }
        self.all = all
    }
}
