// The AtkUtil overrides atk-bridge relies on (the root, the toolkit's name, global event listeners
// as signal emission hooks), starting the bridge, and GLib's main context driven from outside.
#include "CAccessibility.h"
#include "private.h"

#include <atk-bridge.h>
#include <atspi/atspi.h>
#include <sys/stat.h>

static GcaCallbacks installed_callbacks;
static gboolean installed = FALSE;
static GcaNode *application = NULL;

const GcaCallbacks *gca_callbacks(void) {
    return installed ? &installed_callbacks : NULL;
}

static AtkObject *get_root(void) {
    return ATK_OBJECT(application);
}

static const gchar *get_toolkit_name(void) {
    return "GestureCanvas";
}

static const gchar *get_toolkit_version(void) {
    return "1";
}

// atk-bridge listens for "toolkit:Type:signal" (the toolkit part is any name): a hook on the
// type's signal. Two-part names ("window:create") are the older window events, not offered.
typedef struct {
    guint signal;
    gulong hook;
} Listener;

static GArray *listeners = NULL;  // Listener, index + 1 is the id handed out

static guint add_global_event_listener(GSignalEmissionHook hook, const gchar *event_type) {
    gchar **parts = g_strsplit(event_type, ":", 3);
    guint id = 0;
    if (g_strv_length(parts) == 3) {
        GType type = g_type_from_name(parts[1]);
        guint signal = type ? g_signal_lookup(parts[2], type) : 0;
        if (signal) {
            Listener listener = {signal, g_signal_add_emission_hook(signal, 0, hook, g_strdup(event_type), g_free)};
            if (!listeners) listeners = g_array_new(FALSE, TRUE, sizeof(Listener));
            g_array_append_val(listeners, listener);
            id = listeners->len;
        }
    }
    g_strfreev(parts);
    return id;
}

static void remove_global_event_listener(guint id) {
    if (!listeners || id == 0 || id > listeners->len) return;
    Listener *listener = &g_array_index(listeners, Listener, id - 1);
    if (listener->hook) g_signal_remove_emission_hook(listener->signal, listener->hook);
    listener->hook = 0;
}

GcaNode *gca_install(const char *application_name, const GcaCallbacks *callbacks) {
    installed_callbacks = *callbacks;
    if (!installed) {
        installed = TRUE;
        AtkUtilClass *util = g_type_class_ref(ATK_TYPE_UTIL);
        util->get_root = get_root;
        util->get_toolkit_name = get_toolkit_name;
        util->get_toolkit_version = get_toolkit_version;
        util->add_global_event_listener = add_global_event_listener;
        util->remove_global_event_listener = remove_global_event_listener;
        application = gca_node_new(0, GCA_ROLE_APPLICATION);
    }
    gca_node_set_name(application, application_name);
    return application;
}

// The accessibility bus's socket, as it was when the bridge connected: libdbus closes it when the
// bus goes, so a descriptor that no longer is that socket means the bus is gone.
static int bus_descriptor = -1;
static struct stat bus_socket;

bool gca_bridge_start(void) {
    if (atk_bridge_adaptor_init(NULL, NULL) != 0) return false;
    // atk-bridge connected through libatspi, which keeps that connection: this returns it.
    DBusConnection *bus = atspi_get_a11y_bus();
    int descriptor;
    if (bus && dbus_connection_get_unix_fd(bus, &descriptor) && fstat(descriptor, &bus_socket) == 0) {
        bus_descriptor = descriptor;
    }
    return true;
}

bool gca_bridge_connected(void) {
    struct stat now;
    if (bus_descriptor < 0) return true;  // not known: never said to be gone
    return fstat(bus_descriptor, &now) == 0 && now.st_dev == bus_socket.st_dev && now.st_ino == bus_socket.st_ino;
}

void gca_bridge_stop(void) {
    atk_bridge_adaptor_cleanup();
}

// MARK: GLib's main context, one poll at a time from the caller's loop

static gint context_priority = 0;

int32_t gca_context_prepare(GcaPollDescriptor *descriptors, int32_t capacity, int32_t *timeout) {
    GMainContext *context = g_main_context_default();
    static gboolean acquired = FALSE;
    if (!acquired) acquired = g_main_context_acquire(context);
    // GPollFD is poll(2)'s pollfd on Linux: an int and two shorts.
    G_STATIC_ASSERT(sizeof(GPollFD) == sizeof(GcaPollDescriptor));
    g_main_context_prepare(context, &context_priority);
    gint wait = -1;
    gint count = g_main_context_query(context, context_priority, &wait, (GPollFD *)descriptors, capacity);
    *timeout = wait;
    return count;
}

void gca_context_dispatch(GcaPollDescriptor *descriptors, int32_t count) {
    GMainContext *context = g_main_context_default();
    if (g_main_context_check(context, context_priority, (GPollFD *)descriptors, count)) {
        g_main_context_dispatch(context);
    }
}
