import Foundation
import PackagePlugin

/// Generates C glue for the Wayland protocols listed in `protocols/client.txt` by running
/// `wayland-scanner` on the XML that the wayland-protocols package installs.
///
/// One build command per protocol writes both the header (into `include/`) and the `.c` file:
/// SwiftPM only picks up headers that the same command writes beside a `.c` output.
@main
struct WaylandScanner: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let listURL = context.package.directoryURL.appending(path: "protocols/client.txt")
        let protocolNames = try String(contentsOf: listURL, encoding: .utf8)
            .split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let scanner = try pkgConfigVariable("wayland_scanner", of: "wayland-scanner") ?? "/usr/bin/wayland-scanner"
        let protocolsRoot = try pkgConfigVariable("pkgdatadir", of: "wayland-protocols") ?? "/usr/share/wayland-protocols"
        let output = context.pluginWorkDirectoryURL
        let includeDirectory = output.appending(path: "include")

        return protocolNames.map { relativePath in
            let xml = URL(fileURLWithPath: protocolsRoot).appending(path: relativePath)
            let stem = xml.deletingPathExtension().lastPathComponent
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
