#ifndef CLIBPNG_SHIM_H
#define CLIBPNG_SHIM_H
#include <png.h>

// Constants built from `|` macros do not import into Swift: re-export them.
static const png_uint_32 CLIBPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 CLIBPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CLIBPNG_FORMAT_FLAG_LINEAR = PNG_FORMAT_FLAG_LINEAR;
static const png_uint_32 CLIBPNG_FORMAT_FLAG_COLORMAP = PNG_FORMAT_FLAG_COLORMAP;

#endif
