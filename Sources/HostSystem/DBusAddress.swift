import Glibc

/// D-Bus bus addresses (`unix:path=/run/user/1000/bus,guid=…;tcp:…`), as the environment's
/// `DBUS_SESSION_BUS_ADDRESS` and AT-SPI's bus give them.
public enum DBusAddress {
    /// The socket of the first Unix address in `addresses`: a path, or an abstract name with its
    /// leading NUL (as ``DBusConnection/init(socketPath:timeout:)`` takes it); nil when none is Unix.
    public static func socketName(in addresses: String) -> String? {
        for address in addresses.split(separator: ";") where address.hasPrefix("unix:") {
            for pair in address.dropFirst(5).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                let value = unescaped(parts[1])
                if parts[0] == "path" { return value }
                if parts[0] == "abstract" { return "\0" + value }
            }
        }
        return nil
    }

    /// The session bus of this process's environment (`DBUS_SESSION_BUS_ADDRESS`), connected, or
    /// nil when there is none or it does not answer within `timeout`.
    public static func sessionBus(timeout: Duration) -> DBusConnection? {
        guard let address = getenv("DBUS_SESSION_BUS_ADDRESS").map({ String(cString: $0) }),
            let socket = socketName(in: address)
        else { return nil }
        return try? DBusConnection(socketPath: socket, timeout: timeout)
    }

    /// D-Bus addresses escape bytes as %XX.
    private static func unescaped(_ value: String) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(value.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
                let number = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
            {
                bytes.append(number)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
