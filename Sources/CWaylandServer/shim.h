// Hide libwayland's deprecated public struct wl_resource, so Swift sees resources as opaque
// pointers, the same in every module that includes wayland-server.h.
#define WL_HIDE_DEPRECATED 1
#include <wayland-server.h>
