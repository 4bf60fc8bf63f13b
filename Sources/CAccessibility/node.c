// GcaNode: an AtkObject with AtkComponent and AtkAction whose changing answers come from Swift.
#include "CAccessibility.h"
#include "private.h"

#include <string.h>

struct GcaNode {
    AtkObject parent;
    guint64 id;
    guint32 states;
    gboolean defunct;
    GPtrArray *children;  // GcaNode, each holding a reference
    GPtrArray *action_names, *action_descriptions, *action_keys;  // gchar*, owned
};

static void gca_node_component_init(AtkComponentIface *iface);
static void gca_node_action_init(AtkActionIface *iface);

G_DEFINE_TYPE_WITH_CODE(GcaNodeObject, gca_node_object, ATK_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(ATK_TYPE_COMPONENT, gca_node_component_init)
                            G_IMPLEMENT_INTERFACE(ATK_TYPE_ACTION, gca_node_action_init))

#define GCA_NODE(object) ((GcaNode *)(object))

static void gca_node_object_init(GcaNodeObject *object) {
    GcaNode *node = GCA_NODE(object);
    node->children = g_ptr_array_new_with_free_func(g_object_unref);
    node->action_names = g_ptr_array_new_with_free_func(g_free);
    node->action_descriptions = g_ptr_array_new_with_free_func(g_free);
    node->action_keys = g_ptr_array_new_with_free_func(g_free);
}

static void gca_node_finalize(GObject *object) {
    GcaNode *node = GCA_NODE(object);
    for (guint i = 0; i < node->children->len; i++) {
        atk_object_set_parent(ATK_OBJECT(g_ptr_array_index(node->children, i)), NULL);
    }
    g_ptr_array_unref(node->children);
    g_ptr_array_unref(node->action_names);
    g_ptr_array_unref(node->action_descriptions);
    g_ptr_array_unref(node->action_keys);
    G_OBJECT_CLASS(gca_node_object_parent_class)->finalize(object);
}

static gint gca_node_get_n_children(AtkObject *object) {
    GcaNode *node = GCA_NODE(object);
    return node->defunct ? 0 : (gint)node->children->len;
}

static AtkObject *gca_node_ref_child(AtkObject *object, gint index) {
    GcaNode *node = GCA_NODE(object);
    if (node->defunct || index < 0 || (guint)index >= node->children->len) return NULL;
    return g_object_ref(ATK_OBJECT(g_ptr_array_index(node->children, index)));
}

static gint gca_node_get_index_in_parent(AtkObject *object) {
    AtkObject *parent = atk_object_get_parent(object);
    if (!parent || !G_TYPE_CHECK_INSTANCE_TYPE(parent, gca_node_object_get_type())) return -1;
    guint index;
    return g_ptr_array_find(GCA_NODE(parent)->children, object, &index) ? (gint)index : -1;
}

static const struct {
    GcaState ours;
    AtkStateType atk;
} state_names[] = {
    {GCA_STATE_SHOWING, ATK_STATE_SHOWING},       {GCA_STATE_VISIBLE, ATK_STATE_VISIBLE},
    {GCA_STATE_FOCUSABLE, ATK_STATE_FOCUSABLE},   {GCA_STATE_FOCUSED, ATK_STATE_FOCUSED},
    {GCA_STATE_SELECTABLE, ATK_STATE_SELECTABLE}, {GCA_STATE_SELECTED, ATK_STATE_SELECTED},
    {GCA_STATE_ENABLED, ATK_STATE_ENABLED},       {GCA_STATE_ENABLED, ATK_STATE_SENSITIVE},
    {GCA_STATE_ACTIVE, ATK_STATE_ACTIVE},
};

static AtkStateSet *gca_node_ref_state_set(AtkObject *object) {
    GcaNode *node = GCA_NODE(object);
    AtkStateSet *set = atk_state_set_new();
    if (node->defunct) {
        atk_state_set_add_state(set, ATK_STATE_DEFUNCT);
        return set;
    }
    for (gsize i = 0; i < G_N_ELEMENTS(state_names); i++) {
        if (node->states & state_names[i].ours) atk_state_set_add_state(set, state_names[i].atk);
    }
    return set;
}

static void gca_node_object_class_init(GcaNodeObjectClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gca_node_finalize;
    AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
    atk->get_n_children = gca_node_get_n_children;
    atk->ref_child = gca_node_ref_child;
    atk->get_index_in_parent = gca_node_get_index_in_parent;
    atk->ref_state_set = gca_node_ref_state_set;
}

// MARK: AtkComponent

