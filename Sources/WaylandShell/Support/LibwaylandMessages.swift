internal import CWaylandClient
import Glibc
import Synchronization

/// What libwayland-client logged last on each thread. It fails a read with an error number alone,
/// and for a message from the compositor that breaks the wire format that number says nothing
/// ("Invalid argument", or whatever `errno` held before: "No such file or directory"); what it
/// logged just before names the fault ("interface 'wl_display' has no event 7").
///
/// libwayland logs on the thread that reads, so each thread keeps its own.
enum LibwaylandMessages {
    private static let lastByThread = Mutex<[UInt: String]>([:])

    /// Keeps `message` as this thread's last (libwayland's log handler calls this).
    static func record(_ message: String) {
        lastByThread.withLock { $0[UInt(pthread_self())] = message }
    }

    /// This thread's last message since the last call, and forgets it.
    static func take() -> String? {
        lastByThread.withLock { $0.removeValue(forKey: UInt(pthread_self())) }
    }
}

/// Routes libwayland-client's own messages (it prints protocol errors to stderr) into our
/// logger and ``LibwaylandMessages``, once per process.
let installLibwaylandLogHandler: Void = {
    wl_log_set_handler_client { format, arguments in
        guard let format, let arguments else { return }
        var text = [CChar](repeating: 0, count: 512)
        _ = vsnprintf(&text, text.count, format, arguments)
        var message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        while message.last?.isNewline == true { message.removeLast() }
        shellLog.debug("libwayland: \(message)")
        LibwaylandMessages.record(message)
    }
}()
