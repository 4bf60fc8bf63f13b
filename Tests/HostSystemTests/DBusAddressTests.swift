import Testing

@testable import HostSystem

@Suite struct DBusAddressTests {
    @Test func aPathOrAnAbstractNameIsTheSocketAndTheRestIsIgnored() {
        #expect(
            DBusAddress.socketName(in: "unix:path=/run/user/0/at-spi/bus_0,guid=ab12") == "/run/user/0/at-spi/bus_0")
        #expect(DBusAddress.socketName(in: "unix:abstract=/tmp/dbus-X,guid=1") == "\0/tmp/dbus-X")
        #expect(DBusAddress.socketName(in: "tcp:host=localhost,port=1;unix:path=/b%20us") == "/b us")
        #expect(DBusAddress.socketName(in: "tcp:host=localhost,port=1") == nil)
        #expect(DBusAddress.socketName(in: "") == nil)
    }
}