static void gca_node_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                 AtkCoordType coordinates) {
    GcaNode *node = GCA_NODE(component);
    double box[4] = {0, 0, 0, 0};
    const GcaCallbacks *callbacks = gca_callbacks();
    if (!node->defunct && callbacks && callbacks->extents) {
        callbacks->extents(callbacks->context, node->id, &box[0], &box[1], &box[2], &box[3]);
    }
    // Wayland tells a client nothing of where its window is: screen coordinates are the
    // window's, as GTK 4 answers there.
    if (coordinates == ATK_XY_PARENT) {
        AtkObject *parent = atk_object_get_parent(ATK_OBJECT(component));
        if (parent && ATK_IS_COMPONENT(parent)) {
            gint px = 0, py = 0;
            atk_component_get_extents(ATK_COMPONENT(parent), &px, &py, NULL, NULL, ATK_XY_WINDOW);
            box[0] -= px;
            box[1] -= py;
        }
    }
    if (x) *x = (gint)lround(box[0]);
    if (y) *y = (gint)lround(box[1]);
    if (width) *width = (gint)lround(box[2]);
    if (height) *height = (gint)lround(box[3]);
}

static gboolean gca_node_grab_focus(AtkComponent *component) {
    GcaNode *node = GCA_NODE(component);
    const GcaCallbacks *callbacks = gca_callbacks();
    if (!(node->states & GCA_STATE_FOCUSABLE) || !callbacks || !callbacks->grab_focus) return FALSE;
    return callbacks->grab_focus(callbacks->context, node->id);
}

static void gca_node_component_init(AtkComponentIface *iface) {
    iface->get_extents = gca_node_get_extents;
    iface->grab_focus = gca_node_grab_focus;
}

// MARK: AtkAction

static const gchar *action_text(GPtrArray *texts, gint index) {
    if (index < 0 || (guint)index >= texts->len) return NULL;
    return g_ptr_array_index(texts, index);
}

static gboolean gca_node_do_action(AtkAction *action, gint index) {
    GcaNode *node = GCA_NODE(action);
    const GcaCallbacks *callbacks = gca_callbacks();
    const gchar *name = action_text(node->action_names, index);
    if (!callbacks || !callbacks->do_action) return FALSE;
    // Swift decides, and says why it refuses (a view that is gone, an index out of range).
    return callbacks->do_action(callbacks->context, node->id, index, name ? name : "");
}

static gint gca_node_get_n_actions(AtkAction *action) {
    return (gint)GCA_NODE(action)->action_names->len;
}

static const gchar *gca_node_get_action_name(AtkAction *action, gint index) {
    return action_text(GCA_NODE(action)->action_names, index);
}

static const gchar *gca_node_get_action_description(AtkAction *action, gint index) {
    return action_text(GCA_NODE(action)->action_descriptions, index);
}

static const gchar *gca_node_get_action_keybinding(AtkAction *action, gint index) {
    return action_text(GCA_NODE(action)->action_keys, index);
}

static void gca_node_action_init(AtkActionIface *iface) {
    iface->do_action = gca_node_do_action;
    iface->get_n_actions = gca_node_get_n_actions;
    iface->get_name = gca_node_get_action_name;
    iface->get_localized_name = gca_node_get_action_name;
    iface->get_description = gca_node_get_action_description;
    iface->get_keybinding = gca_node_get_action_keybinding;
}

// MARK: What Swift calls

static const AtkRole roles[] = {
    [GCA_ROLE_APPLICATION] = ATK_ROLE_APPLICATION,     [GCA_ROLE_FRAME] = ATK_ROLE_FRAME,
    [GCA_ROLE_PANEL] = ATK_ROLE_PANEL,                 [GCA_ROLE_IMAGE] = ATK_ROLE_IMAGE,
    [GCA_ROLE_PAGE_TAB_LIST] = ATK_ROLE_PAGE_TAB_LIST, [GCA_ROLE_PAGE_TAB] = ATK_ROLE_PAGE_TAB,
    [GCA_ROLE_LIST_ITEM] = ATK_ROLE_LIST_ITEM,         [GCA_ROLE_PUSH_BUTTON] = ATK_ROLE_PUSH_BUTTON,
    [GCA_ROLE_LABEL] = ATK_ROLE_LABEL,                 [GCA_ROLE_DRAWING_AREA] = ATK_ROLE_DRAWING_AREA,
};

GcaNode *gca_node_new(uint64_t id, GcaRole role) {
    GcaNode *node = g_object_new(gca_node_object_get_type(), NULL);
    node->id = id;
    gca_node_set_role(node, role);
    return node;
}

void gca_node_ref(GcaNode *node) {
    g_object_ref(node);
}

