#include "CTurnedCopy.h"

#include <stdbool.h>

// Each channel times `alpha`/255, rounded as pixman rounds.
static inline uint32_t multiply(uint32_t pixel, uint32_t alpha) {
    uint32_t red_blue = (pixel & 0xFF00FFu) * alpha + 0x800080u;
    red_blue = ((red_blue + ((red_blue >> 8) & 0xFF00FFu)) >> 8) & 0xFF00FFu;
    uint32_t alpha_green = ((pixel >> 8) & 0xFF00FFu) * alpha + 0x800080u;
    alpha_green = (alpha_green + ((alpha_green >> 8) & 0xFF00FFu)) & 0xFF00FF00u;
    return red_blue | alpha_green;
}

// Premultiplied OVER: the pixel plus what shows through it.
static inline void over(uint32_t pixel, uint32_t *destination) {
    uint32_t alpha = pixel >> 24;
    if (alpha == 255) {
        *destination = pixel;
    } else if (pixel != 0) {
        *destination = pixel + multiply(*destination, 255 - alpha);
    }
}

// Bilinear blend of four premultiplied texels, weights in 128ths: down first, then across,
// each step truncated as pixman's.
static inline uint32_t interpolate(
    uint32_t top_left, uint32_t top_right, uint32_t bottom_left, uint32_t bottom_right, uint32_t weight_x,
    uint32_t weight_y) {
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t left = ((top_left >> shift) & 255) * (128 - weight_y) + ((bottom_left >> shift) & 255) * weight_y;
        uint32_t right = ((top_right >> shift) & 255) * (128 - weight_y) + ((bottom_right >> shift) & 255) * weight_y;
        result |= ((left * (128 - weight_x) + right * weight_x) >> 14) << shift;
    }
    return result;
}

// A texel, transparent outside the raster.
static inline uint32_t texel(const GctRaster *raster, int64_t x, int64_t y) {
    if (x < 0 || y < 0 || x >= raster->width || y >= raster->height) return 0;
    return raster->pixels[y * raster->stride + x];
}

// Whether the sample at (u, v) and the texel right of and below it all lie inside the raster.
static inline bool is_inside(const GctRaster *raster, int64_t u, int64_t v) {
    return (uint64_t)(u >> 16) < (uint64_t)(raster->width - 1) && (uint64_t)(v >> 16) < (uint64_t)(raster->height - 1);
}

// One pixel's sample, or false when it falls wholly off the raster.
static inline bool sample(const GctRaster *raster, int64_t u, int64_t v, uint32_t *pixel) {
    int64_t i = u >> 16, j = v >> 16;
    uint32_t weight_x = (uint32_t)(u >> 9) & 127, weight_y = (uint32_t)(v >> 9) & 127;
    if (is_inside(raster, u, v)) {
        const uint32_t *top = raster->pixels + j * raster->stride + i;
        const uint32_t *bottom = top + raster->stride;
        *pixel = interpolate(top[0], top[1], bottom[0], bottom[1], weight_x, weight_y);
        return true;
    }
    if (i < -1 || i >= raster->width || j < -1 || j >= raster->height) return false;
    // Straddling the raster's edge: the texels past it are transparent.
    *pixel = interpolate(
        texel(raster, i, j), texel(raster, i + 1, j), texel(raster, i, j + 1), texel(raster, i + 1, j + 1), weight_x,
        weight_y);
    return true;
}

static inline void blend_one(uint32_t *destination, const GctRaster *raster, int64_t u, int64_t v, uint32_t alpha) {
    uint32_t pixel;
    if (!sample(raster, u, v, &pixel)) return;
    if (alpha < 255) pixel = multiply(pixel, alpha);
    over(pixel, destination);
}

void gct_blend_row_portable(
    uint32_t *destination, int32_t count, GctRaster raster, GctSamples samples, uint32_t alpha) {
    if (raster.width < 1 || raster.height < 1) return;
    int64_t u = samples.u, v = samples.v;
    for (int32_t x = 0; x < count; x++, u += samples.step_u, v += samples.step_v) {
        blend_one(destination + x, &raster, u, v, alpha);
    }
}

