#ifndef CLIBSNDFILE_SHIM_H
#define CLIBSNDFILE_SHIM_H
#include <sndfile.h>
#endif