void gca_node_unref(GcaNode *node) {
    g_object_unref(node);
}

void gca_node_set_name(GcaNode *node, const char *name) {
    if (g_strcmp0(ATK_OBJECT(node)->name, name) != 0) atk_object_set_name(ATK_OBJECT(node), name ? name : "");
}

void gca_node_set_description(GcaNode *node, const char *description) {
    if (g_strcmp0(ATK_OBJECT(node)->description, description) != 0) {
        atk_object_set_description(ATK_OBJECT(node), description ? description : "");
    }
}

void gca_node_set_role(GcaNode *node, GcaRole role) {
    AtkRole atk = (guint)role < G_N_ELEMENTS(roles) ? roles[role] : ATK_ROLE_PANEL;
    if (atk_object_get_role(ATK_OBJECT(node)) != atk) atk_object_set_role(ATK_OBJECT(node), atk);
}

void gca_node_set_states(GcaNode *node, uint32_t states) {
    guint32 changed = node->states ^ states;
    node->states = states;
    for (gsize i = 0; i < G_N_ELEMENTS(state_names); i++) {
        if (changed & state_names[i].ours) {
            atk_object_notify_state_change(ATK_OBJECT(node), state_names[i].atk, (states & state_names[i].ours) != 0);
        }
    }
    if ((changed & GCA_STATE_FOCUSED) && (states & GCA_STATE_FOCUSED)) {
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        // atk-bridge sends its focus event from the focus trackers.
        atk_focus_tracker_notify(ATK_OBJECT(node));
        G_GNUC_END_IGNORE_DEPRECATIONS
    }
}

void gca_node_set_children(GcaNode *node, GcaNode *const *children, int32_t count) {
    GPtrArray *old = node->children;
    gboolean same = old->len == (guint)count;
    for (int32_t i = 0; same && i < count; i++) same = g_ptr_array_index(old, i) == children[i];
    if (same) return;
    // Removals first (from the end, so each index is right when announced), then additions.
    for (gint i = (gint)old->len - 1; i >= 0; i--) {
        GcaNode *child = g_ptr_array_index(old, i);
        gboolean kept = FALSE;
        for (int32_t j = 0; !kept && j < count; j++) kept = children[j] == child;
        if (kept) continue;
        g_object_ref(child);
        g_ptr_array_remove_index(old, i);
        if (atk_object_get_parent(ATK_OBJECT(child)) == ATK_OBJECT(node)) {
            atk_object_set_parent(ATK_OBJECT(child), NULL);
        }
        g_signal_emit_by_name(node, "children-changed::remove", i, child);
        g_object_unref(child);
    }
    GPtrArray *next = g_ptr_array_new_full(count, g_object_unref);
    for (int32_t i = 0; i < count; i++) g_ptr_array_add(next, g_object_ref(children[i]));
    node->children = next;
    for (int32_t i = 0; i < count; i++) {
        if (atk_object_get_parent(ATK_OBJECT(children[i])) != ATK_OBJECT(node)) {
            atk_object_set_parent(ATK_OBJECT(children[i]), ATK_OBJECT(node));
        }
        if (!g_ptr_array_find(old, children[i], NULL)) {
            g_signal_emit_by_name(node, "children-changed::add", i, children[i]);
        }
    }
    g_ptr_array_unref(old);
}

static void replace_texts(GPtrArray *texts, const char *const *values, int32_t count) {
    g_ptr_array_set_size(texts, 0);
    for (int32_t i = 0; i < count; i++) g_ptr_array_add(texts, g_strdup(values && values[i] ? values[i] : ""));
}

void gca_node_set_actions(GcaNode *node, const char *const *names, const char *const *descriptions,
                          const char *const *keys, int32_t count) {
    replace_texts(node->action_names, names, count);
    replace_texts(node->action_descriptions, descriptions, count);
    replace_texts(node->action_keys, keys, count);
}

void gca_node_bounds_changed(GcaNode *node, double x, double y, double width, double height) {
    AtkRectangle box = {(gint)lround(x), (gint)lround(y), (gint)lround(width), (gint)lround(height)};
    g_signal_emit_by_name(node, "bounds-changed", &box);
}

void gca_node_set_defunct(GcaNode *node) {
    if (node->defunct) return;
    // Not announced: atk-bridge forgets an object the moment it hears "defunct", and a screen
    // reader's later request would then fail at the bridge, unseen by the app. Its parent has
    // announced its removal; asked, its states say defunct; its actions reach Swift, which says
    // in the log that the view is gone. The bridge forgets it when its last reference goes.
    node->defunct = TRUE;
}