// A pixel of a row written whole (`gct_copy_row`): its sample times `alpha` inside [first, last),
// transparent elsewhere or where the sample falls wholly off the raster. Pixel x samples at
// (u + x·step_u, v + x·step_v).
static inline uint32_t copied_one(
    const GctRaster *raster, int32_t x, int32_t first, int32_t last, GctSamples samples, uint32_t alpha) {
    uint32_t pixel;
    if (x < first || x >= last || raster->width < 1 || raster->height < 1
        || !sample(raster, samples.u + x * samples.step_u, samples.v + x * samples.step_v, &pixel)) {
        return 0;
    }
    return alpha < 255 ? multiply(pixel, alpha) : pixel;
}

void gct_copy_row_portable(
    uint32_t *destination, int32_t width, int32_t first, int32_t last, GctRaster raster, GctSamples samples,
    uint32_t alpha) {
    for (int32_t x = 0; x < width; x++) destination[x] = copied_one(&raster, x, first, last, samples, alpha);
}

#if defined(__x86_64__)

#include <immintrin.h>

// Eight inside samples at once, lanes holding pixels: each texel split into its blue-and-red and
// its green-and-alpha channels, a 16-bit lane each, so that one multiply weighs two channels.
// The sums are `interpolate`'s, so the picture is the same to the bit.
__attribute__((target("avx2"))) static inline __m256i sample_eight(
    const GctRaster *raster, __m256i u, __m256i v) {
    const __m256i channel_mask = _mm256_set1_epi32(0x00FF00FF);
    const uint32_t *pixels = raster->pixels;
    const ptrdiff_t stride = raster->stride;
    __m256i index = _mm256_add_epi32(
        _mm256_mullo_epi32(_mm256_srli_epi32(v, 16), _mm256_set1_epi32((int)stride)), _mm256_srli_epi32(u, 16));
    int32_t at[8] __attribute__((aligned(32)));
    _mm256_store_si256((__m256i *)at, index);

    // Each sample's left and right texels are neighbours: one 64-bit load a row, two samples a
    // half, then the lefts and the rights gathered apart.
#define GCT_PAIRS(row, first, second)                                                                              \
    _mm_castpd_si128(_mm_loadh_pd(                                                                                 \
        _mm_castsi128_pd(_mm_loadl_epi64((const __m128i *)(pixels + at[first] + (row)))),                         \
        (const double *)(pixels + at[second] + (row))))
    __m256i upper_a = _mm256_set_m128i(GCT_PAIRS(0, 4, 5), GCT_PAIRS(0, 0, 1));
    __m256i upper_b = _mm256_set_m128i(GCT_PAIRS(0, 6, 7), GCT_PAIRS(0, 2, 3));
    __m256i lower_a = _mm256_set_m128i(GCT_PAIRS(stride, 4, 5), GCT_PAIRS(stride, 0, 1));
    __m256i lower_b = _mm256_set_m128i(GCT_PAIRS(stride, 6, 7), GCT_PAIRS(stride, 2, 3));
#undef GCT_PAIRS
#define GCT_LEFTS(a, b) _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0x88))
#define GCT_RIGHTS(a, b) _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0xDD))
    __m256i top_left = GCT_LEFTS(upper_a, upper_b), top_right = GCT_RIGHTS(upper_a, upper_b);
    __m256i bottom_left = GCT_LEFTS(lower_a, lower_b), bottom_right = GCT_RIGHTS(lower_a, lower_b);
#undef GCT_LEFTS
#undef GCT_RIGHTS

    // Down: upper · (128 − w) + lower · w, in both channels of a lane at once.
    __m256i weight_y = _mm256_and_si256(_mm256_srli_epi32(v, 9), _mm256_set1_epi32(127));
    weight_y = _mm256_or_si256(weight_y, _mm256_slli_epi32(weight_y, 16));
    __m256i rest_y = _mm256_sub_epi32(_mm256_set1_epi32(0x00800080), weight_y);
#define GCT_DOWN(upper, lower)                                                                                     \
    _mm256_add_epi16(_mm256_mullo_epi16(upper, rest_y), _mm256_mullo_epi16(lower, weight_y))
    __m256i left_blue_red = GCT_DOWN(_mm256_and_si256(top_left, channel_mask), _mm256_and_si256(bottom_left, channel_mask));
    __m256i right_blue_red =
        GCT_DOWN(_mm256_and_si256(top_right, channel_mask), _mm256_and_si256(bottom_right, channel_mask));
    __m256i left_green_alpha = GCT_DOWN(
        _mm256_and_si256(_mm256_srli_epi32(top_left, 8), channel_mask),
        _mm256_and_si256(_mm256_srli_epi32(bottom_left, 8), channel_mask));
    __m256i right_green_alpha = GCT_DOWN(
        _mm256_and_si256(_mm256_srli_epi32(top_right, 8), channel_mask),
        _mm256_and_si256(_mm256_srli_epi32(bottom_right, 8), channel_mask));
#undef GCT_DOWN

    // Across: left and right of a channel paired in 16-bit lanes, so that one multiply-and-add
    // of pairs makes the 32-bit sum; the weights, (128 − w, w), follow their samples.
    __m256i weight_x = _mm256_and_si256(_mm256_srli_epi32(u, 9), _mm256_set1_epi32(127));
    __m256i weights_x = _mm256_or_si256(
        _mm256_slli_epi32(weight_x, 16), _mm256_sub_epi32(_mm256_set1_epi32(128), weight_x));
    __m256i weights_low = _mm256_unpacklo_epi32(weights_x, weights_x);
    __m256i weights_high = _mm256_unpackhi_epi32(weights_x, weights_x);
#define GCT_ACROSS(left, right)                                                                                    \
    _mm256_packs_epi32(                                                                                            \
        _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(left, right), weights_low), 14),                 \
        _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(left, right), weights_high), 14))
    __m256i blue_red = GCT_ACROSS(left_blue_red, right_blue_red);
    __m256i green_alpha = GCT_ACROSS(left_green_alpha, right_green_alpha);
