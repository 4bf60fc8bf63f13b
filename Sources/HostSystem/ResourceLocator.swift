import Glibc
import SystemPackage

/// Finds the app's `Resources` folder (images, demo traces) at run time.
///
/// Looked for, in order:
/// 1. `$GESTURE_CANVAS_RESOURCES`, when set (and then nowhere else, so a mistyped override
///    fails loudly instead of silently using another copy);
/// 2. an installed layout: `<prefix>/share/gesture-canvas/Resources` beside `<prefix>/bin/`;
/// 3. a `Resources` folder next to the executable (an unpacked archive);
/// 4. a source checkout: the nearest folder above the executable (`swift run` builds into
///    `.build/…` inside it) that holds both `Package.swift` and `Resources/`.
///
/// ```swift
/// let resources = try ResourceLocator().locate()
/// let demo = resources + "/traces/draw-demo.jsonl"
/// ```
public struct ResourceLocator: Sendable {
    /// The environment variable that overrides every other place.
    public static let environmentVariable = "GESTURE_CANVAS_RESOURCES"
    /// Where an install puts the resources, relative to its prefix.
    public static let installedSubpath = "share/gesture-canvas/Resources"

    /// The running program's file, symlinks resolved; nil when it cannot be told.
    public var executablePath: String?
    /// The override's value; nil when unset.
    public var overridePath: String?

    /// A locator for the running program and the current environment; tests pass their own.
    public init(
        executablePath: String? = ResourceLocator.currentExecutablePath(),
        overridePath: String? = ResourceLocator.currentOverride()
    ) {
        self.executablePath = executablePath
        self.overridePath = overridePath
    }

    /// The `Resources` folder's path.
    ///
    /// - Throws: ``ResourceLocatorError/resourcesNotFound(searched:)`` listing every place tried.
    public func locate() throws -> String {
        var searched: [String] = []
        if let overridePath, !overridePath.isEmpty {
            guard Self.isDirectory(overridePath) else {
                throw ResourceLocatorError.resourcesNotFound(searched: [
                    "\(overridePath) (from \(Self.environmentVariable))"
                ])
            }
            return overridePath
        }
        guard let executablePath else {
            throw ResourceLocatorError.resourcesNotFound(searched: ["(the executable's location is unknown)"])
        }
        let binDirectory = Self.parent(of: executablePath)
        for candidate in ["\(Self.parent(of: binDirectory))/\(Self.installedSubpath)", "\(binDirectory)/Resources"] {
            if Self.isDirectory(candidate) { return candidate }
            searched.append(candidate)
        }
        var folder = binDirectory
        while true {
            let candidate = folder == "/" ? "/Resources" : "\(folder)/Resources"
            if Self.isDirectory(candidate), Self.isFile(Self.parent(of: candidate) + "/Package.swift") {
                return candidate
            }
            guard folder != "/" else { break }
            folder = Self.parent(of: folder)
        }
        searched.append("a folder with Package.swift and Resources/ above \(binDirectory)")
        throw ResourceLocatorError.resourcesNotFound(searched: searched)
    }

    /// The running program's path from `/proc/self/exe` (Linux), which also resolves symlinks,
    /// so a `/usr/local/bin` link to an installed binary still finds that install's resources.
    public static func currentExecutablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The executable file `name` in the running program's folder (as `swift build` and an install
    /// lay out `gesture-canvas` and `gesture-canvas-bench`), or nil when there is none.
    public static func siblingExecutable(named name: String) -> String? {
        guard let executable = currentExecutablePath() else { return nil }
        let candidate = "\(parent(of: executable))/\(name)"
        return access(candidate, X_OK) == 0 ? candidate : nil
    }

    /// The folder in ``environmentVariable`` (`GESTURE_CANVAS_RESOURCES`), which overrides where
    /// resources are looked for, or nil when it is unset.
    public static func currentOverride() -> String? {
        getenv(environmentVariable).map { String(cString: $0) }
    }

    // MARK: Paths

    /// The folder holding `path` ("/" for top-level entries).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func isDirectory(_ path: String) -> Bool {
        (try? SystemPath.status(path))?.type == .directory
    }

    static func isFile(_ path: String) -> Bool {
        (try? SystemPath.status(path))?.type == .regular
    }
}

/// Why the app's resources cannot be used.
public enum ResourceLocatorError: Error, Equatable, CustomStringConvertible {
    /// The app's `Resources` folder is in none of the places ``ResourceLocator`` knows.
    case resourcesNotFound(searched: [String])

    public var description: String {
        switch self {
        case .resourcesNotFound(let searched):
            "cannot find the Resources folder; looked in \(searched.joined(separator: ", ")); "
                + "set \(ResourceLocator.environmentVariable) to its path"
        }
    }
}
