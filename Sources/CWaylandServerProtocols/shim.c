#define _GNU_SOURCE
#include <sys/mman.h>
#include "CWaylandServerProtocols.h"

int gcs_memfd_create(const char *name) {
    return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

void gcs_resource_post_error(struct wl_resource *resource, uint32_t code, const char *message) {
    wl_resource_post_error(resource, code, "%s", message);
}

// Only its address matters.
static const char implementation_marker = 0;

const void *gcs_implementation_marker(void) {
    return &implementation_marker;
}
