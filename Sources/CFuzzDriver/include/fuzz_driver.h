#ifndef CONTENT_FUZZ_DRIVER_H
#define CONTENT_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// One input, as libFuzzer hands it over; returns 0.
typedef int (*content_fuzz_callback)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver when the program was linked with it (`-sanitize=fuzzer`); returns
/// -1 at once when it was not, so the same program replays files instead.
int content_fuzz_run(int *argc, char ***argv, content_fuzz_callback callback);

#endif
