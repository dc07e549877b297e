// Nothing to compile: the target exists to declare LLVMFuzzerRunDriver, which libFuzzer's runtime
// (linked by -sanitize=fuzzer) defines.
#include "CLibFuzzer.h"
