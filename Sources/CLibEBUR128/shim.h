#ifndef CLIBEBUR128_SHIM_H
#define CLIBEBUR128_SHIM_H
#include <ebur128.h>
#endif
