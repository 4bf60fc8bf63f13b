import CairoCanvas
import Foundation
import GestureKit
import Testing

@testable import GestureCanvasApp

/// What a scene file can make the app spend: its images are counted, a picture named many times
/// is decoded once, all of them together are bounded, and a path no file call takes is refused
/// before anything walks it.
@Suite struct SceneFileCostTests {
    /// `count` `[[images]]` tables naming `path`.
    private func images(_ count: Int, path: String = "photo.png") -> String {
        (0..<count).map { _ in "[[images]]\npath = \"\(path)\"\n" }.joined()
    }

    @Test func moreImagesThanAnySceneShowsAreRefusedAtTheFirstPastTheLimit() throws {
        #expect(throws: Never.self) {
            try SceneFileReader.parse(images(SceneFileRanges.images), path: "many.toml", folder: "/srv")
        }
        let error = #expect(throws: ConfigError.self) {
            try SceneFileReader.parse(images(10_000), path: "many.toml", folder: "/srv")
        }
        #expect(
            error?.description
                == "many.toml:201: images[100]: more than 100 images (10000); a scene shows at most 100")
        #expect(error?.kind == .refused)
    }

    @Test func onePictureNamedByManyEntriesAndSpellingsIsDecodedOnce() throws {
        let folder = try ScratchFolder()
        try CairoSurface(pixelWidth: 40, pixelHeight: 30).writePNG(to: folder.file("photo.png"))
        #expect(mkdir(folder.file("sub"), 0o755) == 0)
        #expect(symlink(folder.file("photo.png"), folder.file("alias.png")) == 0)
        #expect(link(folder.file("photo.png"), folder.file("sub/hard.png")) == 0)
        let spellings = ["photo.png", "./photo.png", "sub/../photo.png", "alias.png", "sub/hard.png", "photo.png"]
        let text = spellings.map { "[[images]]\npath = \"\($0)\"\n" }.joined()
        let path = folder.file("scene.toml")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let content = try SceneContent.load(contentsOf: path)
        let pictures = content.photos.compactMap { $0.image as? CairoImage }
        #expect(pictures.count == spellings.count)
        #expect(pictures.allSatisfy { $0 === pictures[0] })
    }

    @Test func theScenesPicturesTogetherAreBoundedAndTheEntryPastItIsNamed() throws {
        let folder = try ScratchFolder()
        for index in 0..<3 {
            try CairoSurface(pixelWidth: 100, pixelHeight: 100).writePNG(to: folder.file("photo\(index).png"))
        }
        var pictures = ScenePictures(pixelLimit: 25_000)
        _ = try pictures.load(folder.file("photo0.png"))
        _ = try pictures.load(folder.file("photo1.png"))
        // The same file again costs nothing.
        _ = try pictures.load(folder.file("photo0.png"))
        #expect(pictures.pixelCount == 20_000)
        #expect {
            try pictures.load(folder.file("photo2.png"))
        } throws: { error in
            guard case .overBudget(let reason) = error as? ScenePictures.Failure else { return false }
            return reason
                == "with this picture the scene's pictures decode to 30000 pixels, more than the 25000 pixels "
                + "a scene's pictures may decode to together; use fewer or smaller pictures"
        }
        #expect(PictureLimits.scenePixels == 128_000_000)
    }

    @Test func theEntryPastTheScenesPixelsIsRefusedWithItsLine() throws {
        let folder = try ScratchFolder()
        for index in 0..<3 {
            try CairoSurface(pixelWidth: 100, pixelHeight: 100).writePNG(to: folder.file("photo\(index).png"))
        }
        let text =
            (0..<3).map { "[[images]]\npath = \"photo\($0).png\"\n" }.joined() + "[[images]]\npath = \"photo0.png\"\n"
        let path = folder.file("scene.toml")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let file = try SceneFileReader.read(contentsOf: path)
        #expect(throws: Never.self) { try SceneContent(file: file, pixelLimit: 30_000) }
        let error = #expect(throws: ConfigError.self) { try SceneContent(file: file, pixelLimit: 25_000) }
        #expect(error?.kind == .refused)
        #expect(
            error?.description
                == "\(path):5: images[2].path: with this picture the scene's pictures decode to 30000 pixels, more "
                + "than the 25000 pixels a scene's pictures may decode to together; use fewer or smaller pictures")
    }

    @Test func aPathLongerThanAnyFileCallTakesIsRefusedAtOnceWithItsLine() throws {
        let long = String(repeating: "a/", count: 100_000) + "p.png"
        let started = ContinuousClock.now
        let error = #expect(throws: ConfigError.self) {
            try SceneFileReader.parse("[[images]]\npath = \"\(long)\"\n", path: "long.toml", folder: "/srv")
        }
        #expect(
            error?.description
                == "long.toml:2: images[0].path: the path is 200005 bytes long; a path has at most 4096 (PATH_MAX)")
        let background = #expect(throws: ConfigError.self) {
            try SceneFileReader.parse(
                "[background]\nimage = \"\(long)\"\n[[images]]\npath = \"p.png\"\n", path: "long.toml", folder: "/srv")
        }
        #expect(background?.description.hasPrefix("long.toml:2: background.image: the path is 200005 bytes") == true)
        // The bound is the behaviour: resolving the path used to take 45 s.
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func aFramesFolderPathLongerThanAnyFileCallTakesIsRefusedNotACrash() throws {
        let folder = try ScratchFolder()
        let trace = folder.file("t.jsonl")
        try (HostileInputTests.header + "\n" + #"{"t":0.1,"type":"idle"}"# + "\n").write(
            toFile: trace, atomically: false, encoding: .utf8)
        let long = folder.file(String(repeating: "a/", count: 50_000) + "frames")
        let run = try TimedRun(["replay", trace, "--frames", long], seconds: 30)
        #expect(run.refused(status: 1, saying: ["bytes long; a path has at most 4096 (PATH_MAX)"]), "\(run.summary)")
    }
}
