import CairoCanvas
import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp

/// Scene files (`run --config`): what a good one says, and one clear message, with the file, the
/// line and the field, for each way a file can be wrong.
@Suite struct SceneFileTests {
    private func parse(_ text: String) throws(ConfigError) -> SceneFile {
        try SceneFileReader.parse(text, path: "kiosk.toml", folder: "/srv/kiosk")
    }

    private func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            #expect(error.kind == .refused)
            return error.description
        }
    }

    /// Issue 25: a kiosk with several screens names the one it fills.
    @Test func aKioskNamesTheOutputItFillsAndAnEmptyOrControlNameIsRefused() throws {
        let images = "\n[[images]]\npath = \"a.png\"\n"
        #expect(try parse("[kiosk]\noutput = \"HDMI-A-1\"\n" + images).kiosk.output == "HDMI-A-1")
        #expect(try parse("[kiosk]\nenabled = true\n" + images).kiosk.output == nil)
        let long = String(repeating: "A", count: 257)
        for bad in [#"output = """#, #"output = "HDMI\u0007""#, "output = \"\(long)\""] {
            let message = refusal("[kiosk]\n\(bad)\n" + images)
            #expect(
                message?.hasPrefix("kiosk.toml:2: kiosk.output: expected the name the compositor gives") == true,
                "\(bad): \(message ?? "accepted")")
        }
        #expect(refusal("[kiosk]\noutput = 1\n" + images)?.hasPrefix("kiosk.toml:2: kiosk.output:") == true)
    }

    /// Issue 25: a panel mounted sideways turns the content, said at the top or in [kiosk].
    @Test func rotationIsAQuarterTurnSaidOnce() throws {
        let images = "\n[[images]]\npath = \"a.png\"\n"
        #expect(try parse("rotation = 90\n" + images).kiosk.rotation == .quarter)
        #expect(try parse("[kiosk]\nrotation = 270\n" + images).kiosk.rotation == .threeQuarters)
        #expect(try parse("rotation = 0\n" + images).kiosk.rotation == ContentRotation.none)
        for bad in ["rotation = 45", "rotation = 90.5", #"rotation = "90""#, "rotation = 360", "rotation = -90"] {
            let message = refusal(bad + "\n" + images)
            #expect(message?.hasPrefix("kiosk.toml:1: rotation:") == true, "\(bad): \(message ?? "accepted")")
        }
        #expect(
            refusal("rotation = 90\n[kiosk]\nrotation = 180\n" + images)
                == "kiosk.toml:1: rotation: given at the top and in [kiosk]: say it once")
    }

    @Test func aFullFileReadsEveryKey() throws {
        let scene = try parse(
            """
            # A comment, as operators write them.
            [background]
            color = "#102030"
            image = "backdrop.png"

            [kiosk]
            enabled = true
            quit_chord = "Ctrl+Alt+K"
            keep_screen_on = false
            reset_after = 45
            screen_sleeps_after = 300
            hide_cursor_on_touch = false
            show_scene_switcher = true

            [[images]]
            name = "harbour"
            path = "photos/harbour.png"
            x = "25%"
            y = 300
            width = 320
            height = "40%"
            corner_radius = "circle"
            border_color = "#FFFFFF80"
            border_width = 4
            gestures = ["pan", "pinch"]
            snap_rotation = 5
            scale_limits = [0.5, 3]

            [[images]]
            path = "/abs/second.png"
            snap_rotation = true
            """)
        #expect(scene.backgroundColor == Color(hex: 0x102030))
        #expect(scene.backgroundImage == "/srv/kiosk/backdrop.png")
        let chord = try KeyChord(modifiers: [.control, .alt], key: "k")
        #expect(scene.kiosk.isEnabled && scene.kiosk.quitChord == chord)
        #expect(!scene.kiosk.keepScreenOn && scene.kiosk.resetAfter == 45 && scene.kiosk.screenSleepsAfter == 300)
        #expect(!scene.kiosk.hidesCursorOnTouch && scene.kiosk.showsSceneSwitcher)
        let first = scene.images[0]
        #expect(first.name == "harbour" && first.path == "/srv/kiosk/photos/harbour.png" && first.line == 15)
        #expect(first.x == .fraction(0.25) && first.y == .points(300) && first.height == .fraction(0.4))
        #expect(first.cornerRadius == nil && first.borderColor == Color(hex: 0xFFFFFF, alpha: 128.0 / 255))
        #expect(first.gestures == [.pan, .pinch] && first.scaleLimits == 0.5...3)
        #expect(abs((first.rotationSnap ?? 0) - 5 * .pi / 180) < 1e-12)
        let second = scene.images[1]
        #expect(second.name == "image2" && second.path == "/abs/second.png")
        #expect(second.gestures == Set(PhotoGesture.allCases) && second.x == .fraction(2.0 / 3))
        #expect(abs((second.rotationSnap ?? 0) - 10 * .pi / 180) < 1e-12)
    }

    @Test func eachMistakeIsRefusedWithFileLineFieldAndReason() {
        let image = "[[images]]\npath = \"a.png\"\n"
        let cases: [(String, String)] = [
            ("[[images]\npath = 1", "kiosk.toml:1: not valid TOML: "),
            (
                "colour = 3\n" + image,
                "kiosk.toml:1: colour: unknown key 'colour' (known here: background, kiosk, input, accessibility, images, rotation)"
            ),
            (image + "boder_width = 2", "kiosk.toml:3: images[0].boder_width: unknown key 'boder_width'"),
            (image + "x = \"half\"", "kiosk.toml:3: images[0].x: expected a number of points or a share"),
            (image + "border_color = \"orange-ish\"", "kiosk.toml:3: images[0].border_color: expected a colour"),
            (
                image + "border_width = -1",
                "kiosk.toml:3: images[0].border_width: must be from 0 to 1000 points, not -1"
            ),
            (image + "width = 0", "kiosk.toml:3: images[0].width: must be more than 0"),
            (
                image + "gestures = [\"pan\", \"wiggle\"]",
                "kiosk.toml:3: images[0].gestures[1]: unknown gesture 'wiggle'"
            ),
            (image + "scale_limits = [2, 3]", "kiosk.toml:3: images[0].scale_limits: expected [smallest, largest]"),
            // The hard limits a scene file may move a photo's scale limits within (issue 20).
            (
                image + "scale_limits = [0.01, 2]",
                "kiosk.toml:3: images[0].scale_limits[0]: must be from 0.05 to 20, not 0.01"
            ),
            (
                image + "scale_limits = [0.5, 50]",
                "kiosk.toml:3: images[0].scale_limits[1]: must be from 0.05 to 20, not 50"
            ),
            (
                image + "snap_rotation = 60",
                "kiosk.toml:3: images[0].snap_rotation: must be from 0 to 45 degrees, not 60"
            ),
            ("[[images]]\nname = \"x\"", "kiosk.toml:1: images[0].path: missing"),
            ("[kiosk]\nenabled = true", "kiosk.toml: images: no images"),
            ("[kiosk]\nquit_chord = \"Q\"\n" + image, "kiosk.toml:2: kiosk.quit_chord: needs at least one modifier"),
            (
                "[kiosk]\nquit_chord = \"Hyper+Q\"\n" + image,
                "kiosk.toml:2: kiosk.quit_chord: expected modifiers and a key"
            ),
            (
                "[kiosk]\nreset_after = \"soon\"\n" + image,
                "kiosk.toml:2: kiosk.reset_after: expected a number, not \"soon\""
            ),
            (
                "[kiosk]\nenabled = \"yes\"\n" + image,
                "kiosk.toml:2: kiosk.enabled: expected true or false, not \"yes\""
            ),
            (image + "name = \"a\"\n" + image + "name = \"a\"", "kiosk.toml:6: images[1].name: 'a' names two images"),
            ("background = 3\n" + image, "kiosk.toml:1: background: expected a table"),
            ("[input]\nresampling = \"no\"\n" + image, "kiosk.toml:2: input.resampling: expected true or false"),
            ("[input]\nresample = false\n" + image, "kiosk.toml:2: input.resample: unknown key 'resample'"),
        ]
        for (text, expected) in cases {
            let message = refusal(text)
            #expect(message?.hasPrefix(expected) == true, "\(text)\n→ \(message ?? "accepted")")
        }
    }

    @Test func anUnreadableFileAndAMissingPictureNameTheirPaths() throws {
        let folder = try ScratchFolder()
        #expect(throws: ConfigError.self) { try SceneContent.load(contentsOf: folder.file("none.toml")) }
        do {
            _ = try SceneContent.load(contentsOf: folder.file("none.toml"))
        } catch {
            #expect(error.kind == .unreadable)
            #expect(error.description == "\(folder.file("none.toml")): cannot read it: No such file or directory")
        }
        try "\n[[images]]\npath = \"missing.png\"\n".write(
            toFile: folder.file("a.toml"), atomically: true, encoding: .utf8)
        do {
            _ = try SceneContent.load(contentsOf: folder.file("a.toml"))
            Issue.record("a missing picture was accepted")
        } catch {
            #expect(error.kind == .unreadable)
            #expect(
                error.description
                    == "\(folder.file("a.toml")):2: images[0].path: cannot use \(standardized(folder.file("missing.png"))): No such file or directory"
            )
        }
    }

    @Test func aTooLargePictureIsScaledDownOnLoadNotRefused() throws {
        let folder = try ScratchFolder()
        let huge = try CairoSurface(pixelWidth: 4000, pixelHeight: 100)
        try huge.writePNG(to: folder.file("wide.png"))
        try "[[images]]\npath = \"wide.png\"\nwidth = 400\n".write(
            toFile: folder.file("a.toml"), atomically: true, encoding: .utf8)

        let content = try SceneContent.load(contentsOf: folder.file("a.toml"))
        let image = try #require(content.photos[0].image as? CairoImage)
        #expect(image.pixelWidth == CairoImage.defaultMaximumPixelSize && image.pixelHeight == 51)
        // Its aspect ratio gives the photo its height: 400 × 10 points.
        #expect(content.photos[0].frame(in: Size(width: 1000, height: 800)).size == Size(width: 400, height: 10))
    }

    @Test func theShippedExampleReadsAndItsPicturesLoad() throws {
        let content = try SceneContent.load(contentsOf: LiveHarness.resources + "/kiosk/kiosk.toml")
        #expect(content.file.kiosk.isEnabled)
        #expect(content.photos.count >= 2 && content.photos.allSatisfy { $0.image != nil })
    }

    @Test func keyChordsParseAndMatchWhateverCaseShiftGivesTheLetter() throws {
        let chord = try KeyChord(parsing: "ctrl + Alt+Shift+Q")
        #expect(chord.description == "Ctrl+Alt+Shift+Q" && chord == KeyChord.defaultQuit)
        #expect(chord.matches(keyPress("Q", holding: ["Control_L", "Alt_L", "Shift_L"])))
        #expect(!chord.matches(keyPress("q", holding: ["Control_L", "Alt_L"])))
        #expect(throws: KeyChordError.malformed("Ctrl+")) { try KeyChord(parsing: "Ctrl+") }
        #expect(throws: KeyChordError.malformed("Fn+Q")) { try KeyChord(parsing: "Fn+Q") }
    }

    /// Checked against xkb when the file is read: a kiosk whose chord cannot be typed could never
    /// be quit. (Each accepted form typed for real: `KioskChordTypingTests`.)
    @Test func chordsNobodyCanTypeAreRefusedWithTheirLine() {
        let image = "[[images]]\npath = \"a.png\"\n"
        let cases: [(String, String)] = [
            (
                "Ctrl+NotAKey",
                #"kiosk.toml:2: kiosk.quit_chord: "NotAKey" is not a key name xkb knows (names are xkb's keysyms"#
            ),
            (
                "Ctrl+Alt",
                "kiosk.toml:2: kiosk.quit_chord: ends with the modifier Alt; a chord needs a key after its modifiers"
            ),
            ("Ctrl+Shift_L", "kiosk.toml:2: kiosk.quit_chord: Shift_L is a modifier; a chord ends with a key"),
            (
                "Ctrl+Alt+exclam",
                "kiosk.toml:2: kiosk.quit_chord: no key of the default keyboard (us) gives exclam with Ctrl+Alt held"
            ),
            (
                "Ctrl+Alt+F2",
                "kiosk.toml:2: kiosk.quit_chord: Ctrl+Alt+F2 arrives as XF86Switch_VT_2, which compositors"
            ),
        ]
        for (chord, expected) in cases {
            let message = refusal("[kiosk]\nquit_chord = \"\(chord)\"\n" + image)
            #expect(message?.hasPrefix(expected) == true, "\(chord) → \(message ?? "accepted")")
        }
        for chord in ["Ctrl+Alt+Shift+Tab", "Ctrl+Alt+Space", "ctrl+alt+shift+q", "Super+F12"] {
            #expect(refusal("[kiosk]\nquit_chord = \"\(chord)\"\n" + image) == nil, "\(chord)")
        }
    }
}

/// `path` without doubled slashes, as the reader resolves paths.
private func standardized(_ path: String) -> String { (path as NSString).standardizingPath }

/// The key press a router reports for `key` pressed while `modifiers` (keysym names) are held.
func keyPress(_ key: String, holding modifiers: [String]) -> InputRouter.KeyPress {
    let router = InputRouter(window: Window(size: Size(width: 10, height: 10)))
    var last: InputRouter.KeyPress?
    router.onKey = { last = $0 }
    for name in modifiers + [key] { router.handle(.key(name, pressed: true), at: 0) }
    return last!
}
