import Glibc
import SystemPackage

/// A connection to a D-Bus bus at a Unix socket, enough to call methods and read their first
/// returned value, every wait bounded (see ``DBusValue`` for the types it writes). A service may
/// tie what a call makes to the connection that made it (mutter ends a remote-desktop session
/// when that connection goes, and refuses calls on it from any other), so a caller keeps one
/// connection for as long as what it made must live.
///
/// ```swift
/// let bus = try DBusConnection(socketPath: "/run/user/1000/bus")
/// let id = try bus.call(
///     destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
///     interface: "org.freedesktop.DBus", member: "GetId")
/// ```
public final class DBusConnection {
    private let descriptor: FileDescriptor
    private var serial: UInt32 = 0
    private var received: [UInt8] = []
    /// Replies read while waiting for an earlier one, by serial.
    private var pendingReplies: [UInt32: Message] = [:]
    /// How long each call waits for its reply.
    public let timeout: Duration

    /// Connects to `socketPath`, authenticates as this process's user (EXTERNAL) and says Hello.
    ///
    /// - Throws: ``DBusError`` when the bus cannot be reached, refuses us or does not answer
    ///   within `timeout`; a malformed reply throws the reader's error.
    public init(socketPath: String, timeout: Duration = .seconds(5)) throws {
        do {
            descriptor = try UnixSocket.connect(to: socketPath)
        } catch {
            throw DBusError(name: "connect", message: "cannot connect to the bus at \(socketPath): \(error)")
        }
        self.timeout = timeout
        let uid = Array(String(getuid()).utf8).map { String($0, radix: 16) }.joined()
        try send(Array("\0AUTH EXTERNAL \(uid)\r\n".utf8))
        let answer = try readLine()
        guard answer.hasPrefix("OK ") else { throw DBusError(name: "auth", message: answer) }
        try send(Array("BEGIN\r\n".utf8))
        _ = try call(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "Hello")
    }

    deinit { try? descriptor.close() }

    /// Calls a method and waits for its reply; returns the reply's first value when it is a
    /// string, an object path or a variant of one (nil otherwise), throws the error replied.
    @discardableResult
    public func call(
        destination: String, path: String, interface: String, member: String, _ arguments: [DBusValue] = []
    ) throws -> String? {
        try callTogether(destination: destination, path: path, interface: interface, [(member, arguments)])[0]
    }

    /// Sends several calls at once, in one write, then waits for each reply in turn: the peer
    /// reads them together (mutter handles them in one turn of its main loop), as a device
    /// reports several fingers in one hardware frame.
    @discardableResult
    public func callTogether(
        destination: String, path: String, interface: String, _ calls: [(member: String, arguments: [DBusValue])]
    ) throws -> [String?] {
        var bytes: [UInt8] = []
        var serials: [UInt32] = []
        for (member, arguments) in calls {
            serial += 1
            serials.append(serial)
            bytes += message(
                destination: destination, path: path, interface: interface, member: member, arguments: arguments)
        }
        try send(bytes)
        return try zip(serials, calls).map { try reply(to: $0, of: "\(interface).\($1.member)") }
    }

    /// A method call message with serial `serial`.
    private func message(
        destination: String, path: String, interface: String, member: String, arguments: [DBusValue]
    ) -> [UInt8] {
        var body = DBusWriter()
        for argument in arguments { body.value(argument) }
        var fields: [(UInt8, String, DBusValue)] = [
            (1, "o", .objectPath(path)), (2, "s", .string(interface)), (3, "s", .string(member)),
            (6, "s", .string(destination)),
        ]
        let signature = arguments.map(\.signature).joined()
        if !signature.isEmpty { fields.append((8, "g", .string(signature))) }

        var message = DBusWriter()
        for byte in [UInt8(ascii: "l"), 1, 0, 1] { message.byte(byte) }  // little-endian method call, version 1
        message.uint32(UInt32(body.bytes.count))
        message.uint32(serial)
        let length = message.placeholder()
        message.align(8)
        let start = message.bytes.count
        for (code, type, value) in fields {
            message.align(8)
            message.byte(code)
            message.signature(type)
            if type == "g", case .string(let text) = value { message.signature(text) } else { message.value(value) }
        }
        message.patch(length, with: UInt32(message.bytes.count - start))
        message.align(8)
        return message.bytes + body.bytes
    }

