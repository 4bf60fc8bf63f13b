internal import CAccessibility
import Glibc
import WaylandShell

/// GLib's default main context (where atk-bridge's D-Bus connections live), driven by our
/// event loop: its descriptors are polled with the compositor's and its timeouts wake the loop,
/// so no second loop runs it. A descriptor that hangs up is not polled again while GLib still
/// lists it, so a dead connection cannot keep the loop spinning; when the accessibility bus's
/// own connection is gone the bridge is told, once.
final class GLibMainContext: EventLoopSource {
    /// Room for GLib's descriptors: atk-bridge uses a handful (the bus, a peer or two).
    private var descriptors = [GcaPollDescriptor](repeating: GcaPollDescriptor(), count: 64)
    private var count = 0
    private var hungUp: Set<Int32> = []
    private var busGone = false
    /// Called before each poll, before GLib prepares (the bridge brings its tree up to date).
    var onPrepare: (() -> Void)?
    /// Told once when the accessibility bus's connection hangs up.
    var onHangUp: (() -> Void)?

    func prepare(now: Double) -> EventLoopWatch {
        onPrepare?()
        var timeout: Int32 = -1
        let capacity = Int32(descriptors.count)
        count = Int(min(gca_context_prepare(&descriptors, capacity, &timeout), capacity))
        let listed = descriptors[..<count]
        // A descriptor GLib let go of may come back as a new connection under the same number.
        hungUp.formIntersection(listed.map(\.fd))
        let watched = listed.filter { !hungUp.contains($0.fd) }
        return EventLoopWatch(
            descriptors: watched.map { EventLoopWatch.Descriptor(fd: $0.fd, events: $0.events) },
            wake: timeout < 0 ? nil : now + Double(timeout) / 1000)
    }

    func dispatch(_ events: [Int16], now: Double) {
        var reported = events.makeIterator()
        let broken = Int16(POLLHUP | POLLERR | POLLNVAL)
        for index in 0..<count {
            if hungUp.contains(descriptors[index].fd) {
                descriptors[index].revents = 0
                continue
            }
            let revents = reported.next() ?? 0
            descriptors[index].revents = revents
            if revents & broken != 0 {
                hungUp.insert(descriptors[index].fd)
            }
        }
        gca_context_dispatch(&descriptors, Int32(count))
        if !busGone, !gca_bridge_connected() {
            busGone = true
            onHangUp?()
        }
    }
}
