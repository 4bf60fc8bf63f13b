import Foundation
import PackagePlugin

/// Generates C glue for the Wayland protocols listed in `protocols/client.txt` by running
/// `wayland-scanner` on the XML that the wayland-protocols package installs.
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
        let listURL = context.package.directoryURL.appending(path: "protocols/client.txt")
        let protocolNames = try String(contentsOf: listURL, encoding: .utf8)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let scanner = try pkgConfigVariable("wayland_scanner", of: "wayland-scanner") ?? "/usr/bin/wayland-scanner"
        let protocolsRoot =
            try pkgConfigVariable("pkgdatadir", of: "wayland-protocols") ?? "/usr/share/wayland-protocols"
        let output = context.pluginWorkDirectoryURL
        let includeDirectory = output.appending(path: "include")
        let isServer = target.name.contains("Server")

        return protocolNames.map { relativePath in
            let xml = URL(fileURLWithPath: protocolsRoot).appending(path: relativePath)
            let stem = xml.deletingPathExtension().lastPathComponent
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
