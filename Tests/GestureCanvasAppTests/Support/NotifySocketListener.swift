import Foundation
import Glibc

/// A service manager's notification socket, as systemd binds one for a `Type=notify` unit: a Unix
/// datagram socket the app's `READY=1` and `WATCHDOG=1` arrive on, read without waiting.
///
/// ```swift
/// let listener = try NotifySocketListener()
/// let service = ServiceEnvironment(notifySocket: listener.name, watchdogMicroseconds: "2000000")
/// // … run the app with `service` …
/// #expect(listener.receive().first == "READY=1")
/// ```
final class NotifySocketListener {
    /// What `NOTIFY_SOCKET` holds: the socket's path, or `@` and its abstract name.
    let name: String
    private let descriptor: Int32
    private let folder: ScratchFolder?
    /// Every message received so far, in order.
    private(set) var messages: [String] = []

    /// A socket at a path in a private folder, or (`abstract`) in Linux's abstract namespace.
    init(abstract: Bool = false) throws {
        folder = abstract ? nil : try ScratchFolder()
        let unique = "gc-notify-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        name = folder.map { $0.file("notify") } ?? "@\(unique)"
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = abstract ? [0] + Array(unique.utf8) : Array(name.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let length =
            abstract
            ? socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + bytes.count)
            : socklen_t(MemoryLayout<sockaddr_un>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
    }

    deinit { close(descriptor) }

    /// The messages that arrived since the last call (each datagram one message), without waiting.
    @discardableResult
    func receive() -> [String] {
        var new: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            guard count > 0 else { break }
            new.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
        messages += new
        return new
    }
}
