import Foundation
import HostSystem
import Testing

/// The built `gesture-canvas` executable. `swift build --build-tests` (the first half of
/// `make test`) puts it in the same folder as the test bundle, which is the running executable.
enum AppBinary {
    /// Its path, or nil when it has not been built.
    static let path: String? = {
        let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = bundle.deletingLastPathComponent().appendingPathComponent("gesture-canvas").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    /// Its path; when it is missing the running test ends as skipped, visibly, with the reason.
    static func pathOrSkip(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        if let path { return path }
        let line =
            "skipped: no gesture-canvas beside the test bundle; "
            + "build it first (`swift build --build-tests`, as `make test` does)"
        print(line)
        try Test.cancel(Comment(rawValue: line), sourceLocation: sourceLocation)
    }

    /// A copy of the executable at `path` and its `Resources` in the new folder `folder`, readable
    /// and runnable by anyone: for an app run as another user (cage's, as root). The usual
    /// container keeps the checkout under `/root`, which is 0700, so that user could reach neither
    /// `.build` nor `Resources`. The copy finds its resources beside itself (ResourceLocator).
    static func stagedCopy(of path: String, in folder: String) throws -> String {
        let files = FileManager.default
        let source = try ResourceLocator(executablePath: path, overridePath: nil).locate()
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copy = folder + "/" + URL(fileURLWithPath: path).lastPathComponent
        try files.copyItem(atPath: path, toPath: copy)
        try files.copyItem(atPath: source, toPath: folder + "/Resources")
        for item in [folder] + ((files.subpaths(atPath: folder) ?? []).map { folder + "/" + $0 }) {
            var info = stat()
            guard stat(item, &info) == 0 else { continue }
            let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            chmod(item, isDirectory || item == copy ? 0o755 : 0o644)
        }
        return copy
    }
}

/// A private folder for a test's report and trace files, removed when the value goes away.
final class ScratchFolder {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/gc-live-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A file name inside the folder.
    func file(_ name: String) -> String { "\(path)/\(name)" }
}