    /// Reads messages until the reply to `serial`; signals and other replies are skipped.
    private func reply(to serial: UInt32, of method: String) throws -> String? {
        let deadline = Deadline(after: timeout)
        while true {
            guard let message = try pendingReplies.removeValue(forKey: serial) ?? nextMessage(deadline: deadline) else {
                throw DBusError(name: "timeout", message: "no reply to \(method) within \(timeout)")
            }
            guard message.replySerial == serial else {
                if let other = message.replySerial { pendingReplies[other] = message }
                continue
            }
            var body = DBusReader(bytes: message.bytes, offset: message.bodyStart)
            let first = try message.signature.first.flatMap { try body.value(of: String($0)) }
            if message.type == 3 {
                throw DBusError(name: message.errorName ?? "error", message: "\(method): \(first ?? "")")
            }
            return first
        }
    }

    private struct Message {
        var bytes: [UInt8]
        var type: UInt8
        var bodyStart: Int
        var replySerial: UInt32?
        var errorName: String?
        var signature = ""
    }

    /// The next whole message, or nil when none came before `deadline`.
    private func nextMessage(deadline: Deadline) throws -> Message? {
        while true {
            if received.count >= 16 {
                guard received[0] == UInt8(ascii: "l") else {
                    throw DBusError(name: "protocol", message: "a big-endian message, which this client does not read")
                }
                var header = DBusReader(bytes: received, offset: 4)
                let bodyLength = Int(try header.uint32())
                header.offset = 12
                let fieldsLength = Int(try header.uint32())
                let bodyStart = (16 + fieldsLength + 7) / 8 * 8
                if received.count >= bodyStart + bodyLength {
                    let bytes = Array(received[0..<bodyStart + bodyLength])
                    received.removeFirst(bodyStart + bodyLength)
                    var message = Message(bytes: bytes, type: bytes[1], bodyStart: bodyStart)
                    var fields = DBusReader(bytes: bytes, offset: 16)
                    while fields.offset < 16 + fieldsLength {
                        fields.align(8)
                        let code = try fields.byte()
                        let value = try fields.value(of: try fields.signature())
                        switch code {
                        case 4: message.errorName = value
                        case 5: message.replySerial = value.flatMap(UInt32.init)
                        case 8: message.signature = value ?? ""
                        default: break
                        }
                    }
                    return message
                }
            }
            guard try receive(deadline: deadline) else { return nil }
        }
    }

    private func readLine() throws -> String {
        let deadline = Deadline(after: timeout)
        while true {
            if let end = received.firstIndex(of: UInt8(ascii: "\n")) {
                // The line ends in "\r\n" (D-Bus specification, "Authentication protocol").
                var line = received[0..<end]
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                received.removeFirst(end + 1)
                return String(decoding: line, as: UTF8.self)
            }
            guard try receive(deadline: deadline) else {
                throw DBusError(name: "timeout", message: "the bus did not answer the authentication")
            }
        }
    }

    /// Waits for bytes until `deadline`; false when none came.
    /// (swift-system has no `poll`; it is called here by hand.)
    private func receive(deadline: Deadline) throws -> Bool {
        while true {
            var request = pollfd(fd: descriptor.rawValue, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, deadline.remainingMilliseconds(cap: 1000))
            if ready > 0 { break }
            if ready < 0 && errno != EINTR { throw Self.failure("poll the bus", Errno(rawValue: errno)) }
            if deadline.hasPassed { return false }
        }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count: Int
        do {
            count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
        } catch {
            throw Self.failure("read from the bus", Errno(thrown: error))
        }
        guard count > 0 else { throw DBusError(name: "disconnected", message: "the bus closed the connection") }
        received += chunk[0..<count]
        return true
    }

    /// Writes with `send(2)` and `MSG_NOSIGNAL`, not `write(2)`: a bus that went away is an error
    /// of this call, never a SIGPIPE that ends the process.
    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor.rawValue, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Self.failure("write to the bus", Errno(rawValue: errno)) }
            sent += count
        }
    }

    private static func failure(_ operation: String, _ code: Errno) -> DBusError {
        DBusError(name: "system", message: "\(operation): \(code)")
    }
}

/// An error a D-Bus peer replied (`name` as `org.freedesktop.DBus.Error.AccessDenied`), or a
/// failure of the connection itself (`name` "connect", "timeout", "disconnected", "protocol" or
/// "system").
public struct DBusError: Error, CustomStringConvertible {
    /// The error's D-Bus name, or what failed on our side.
    public let name: String
    /// What the peer said, or what went wrong.
    public let message: String

    /// An error named `name`, saying `message`.
    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    public var description: String { "\(name): \(message)" }
}
