#include <wayland-cursor.h>
