// Counts heap allocations made by this process and tracks the bytes in use, with their peak, by
// interposing malloc and friends (the executable's definitions take precedence over glibc's).
#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Counters since the last start.
typedef struct {
    /// Calls to malloc, calloc, realloc (of a new block or a resize) and the aligned allocators.
    int64_t allocations;
    /// Usable bytes allocated minus usable bytes freed since the start.
    int64_t bytesInUse;
    /// The highest `bytesInUse` reached since the start.
    int64_t peakBytesInUse;
} AllocationCounts;

/// Whether this process's malloc is the counting one (false on platforms other than glibc).
int allocation_counter_is_active(void);
/// Zeroes the counters and starts counting; `bytesInUse` and the peak count from here. Counting is
/// off until then, so that timings are of the plain allocator.
void allocation_counter_start(void);
/// Stops counting; the counters keep their values.
void allocation_counter_stop(void);
/// The counters now.
AllocationCounts allocation_counter_read(void);

#endif
