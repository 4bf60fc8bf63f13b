// Umbrella header for the protocol glue that Plugins/WaylandScanner generates at build time,
// plus the few helpers Swift cannot express itself (taking the address of C interface symbols,
// memfd_create and pipe2 behind _GNU_SOURCE, an async-signal-safe signal handler).
#ifndef C_WAYLAND_PROTOCOLS_H
#define C_WAYLAND_PROTOCOLS_H

#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "input-timestamps-unstable-v1-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "idle-inhibit-unstable-v1-client-protocol.h"
#include "ext-idle-notify-v1-client-protocol.h"
#include "presentation-time-client-protocol.h"
// tablet-v2: the stable protocol where wayland-protocols has it (1.40 on), else the unstable one
// (protocols/client.txt); the interfaces have the same names.
#if __has_include("tablet-v2-client-protocol.h")
#include "tablet-v2-client-protocol.h"
#else
#include "tablet-unstable-v2-client-protocol.h"
#endif

// The client's event loop polls a timerfd (the engine's timers) beside the display's socket;
// Swift's Glibc module does not carry its header.
#include <sys/timerfd.h>

/// Creates an anonymous shared-memory file (memfd_create), or -1 with errno set.
int gc_memfd_create(const char *name);
/// Makes a pipe whose ends are non-blocking and closed on exec (pipe2), or -1 with errno set.
int gc_pipe(int ends[2]);

/// The handler the event loop installs for SIGINT, SIGTERM and SIGHUP: it writes the signal's
/// number as one byte to each descriptor added with gc_signal_notify_add (async-signal-safe).
void gc_signal_notify(int signal);
/// Adds a descriptor (a pipe's non-blocking write end) for gc_signal_notify; -1 when all 16 slots are taken.
int gc_signal_notify_add(int descriptor);
/// Removes a descriptor added with gc_signal_notify_add.
void gc_signal_notify_remove(int descriptor);

// The proxies keep the interface pointer they are given for their whole life, so Swift must pass
// the C symbol itself, never a copy of the struct.
#define GC_INTERFACE(name) static inline const struct wl_interface *gc_##name(void) { return &name; }
GC_INTERFACE(wl_compositor_interface)
GC_INTERFACE(wl_subcompositor_interface)
GC_INTERFACE(wl_shm_interface)
GC_INTERFACE(wl_seat_interface)
GC_INTERFACE(wl_output_interface)
GC_INTERFACE(xdg_wm_base_interface)
GC_INTERFACE(zwp_pointer_gestures_v1_interface)
GC_INTERFACE(zxdg_decoration_manager_v1_interface)
GC_INTERFACE(zwp_input_timestamps_manager_v1_interface)
GC_INTERFACE(wp_viewporter_interface)
GC_INTERFACE(wp_fractional_scale_manager_v1_interface)
GC_INTERFACE(zwp_idle_inhibit_manager_v1_interface)
GC_INTERFACE(ext_idle_notifier_v1_interface)
GC_INTERFACE(wp_presentation_interface)
GC_INTERFACE(zwp_tablet_manager_v2_interface)
#undef GC_INTERFACE

#endif
