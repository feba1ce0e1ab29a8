// libpng's classic writer, wrapped so that its longjmp error path stays inside C: calling the
// classic API from Swift aborts the process on the first png_error.
#include "png_writer.h"
#include <png.h>
#include <setjmp.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int overflow;
    char *error;
} sink;

static void sink_write(png_structp png, png_bytep bytes, png_size_t length) {
    sink *out = (sink *)png_get_io_ptr(png);
    if (out->overflow || length > out->capacity - out->size) {
        out->overflow = 1;
        png_error(png, "output buffer too small");
    }
    memcpy(out->data + out->size, bytes, length);
    out->size += length;
}

static void sink_flush(png_structp png) { (void)png; }

static void on_error(png_structp png, png_const_charp message) {
    sink *out = (sink *)png_get_error_ptr(png);
    if (out && out->error) {
        strncpy(out->error, message, 127);
        out->error[127] = 0;
    }
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

size_t png_writer_bound(uint32_t width, uint32_t height) {
    // zlib's stored blocks add 5 bytes per 16 KiB; rows add a filter byte; chunks add headers.
    size_t raw = ((size_t)width * 4 + 1) * (size_t)height;
    return raw + raw / 16000 * 5 + 4096 + ((size_t)height / 1000 + 1) * 12 * 64;
}

size_t png_writer_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                              png_writer_settings settings, uint8_t *output, size_t capacity,
                              char *error) {
    sink out = {output, 0, capacity, 0, error};
    if (error) error[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &out, on_error, on_warning);
    if (!png) {
        if (error) strcpy(error, "out of memory");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        if (error) strcpy(error, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, &out, sink_write, sink_flush);
    png_set_compression_level(png, settings.zlib_level);
    png_set_compression_strategy(png, settings.zlib_strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return out.size;
}
