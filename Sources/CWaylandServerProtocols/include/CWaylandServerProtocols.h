// Umbrella header for the compositor-side protocol glue that Plugins/WaylandScanner generates
// at build time (server headers only: the interface tables are compiled once, in
// CWaylandProtocols), plus the few helpers Swift cannot express itself.
#ifndef C_WAYLAND_SERVER_PROTOCOLS_H
#define C_WAYLAND_SERVER_PROTOCOLS_H

// Hide the deprecated struct wl_resource, as CWaylandServer does (resources stay opaque).
#define WL_HIDE_DEPRECATED 1
#include <stdint.h>
#include <wayland-server.h>
#include "xdg-shell-server-protocol.h"
#include "pointer-gestures-unstable-v1-server-protocol.h"
#include "xdg-decoration-unstable-v1-server-protocol.h"
#include "input-timestamps-unstable-v1-server-protocol.h"
#include "viewporter-server-protocol.h"
#include "fractional-scale-v1-server-protocol.h"
#include "idle-inhibit-unstable-v1-server-protocol.h"
#include "ext-idle-notify-v1-server-protocol.h"
#include "presentation-time-server-protocol.h"
// tablet-v2: the stable protocol where wayland-protocols has it (1.40 on), else the unstable one
// (protocols/client.txt); the interfaces have the same names.
#if __has_include("tablet-v2-server-protocol.h")
#include "tablet-v2-server-protocol.h"
#else
#include "tablet-unstable-v2-server-protocol.h"
#endif

/// Creates an anonymous shared-memory file (memfd_create), or -1 with errno set.
int gcs_memfd_create(const char *name);

/// Posts a protocol error with a plain message (wl_resource_post_error is variadic, which
/// Swift cannot call).
void gcs_resource_post_error(struct wl_resource *resource, uint32_t code, const char *message);

/// A stable address that marks resources whose requests go to the Swift dispatcher, so Swift
/// can check with wl_resource_instance_of that a resource's user data is one of its objects.
const void *gcs_implementation_marker(void);

/// A wl_listener with a pointer back to the Swift object that owns it (wl_container_of is a
/// macro, so Swift reaches the owner through gcs_listener_owner).
struct gcs_listener {
    struct wl_listener listener;
    void *owner;
};

static inline void *gcs_listener_owner(struct wl_listener *listener) {
    struct gcs_listener *wrapper = wl_container_of(listener, wrapper, listener);
    return wrapper->owner;
}

// Resources keep the interface pointer they are created with, so Swift must pass the C symbol
// itself, never a copy of the struct (and in the server headers a struct type shares each name).
#define GCS_INTERFACE(name) static inline const struct wl_interface *gcs_##name(void) { return &name; }
GCS_INTERFACE(wl_compositor_interface)
GCS_INTERFACE(wl_surface_interface)
GCS_INTERFACE(wl_region_interface)
GCS_INTERFACE(wl_callback_interface)
GCS_INTERFACE(wl_subcompositor_interface)
GCS_INTERFACE(wl_subsurface_interface)
GCS_INTERFACE(wl_seat_interface)
GCS_INTERFACE(wl_pointer_interface)
GCS_INTERFACE(wl_keyboard_interface)
GCS_INTERFACE(wl_touch_interface)
GCS_INTERFACE(wl_output_interface)
GCS_INTERFACE(xdg_wm_base_interface)
GCS_INTERFACE(xdg_positioner_interface)
GCS_INTERFACE(xdg_surface_interface)
GCS_INTERFACE(xdg_toplevel_interface)
GCS_INTERFACE(xdg_popup_interface)
GCS_INTERFACE(zxdg_decoration_manager_v1_interface)
GCS_INTERFACE(zxdg_toplevel_decoration_v1_interface)
GCS_INTERFACE(zwp_pointer_gestures_v1_interface)
GCS_INTERFACE(zwp_pointer_gesture_swipe_v1_interface)
GCS_INTERFACE(zwp_pointer_gesture_pinch_v1_interface)
GCS_INTERFACE(zwp_pointer_gesture_hold_v1_interface)
GCS_INTERFACE(zwp_input_timestamps_manager_v1_interface)
GCS_INTERFACE(zwp_input_timestamps_v1_interface)
GCS_INTERFACE(wp_viewporter_interface)
GCS_INTERFACE(wp_viewport_interface)
GCS_INTERFACE(wp_fractional_scale_manager_v1_interface)
GCS_INTERFACE(wp_fractional_scale_v1_interface)
GCS_INTERFACE(zwp_idle_inhibit_manager_v1_interface)
GCS_INTERFACE(zwp_idle_inhibitor_v1_interface)
GCS_INTERFACE(ext_idle_notifier_v1_interface)
GCS_INTERFACE(ext_idle_notification_v1_interface)
GCS_INTERFACE(wp_presentation_interface)
GCS_INTERFACE(wp_presentation_feedback_interface)
GCS_INTERFACE(zwp_tablet_manager_v2_interface)
GCS_INTERFACE(zwp_tablet_seat_v2_interface)
GCS_INTERFACE(zwp_tablet_v2_interface)
GCS_INTERFACE(zwp_tablet_tool_v2_interface)
#undef GCS_INTERFACE

#endif
