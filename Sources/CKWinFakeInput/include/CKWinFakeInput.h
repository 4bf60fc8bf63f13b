// Umbrella header for KWin's fake-input protocol glue, which Plugins/WaylandScanner generates at
// build time from plasma-wayland-protocols (protocols/harness.txt). Test harness only: the app
// never links this target.
#ifndef C_KWIN_FAKE_INPUT_H
#define C_KWIN_FAKE_INPUT_H

#include <wayland-client.h>
#include "fake-input-client-protocol.h"

// wl_registry_bind keeps the interface pointer for the proxy's life, so Swift must pass the C
// symbol itself, never a copy of the struct.
static inline const struct wl_interface *gc_org_kde_kwin_fake_input_interface(void) {
    return &org_kde_kwin_fake_input_interface;
}

#endif
