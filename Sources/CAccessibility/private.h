// What the C files share and Swift does not see.
#ifndef C_ACCESSIBILITY_PRIVATE_H
#define C_ACCESSIBILITY_PRIVATE_H

#include <atk/atk.h>
#include <math.h>

typedef struct GcaNode GcaNodeObject;
typedef struct _GcaNodeClass GcaNodeObjectClass;
struct _GcaNodeClass {
    AtkObjectClass parent;
};

GType gca_node_object_get_type(void);
// The callbacks gca_install copied; NULL before.
const GcaCallbacks *gca_callbacks(void);

#endif
