#ifndef PNG_WRITER_H
#define PNG_WRITER_H
#include <stddef.h>
#include <stdint.h>

/// Settings of the classic libpng writer that the simplified API does not offer.
typedef struct {
    int zlib_level;      ///< 0-9
    int zlib_strategy;   ///< Z_DEFAULT_STRATEGY 0, Z_FILTERED 1, Z_HUFFMAN_ONLY 2, Z_RLE 3
    int filters;         ///< PNG_FILTER_* bits (NONE 0x08, SUB 0x10, UP 0x20, AVG 0x40, PAETH 0x80)
} png_writer_settings;

/// Encodes 8-bit RGBA rows (straight alpha, `stride` bytes apart) as a PNG into `output`, which
/// must hold `capacity` bytes (png_writer_bound gives enough). Returns the PNG's size, or 0 with
/// libpng's message in `error` (at least 128 bytes) when encoding failed or did not fit.
size_t png_writer_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                              png_writer_settings settings, uint8_t *output, size_t capacity,
                              char *error);

/// A buffer size that any RGBA image of this size fits in, whatever the settings.
size_t png_writer_bound(uint32_t width, uint32_t height);

#endif