#undef GCT_ACROSS
    return _mm256_or_si256(blue_red, _mm256_slli_epi32(green_alpha, 8));
}

// The row eight pixels at a time where eight samples in a row lie inside, else one at a time.
__attribute__((target("avx2"))) static void blend_row_avx2(
    uint32_t *destination, int32_t count, const GctRaster *raster, GctSamples samples, uint32_t alpha) {
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    // Inside, positions are below 2^31 (the raster is under 2^15 texels across), so 32-bit lanes
    // hold them; the offsets from a block's first wrap alike.
    const __m256i offsets_u = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int32_t)samples.step_u));
    const __m256i offsets_v = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int32_t)samples.step_v));
    const __m256i alpha_bits = _mm256_set1_epi32((int)0xFF000000u);
    int64_t u = samples.u, v = samples.v;
    int32_t x = 0;
    while (x < count) {
        // Positions step evenly, so with the first and the eighth inside, all eight are.
        if (x + 8 <= count && is_inside(raster, u, v) && is_inside(raster, u + 7 * samples.step_u, v + 7 * samples.step_v)) {
            __m256i pixels = sample_eight(
                raster, _mm256_add_epi32(_mm256_set1_epi32((int32_t)u), offsets_u),
                _mm256_add_epi32(_mm256_set1_epi32((int32_t)v), offsets_v));
            bool opaque = _mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(pixels, alpha_bits), alpha_bits)) == -1;
            if (opaque && alpha == 255) {
                _mm256_storeu_si256((__m256i *)(destination + x), pixels);
            } else {
                uint32_t eight[8];
                _mm256_storeu_si256((__m256i *)eight, pixels);
                for (int k = 0; k < 8; k++) {
                    over(alpha < 255 ? multiply(eight[k], alpha) : eight[k], destination + x + k);
                }
            }
            x += 8;
            u += 8 * samples.step_u;
            v += 8 * samples.step_v;
            continue;
        }
        blend_one(destination + x, raster, u, v, alpha);
        x += 1;
        u += samples.step_u;
        v += samples.step_v;
    }
}

// Each channel of eight pixels times `alpha`/255 (`alpha` in every 16-bit lane), rounded as
// `multiply` rounds: no product or sum leaves its 16-bit lane.
__attribute__((target("avx2"))) static inline __m256i multiply_eight(__m256i pixels, __m256i alpha) {
    const __m256i channel_mask = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi16(0x80);
    __m256i blue_red = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(pixels, channel_mask), alpha), half);
    __m256i green_alpha = _mm256_add_epi16(
        _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(pixels, 8), channel_mask), alpha), half);
    blue_red = _mm256_srli_epi16(_mm256_add_epi16(blue_red, _mm256_srli_epi16(blue_red, 8)), 8);
    green_alpha = _mm256_srli_epi16(_mm256_add_epi16(green_alpha, _mm256_srli_epi16(green_alpha, 8)), 8);
    return _mm256_or_si256(blue_red, _mm256_slli_epi32(green_alpha, 8));
}

