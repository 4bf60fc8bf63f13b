/// What a client's `WAYLAND_DEBUG=client` log says about its buffers: libwayland prints each
/// request sent (`[  1234.567]  -> wl_surface@3.attach(wl_buffer@16, 0, 0)`) and each event
/// received (`[  1234.580] wl_buffer@16.release()`).
struct ProtocolLog {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n")
    }

    /// The buffers attached, in order, as `wl_buffer@N`.
    var attachedBuffers: [String] {
        bufferTraffic.compactMap { $0.hasPrefix("attach ") ? String($0.dropFirst("attach ".count)) : nil }
    }

    /// The buffers' lives, in order, as `create wl_buffer@N`, `attach wl_buffer@N`,
    /// `release wl_buffer@N` (the compositor is done with it) and `destroy wl_buffer@N`.
    var bufferTraffic: [String] {
        lines.compactMap { line in
            let sent = line.contains(" -> ")
            if sent, line.contains(".create_buffer("), let start = line.range(of: "new id wl_buffer@") {
                return "create wl_buffer@" + line[start.upperBound...].prefix { $0.isNumber }
            }
            if sent, line.contains(" -> wl_surface@"), let start = line.range(of: ".attach(wl_buffer@") {
                return "attach wl_buffer@" + line[start.upperBound...].prefix { $0.isNumber }
            }
            if let start = line.range(of: sent ? "-> wl_buffer@" : "] wl_buffer@") {
                let id = line[start.upperBound...].prefix { $0.isNumber }
                if sent && line.contains(".destroy(") { return "destroy wl_buffer@\(id)" }
                if !sent && line.contains(".release(") { return "release wl_buffer@\(id)" }
            }
            return nil
        }
    }

    /// The most buffers the client had at once (created and not yet destroyed).
    var mostBuffersAlive: Int {
        var alive = 0
        var most = 0
        for entry in bufferTraffic {
            if entry.hasPrefix("create ") { alive += 1 }
            if entry.hasPrefix("destroy ") { alive -= 1 }
            most = max(most, alive)
        }
        return most
    }

    /// How many lines contain `text`.
    func count(_ text: String) -> Int { lines.filter { $0.contains(text) }.count }
}
