#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/mman.h>
#include <unistd.h>

// This file must not include CWaylandProtocols.h: the protocol headers it pulls in are generated
// by the build plugin, and SwiftPM may compile this file before the plugin has written them.

/// Creates an anonymous shared-memory file (memfd_create), or -1 with errno set.
int gc_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

/// Makes a pipe whose ends are non-blocking and closed on exec (pipe2), or -1 with errno set.
int gc_pipe(int ends[2]) {
    return pipe2(ends, O_NONBLOCK | O_CLOEXEC);
}

// The descriptors gc_signal_notify writes to (pipes of the event loops running now); -1 is a free
// slot. Slots are changed only by the loops (under their lock) and read by the handler, on any
// thread: lock-free atomics, which a handler may use.
#define GC_SIGNAL_SLOTS 16
static _Atomic int gc_signal_descriptors[GC_SIGNAL_SLOTS] = {
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};

int gc_signal_notify_add(int descriptor) {
    for (int slot = 0; slot < GC_SIGNAL_SLOTS; slot++) {
        if (atomic_load(&gc_signal_descriptors[slot]) < 0) {
            atomic_store(&gc_signal_descriptors[slot], descriptor);
            return 0;
        }
    }
    return -1;
}

void gc_signal_notify_remove(int descriptor) {
    for (int slot = 0; slot < GC_SIGNAL_SLOTS; slot++) {
        if (atomic_load(&gc_signal_descriptors[slot]) == descriptor) atomic_store(&gc_signal_descriptors[slot], -1);
    }
}

// A signal handler may only make async-signal-safe calls, which Swift cannot promise (its runtime
// may allocate or take locks): this one writes the signal's number, one byte, to every descriptor.
void gc_signal_notify(int signal) {
    int saved = errno;
    unsigned char number = (unsigned char)signal;
    for (int slot = 0; slot < GC_SIGNAL_SLOTS; slot++) {
        int descriptor = atomic_load(&gc_signal_descriptors[slot]);
        if (descriptor >= 0) (void)!write(descriptor, &number, 1);
    }
    errno = saved;
}
