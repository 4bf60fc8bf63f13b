#define _GNU_SOURCE
#include <sys/mman.h>

// This file must not include CWaylandProtocols.h: the protocol headers it pulls in are generated
// by the build plugin, and SwiftPM may compile this file before the plugin has written them.

/// Creates an anonymous shared-memory file (memfd_create), or -1 with errno set.
int gc_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}
