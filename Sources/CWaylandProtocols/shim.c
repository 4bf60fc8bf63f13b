#define _GNU_SOURCE
#include <sys/mman.h>
#include "CWaylandProtocols.h"

int gc_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}
