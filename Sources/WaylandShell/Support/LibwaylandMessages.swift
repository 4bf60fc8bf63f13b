internal import CWaylandClient
import Glibc

/// What libwayland-client logged last on each thread. It fails a read with an error number alone,
/// and for a message from the compositor that breaks the wire format that number says nothing
/// ("Invalid argument", or whatever `errno` held before: "No such file or directory"); what it
/// logged just before names the fault ("interface 'wl_display' has no event 7").
///
/// libwayland logs on the thread that reads, so each thread keeps its own, in thread-local
/// storage: nothing is shared, so nothing needs a lock. (A `Mutex` here was a lock the thread
/// sanitizer cannot see on Linux, which takes it with bare futex calls, and it reported a race.)
enum LibwaylandMessages {
    /// One thread's last message.
    private final class Slot {
        var message: String?
    }

    /// The thread-local key; each thread's slot is released when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { slot in
            guard let slot else { return }
            Unmanaged<Slot>.fromOpaque(slot).release()
        }
        precondition(created == 0, "no thread-local storage key left for libwayland's messages")
        return key
    }()

    private static var slot: Slot {
        if let slot = pthread_getspecific(key) { return Unmanaged<Slot>.fromOpaque(slot).takeUnretainedValue() }
        let slot = Slot()
        pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
        return slot
    }

    /// Keeps `message` as this thread's last (libwayland's log handler calls this).
    static func record(_ message: String) {
        slot.message = message
    }

    /// This thread's last message since the last call, and forgets it.
    static func take() -> String? {
        let slot = slot
        defer { slot.message = nil }
        return slot.message
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
