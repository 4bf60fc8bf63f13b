#include <cairo.h>

/* A load the compiler must keep, which Swift cannot express: TurnedCopy reads a raster through
   the cache in one sequential pass before sampling it along a slant. */
static inline unsigned char gesture_canvas_read_volatile(const void *address) {
    return *(const volatile unsigned char *)address;
}
