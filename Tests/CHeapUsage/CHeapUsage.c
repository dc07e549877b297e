// mallinfo2 and malloc_zone_statistics return structs, which Swift cannot take from a symbol it
// looks up, and the C library's module map leaves their headers out: hence this file.
#include "CHeapUsage.h"
#include <stddef.h>

#if defined(__linux__)
#include <malloc.h>
#endif

#if defined(__GLIBC__)

long long heap_usage_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    // Small blocks from the arenas, plus the large ones each mapped on its own.
    return (long long)(info.uordblks + info.hblkhd);
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>

long long heap_usage_bytes_in_use(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return (long long)statistics.size_in_use;
}
#else
long long heap_usage_bytes_in_use(void) { return -1; }
#endif
