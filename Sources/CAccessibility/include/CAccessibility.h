// The accessibility tree's GObject part: one AtkObject subclass (with AtkComponent and AtkAction)
// for the application, its windows and the views marked accessible, and the AtkUtil overrides
// atk-bridge needs. Swift sets names, states, children and actions; the few questions whose
// answers change all the time (extents) and the requests (actions, focus) go back to Swift
// through GcaCallbacks. No GLib type appears here, so Swift never sees one.
#ifndef C_ACCESSIBILITY_H
#define C_ACCESSIBILITY_H

#include <stdbool.h>
#include <stdint.h>

typedef struct GcaNode GcaNode;

typedef enum {
    GCA_ROLE_APPLICATION,
    GCA_ROLE_FRAME,
    GCA_ROLE_PANEL,
    GCA_ROLE_IMAGE,
    GCA_ROLE_PAGE_TAB_LIST,
    GCA_ROLE_PAGE_TAB,
    GCA_ROLE_LIST_ITEM,
    GCA_ROLE_PUSH_BUTTON,
    GCA_ROLE_LABEL,
    GCA_ROLE_DRAWING_AREA,
} GcaRole;

// States, as bits of GcaNode's state set.
typedef enum {
    GCA_STATE_SHOWING = 1 << 0,
    GCA_STATE_VISIBLE = 1 << 1,
    GCA_STATE_FOCUSABLE = 1 << 2,
    GCA_STATE_FOCUSED = 1 << 3,
    GCA_STATE_SELECTABLE = 1 << 4,
    GCA_STATE_SELECTED = 1 << 5,
    GCA_STATE_ENABLED = 1 << 6,
    GCA_STATE_ACTIVE = 1 << 7,
} GcaState;

// What the C objects ask Swift; `context` is passed back unchanged.
typedef struct {
    void *context;
    // The node's box in window coordinates (points).
    void (*extents)(void *context, uint64_t node, double *x, double *y, double *width, double *height);
    // Action `index` (named `name`) on the node; whether it was done.
    bool (*do_action)(void *context, uint64_t node, int32_t index, const char *name);
    // An assistive technology moves the keyboard focus to the node; whether it could.
    bool (*grab_focus)(void *context, uint64_t node);
} GcaCallbacks;

// Installs the AtkUtil overrides and the application's root node named `application_name`;
// the callbacks are copied. Once per process; later calls only rename the root.
GcaNode *gca_install(const char *application_name, const GcaCallbacks *callbacks);
// Starts atk-bridge on the accessibility bus; whether it did (0 from atk_bridge_adaptor_init).
bool gca_bridge_start(void);
// Whether the connection to the accessibility bus is still there (false once the bus went away).
bool gca_bridge_connected(void);
// Leaves the accessibility bus.
void gca_bridge_stop(void);

// A new node (one reference, the caller's) with id `id` and `role`.
GcaNode *gca_node_new(uint64_t id, GcaRole role);
void gca_node_ref(GcaNode *node);
void gca_node_unref(GcaNode *node);
// Changes tell listeners (name and description changes, state changes, children changes).
void gca_node_set_name(GcaNode *node, const char *name);
void gca_node_set_description(GcaNode *node, const char *description);
void gca_node_set_role(GcaNode *node, GcaRole role);
// Sets the whole state set (GcaState bits); each state that changed is announced, and a newly
// focused node is announced as the focus.
void gca_node_set_states(GcaNode *node, uint32_t states);
// Replaces the children with `children` (count of them), announcing removals and additions.
void gca_node_set_children(GcaNode *node, GcaNode *const *children, int32_t count);
// Replaces the actions: names, descriptions and key bindings (NULL: none), count of each.
void gca_node_set_actions(GcaNode *node, const char *const *names, const char *const *descriptions,
                          const char *const *keys, int32_t count);
// Says that the node's extents changed (listeners then ask again).
void gca_node_bounds_changed(GcaNode *node, double x, double y, double width, double height);
// The node's view is gone: its states say defunct, it has no children, its actions are refused
// by Swift (which logs them).
void gca_node_set_defunct(GcaNode *node);

// GLib's default main context, driven from another loop. A descriptor as poll(2) takes it.
typedef struct {
    int32_t fd;
    int16_t events;
    int16_t revents;
} GcaPollDescriptor;
// Prepares the context for a poll: writes at most `capacity` descriptors, returns how many it
// has (more than capacity: call again with room for them all), and the timeout in milliseconds
// (-1: none) in `timeout`.
int32_t gca_context_prepare(GcaPollDescriptor *descriptors, int32_t capacity, int32_t *timeout);
// Checks what the poll found and dispatches what is ready.
void gca_context_dispatch(GcaPollDescriptor *descriptors, int32_t count);

#endif
