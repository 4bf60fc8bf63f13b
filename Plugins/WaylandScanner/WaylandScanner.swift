import Foundation
import PackagePlugin

/// Generates C glue for the Wayland protocols listed in `protocols/client.txt` by running
/// `wayland-scanner` on the XML that the wayland-protocols package installs.
///
/// The test harness's glue target (`CKWinFakeInput`) reads `protocols/harness.txt` instead, with
/// paths under plasma-wayland-protocols' data directory: KWin's fake-input protocol lives in its
/// own target so that the app never needs that package (see `ProtocolList`).
///
/// One build command per protocol writes both the header (into `include/`) and the `.c` file:
/// SwiftPM only picks up headers that the same command writes beside a `.c` output.
///
/// A target whose name contains `Server` (CWaylandServerProtocols) gets compositor-side
/// headers (`wayland-scanner server-header`) for the same list. Its `.c` file only includes
/// that header: the interface tables (`private-code`) are compiled once, in the client glue
/// target, because a test binary links both sides and two copies of the same hidden symbols
/// fail to link. The server glue target therefore depends on the client glue target.
@main
struct WaylandScanner: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let list = ProtocolList.forTarget(named: target.name)
        let listURL = context.package.directoryURL.appending(path: "protocols/\(list.file)")
        let protocolNames = try String(contentsOf: listURL, encoding: .utf8)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let scanner = try pkgConfigVariable("wayland_scanner", of: "wayland-scanner") ?? "/usr/bin/wayland-scanner"
        let protocolsRoot = try pkgConfigVariable("pkgdatadir", of: list.package) ?? list.knownDirectory
        let output = context.pluginWorkDirectoryURL
        let includeDirectory = output.appending(path: "include")
        let isServer = target.name.contains("Server")

        return protocolNames.map { line in
            // `a.xml | b.xml`: the first that is installed (a stable protocol where the package has
            // it, else its unstable version, whose names are the same).
            let choices = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let relativePath =
                choices.first {
                    FileManager.default.fileExists(atPath: URL(fileURLWithPath: protocolsRoot).appending(path: $0).path)
                } ?? choices.last!
            let xml = URL(fileURLWithPath: protocolsRoot).appending(path: relativePath)
            let stem = xml.deletingPathExtension().lastPathComponent
            // SwiftPM plans every target's plugin commands, even for a build of one product that
            // does not need this target (`swift run gesture-canvas` with only the build packages):
            // a missing XML fails this target's build step with a clear sentence, not the planning.
            guard FileManager.default.fileExists(atPath: xml.path) else {
                let missing = ProtocolList.MissingProtocol(xml: xml.path, package: list.package, target: target.name)
                return missingProtocolCommand(missing, stem: stem, output: output, includeDirectory: includeDirectory)
            }
            if isServer {
                return serverCommand(
                    scanner: scanner, xml: xml, stem: stem, output: output,
                    includeDirectory: includeDirectory, listURL: listURL)
            }
            let header = includeDirectory.appending(path: "\(stem)-client-protocol.h")
            let code = output.appending(path: "\(stem)-protocol.c")
            let script = """
                mkdir -p '\(includeDirectory.path)' && \
                '\(scanner)' client-header '\(xml.path)' '\(header.path)' && \
                '\(scanner)' private-code '\(xml.path)' '\(code.path)'
                """
            return .buildCommand(
                displayName: "wayland-scanner \(stem)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script],
                inputFiles: [xml, listURL],
                outputFiles: [header, code])
        }
    }

    /// A command that fails with `missing`'s sentence when the build needs this protocol's glue.
    private func missingProtocolCommand(
        _ missing: ProtocolList.MissingProtocol, stem: String, output: URL, includeDirectory: URL
    ) -> Command {
        .buildCommand(
            displayName: "wayland-scanner \(stem) (missing)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "echo \"error: $0\" >&2; exit 1", missing.description],
            outputFiles: [
                includeDirectory.appending(path: "\(stem)-client-protocol.h"),
                output.appending(path: "\(stem)-protocol.c"),
            ])
    }

    /// The server-side command: a `server-header` plus a `.c` that only includes it (so the
    /// header is compiled once on its own and SwiftPM adds `include/` to the target).
    private func serverCommand(
        scanner: String, xml: URL, stem: String, output: URL, includeDirectory: URL, listURL: URL
    ) -> Command {
        let header = includeDirectory.appending(path: "\(stem)-server-protocol.h")
        let code = output.appending(path: "\(stem)-server-glue.c")
        let script = """
            mkdir -p '\(includeDirectory.path)' && \
            '\(scanner)' server-header '\(xml.path)' '\(header.path)' && \
            printf '#include "%s"\\n' '\(stem)-server-protocol.h' > '\(code.path)'
            """
        return .buildCommand(
            displayName: "wayland-scanner server \(stem)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script],
            inputFiles: [xml, listURL],
            outputFiles: [header, code])
    }

    /// Which list a glue target is generated from, and where that list's paths are rooted.
    private struct ProtocolList {
        /// The list's file name in `protocols/`.
        let file: String
        /// The package that installs the XML (its pkg-config name; Debian's package has the same name).
        let package: String
        /// Where Debian installs the XML, for a package without a `.pc` file (plasma-wayland-protocols
        /// 1.10 ships only a CMake config).
        let knownDirectory: String

        static func forTarget(named name: String) -> ProtocolList {
            if name == "CKWinFakeInput" {
                return ProtocolList(
                    file: "harness.txt", package: "plasma-wayland-protocols",
                    knownDirectory: "/usr/share/plasma-wayland-protocols")
            }
            return ProtocolList(
                file: "client.txt", package: "wayland-protocols", knownDirectory: "/usr/share/wayland-protocols")
        }

        struct MissingProtocol: Error, CustomStringConvertible {
            let xml: String
            let package: String
            let target: String
            var description: String {
                "\(target) needs \(xml), which the Debian package \(package) installs "
                    + "(scripts/install-dependencies.sh test installs it)"
            }
        }
    }

    /// Reads a pkg-config variable; nil when pkg-config or the package is missing.
    private func pkgConfigVariable(_ variable: String, of package: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--variable=\(variable)", package]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
