#include "fuzz_driver.h"

// why: weak, so that a build without libFuzzer links and the pointer is simply null
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) __attribute__((weak));

int content_fuzz_run(int *argc, char ***argv, content_fuzz_callback callback) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
