import Foundation
import HostSystem
import Testing

@Suite("Finding Resources")
struct ResourceLocatorTests {
    func makeFolders(_ paths: String..., in root: String) throws {
        for path in paths {
            try FileManager.default.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
    }

    @Test func aSourceCheckoutIsFoundFromTheBuildFolder() throws {
        let root = try makeTemporaryDirectory()
        try makeFolders("repo/Resources/images", "repo/.build/x86_64-unknown-linux-gnu/debug", in: root)
        try Data().write(to: URL(fileURLWithPath: root + "/repo/Package.swift"))
        let locator = ResourceLocator(
            executablePath: root + "/repo/.build/x86_64-unknown-linux-gnu/debug/gesture-canvas", overridePath: nil)

        #expect(try locator.locate() == root + "/repo/Resources")
    }

    @Test func aResourcesFolderWithoutPackageSwiftAboveIsNotMistakenForACheckout() throws {
        let root = try makeTemporaryDirectory()
        try makeFolders("Resources", "somewhere/bin", in: root)
        let locator = ResourceLocator(executablePath: root + "/somewhere/bin/tool", overridePath: nil)

        #expect(throws: ResourceLocatorError.self) { try locator.locate() }
    }

    @Test func anInstallIsFoundUnderShareBesideBin() throws {
        let root = try makeTemporaryDirectory()
        try makeFolders("usr/bin", "usr/share/gesture-canvas/Resources", in: root)
        let locator = ResourceLocator(executablePath: root + "/usr/bin/gesture-canvas", overridePath: nil)

        #expect(try locator.locate() == root + "/usr/share/gesture-canvas/Resources")
    }

    @Test func theEnvironmentOverrideWinsAndMustExist() throws {
        let root = try makeTemporaryDirectory()
        try makeFolders("usr/bin", "usr/share/gesture-canvas/Resources", "mine", in: root)
        let overridden = ResourceLocator(executablePath: root + "/usr/bin/gesture-canvas", overridePath: root + "/mine")
        #expect(try overridden.locate() == root + "/mine")

        let mistyped = ResourceLocator(executablePath: root + "/usr/bin/gesture-canvas", overridePath: root + "/mien")
        let error = #expect(throws: ResourceLocatorError.self) { try mistyped.locate() }
        #expect(error?.description.contains(root + "/mien (from GESTURE_CANVAS_RESOURCES)") == true)
    }

    @Test func theErrorListsEveryPlaceTried() throws {
        let root = try makeTemporaryDirectory()
        try makeFolders("opt/bin", in: root)
        let locator = ResourceLocator(executablePath: root + "/opt/bin/gesture-canvas", overridePath: nil)

        let error = #expect(throws: ResourceLocatorError.self) { try locator.locate() }
        let message = error?.description ?? ""
        #expect(message.contains(root + "/opt/share/gesture-canvas/Resources"))
        #expect(message.contains(root + "/opt/bin/Resources"))
        #expect(message.contains("Package.swift"))
        #expect(message.contains("GESTURE_CANVAS_RESOURCES"))
    }

    @Test func thisTestBinaryFindsTheRepositorysResources() throws {
        let located = try ResourceLocator(overridePath: nil).locate()
        // This file is Tests/HostSystemTests/ResourceLocatorTests.swift in the repository.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(URL(fileURLWithPath: located).standardized.path == repository.path + "/Resources")
    }
}
