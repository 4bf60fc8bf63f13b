import Glibc
import HostSystem

/// Where the accessibility bus is, found without waiting on a bus that does not answer: AT-SPI's
/// `AT_SPI_BUS_ADDRESS`, or the session bus's `org.a11y.Bus` (at-spi-bus-launcher), asked with
/// HostSystem's D-Bus client and its bounded waits. atk-bridge would ask the session bus itself,
/// with libdbus's 25-second default; we ask first, and start it only when the bus answers.
enum AccessibilityBus {
    /// How long each question to a bus may take: a desktop's buses answer in milliseconds.
    static let timeout = Duration.milliseconds(500)

    /// The accessibility bus's address, once a connection to it said Hello; or why there is none.
    static func locate() -> Result<String, LocateError> {
        if let address = variable("AT_SPI_BUS_ADDRESS"), !address.isEmpty {
            return check(address)
        }
        guard let session = variable("DBUS_SESSION_BUS_ADDRESS"), let socket = DBusAddress.socketName(in: session)
        else {
            return .failure(LocateError(reason: "no session bus (DBUS_SESSION_BUS_ADDRESS is not a Unix socket)"))
        }
        do {
            let bus = try DBusConnection(socketPath: socket, timeout: timeout)
            guard
                let address = try bus.call(
                    destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                    member: "GetAddress"), !address.isEmpty
            else { return .failure(LocateError(reason: "the session bus's org.a11y.Bus gave no address")) }
            return check(address)
        } catch {
            return .failure(LocateError(reason: "the session bus has no accessibility bus (\(error))"))
        }
    }

    struct LocateError: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    /// `address` if a connection to it says Hello.
    private static func check(_ address: String) -> Result<String, LocateError> {
        guard let socket = DBusAddress.socketName(in: address) else {
            return .failure(LocateError(reason: "the accessibility bus address \(address) is not a Unix socket"))
        }
        do {
            _ = try DBusConnection(socketPath: socket, timeout: timeout)
            return .success(address)
        } catch {
            return .failure(LocateError(reason: "the accessibility bus at \(address) does not answer (\(error))"))
        }
    }

    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Tells atk-bridge the address found, so it does not ask the session bus again.
    static func export(_ address: String) {
        setenv("AT_SPI_BUS_ADDRESS", address, 1)
    }
}
