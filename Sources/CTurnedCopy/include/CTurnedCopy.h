// The inner loops of CairoCanvas's TurnedCopy: one row of a raster sampled along a slant,
// bilinear-filtered, blended over an ARGB32 row or written as the whole row. In C because they
// need the processor's vector instructions by name, eight pixels at once with AVX2, which
// Swift's SIMD types do not reach: a turned photo's frame at 1280×800 (`--only frames`, rotate)
// took 0.49 ms with the Swift loop and takes 0.29 ms with this one; the row loop alone, 1.8 ns a
// pixel.
#ifndef C_TURNED_COPY_H
#define C_TURNED_COPY_H

#include <stddef.h>
#include <stdint.h>

/// Premultiplied ARGB32 pixels, `stride` pixels from one row to the next.
typedef struct {
    const uint32_t *pixels;
    ptrdiff_t stride;
    int32_t width;
    int32_t height;
} GctRaster;

/// Where the row's samples are: the first destination pixel samples the raster at (u, v), in
/// 16.16 fixed point with texel centres at +0.5 already taken off, and each next pixel one
/// (step_u, step_v) on. Texels past the raster's edge are transparent (Cairo's EXTEND_NONE).
typedef struct {
    int64_t u;
    int64_t v;
    int64_t step_u;
    int64_t step_v;
} GctSamples;

/// Blends `count` samples, each times `alpha` (0…255), over the pixels from `destination` on
/// (premultiplied OVER); a pixel whose sample falls wholly off the raster is left as it was.
/// Weights are pixman's 7-bit ones, truncated as pixman truncates them, so the picture is
/// Cairo's bilinear one to a level or two.
void gct_blend_row(uint32_t *destination, int32_t count, GctRaster raster, GctSamples samples, uint32_t alpha);

/// The same picture made one pixel at a time without vector instructions: what every other
/// processor runs, and what tests hold the vector loop to.
void gct_blend_row_portable(
    uint32_t *destination, int32_t count, GctRaster raster, GctSamples samples, uint32_t alpha);

/// Writes all `width` pixels of a row from `destination` on, as blending onto a transparent row
/// would make them but each written once, in order: pixel x in [`first`, `last`) is its sample
/// times `alpha`, at (u + x·step_u, v + x·step_v), transparent where that falls wholly off the
/// raster; every other pixel is transparent. A layer's picture drawn so needs no clearing first:
/// the glass bench's pinch-and-turn took 41–46 ms of CPU a second against 44–52 when the buffer
/// was cleared and the row blended over it.
void gct_copy_row(
    uint32_t *destination, int32_t width, int32_t first, int32_t last, GctRaster raster, GctSamples samples,
    uint32_t alpha);

/// The same row made one pixel at a time without vector instructions.
void gct_copy_row_portable(
    uint32_t *destination, int32_t width, int32_t first, int32_t last, GctRaster raster, GctSamples samples,
    uint32_t alpha);

/// Reads `bytes` from `pixels` once in memory order, a byte per 64-byte cache line, so that
/// sampling along a slant finds them in the cache (a load Swift cannot keep the optimizer from
/// dropping).
void gct_warm(const void *pixels, size_t bytes);

#endif