// The row eight pixels at a time from its start: a block outside [first, last) is transparent,
// one inside whose eight samples lie inside the raster is sampled at once, any other pixel by
// pixel. In order and whole blocks, so the stores fill cache lines one after another.
__attribute__((target("avx2"))) static void copy_row_avx2(
    uint32_t *destination, int32_t width, int32_t first, int32_t last, const GctRaster *raster, GctSamples samples,
    uint32_t alpha) {
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i offsets_u = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int32_t)samples.step_u));
    const __m256i offsets_v = _mm256_mullo_epi32(lanes, _mm256_set1_epi32((int32_t)samples.step_v));
    const __m256i alpha_lanes = _mm256_set1_epi16((int16_t)alpha);
    int32_t x = 0;
    for (; x + 8 <= width; x += 8) {
        int64_t u = samples.u + x * samples.step_u, v = samples.v + x * samples.step_v;
        __m256i pixels;
        if (x + 8 <= first || x >= last) {
            pixels = _mm256_setzero_si256();
        } else if (x >= first && x + 8 <= last && is_inside(raster, u, v)
            && is_inside(raster, u + 7 * samples.step_u, v + 7 * samples.step_v)) {
            pixels = sample_eight(
                raster, _mm256_add_epi32(_mm256_set1_epi32((int32_t)u), offsets_u),
                _mm256_add_epi32(_mm256_set1_epi32((int32_t)v), offsets_v));
            if (alpha < 255) pixels = multiply_eight(pixels, alpha_lanes);
        } else {
            uint32_t eight[8] __attribute__((aligned(32)));
            for (int k = 0; k < 8; k++) eight[k] = copied_one(raster, x + k, first, last, samples, alpha);
            pixels = _mm256_load_si256((const __m256i *)eight);
        }
        _mm256_storeu_si256((__m256i *)(destination + x), pixels);
    }
    for (; x < width; x++) destination[x] = copied_one(raster, x, first, last, samples, alpha);
}

// Whether the vector loops can take the raster: 32-bit lanes hold positions and texel indices
// only for rasters this small, and a sample's four texels need two rows and two columns.
static bool vector_loops_take(const GctRaster *raster) {
    return __builtin_cpu_supports("avx2") && raster->width > 1 && raster->height > 1 && raster->width < 32768
        && raster->height < 32768 && raster->stride > 0 && (int64_t)raster->stride * raster->height < INT32_MAX;
}

void gct_blend_row(uint32_t *destination, int32_t count, GctRaster raster, GctSamples samples, uint32_t alpha) {
    if (vector_loops_take(&raster)) {
        blend_row_avx2(destination, count, &raster, samples, alpha);
    } else {
        gct_blend_row_portable(destination, count, raster, samples, alpha);
    }
}

void gct_copy_row(
    uint32_t *destination, int32_t width, int32_t first, int32_t last, GctRaster raster, GctSamples samples,
    uint32_t alpha) {
    if (vector_loops_take(&raster)) {
        copy_row_avx2(destination, width, first, last, &raster, samples, alpha);
    } else {
        gct_copy_row_portable(destination, width, first, last, raster, samples, alpha);
    }
}

#else

void gct_blend_row(uint32_t *destination, int32_t count, GctRaster raster, GctSamples samples, uint32_t alpha) {
    gct_blend_row_portable(destination, count, raster, samples, alpha);
}

void gct_copy_row(
    uint32_t *destination, int32_t width, int32_t first, int32_t last, GctRaster raster, GctSamples samples,
    uint32_t alpha) {
    gct_copy_row_portable(destination, width, first, last, raster, samples, alpha);
}

#endif

void gct_warm(const void *pixels, size_t bytes) {
    const volatile unsigned char *bytes_read = pixels;
    for (size_t offset = 0; offset < bytes; offset += 64) {
        (void)bytes_read[offset];
    }
}
