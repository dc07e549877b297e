// glibc exports its allocator under __libc_* names, so these definitions can forward to it without
// dlsym (which itself allocates). Sizes are the usable sizes malloc_usable_size reports, so frees
// subtract exactly what allocations added. Atomics with relaxed order: the counters are statistics.
#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

static _Atomic int64_t allocations;
static _Atomic int64_t bytesInUse;
static _Atomic int64_t peakBytesInUse;
// Off outside measurements, so that timings do not include the counting.
static _Atomic int counting;

static void *counted(void *pointer) {
    if (pointer && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        int64_t size = (int64_t)malloc_usable_size(pointer);
        int64_t now = atomic_fetch_add_explicit(&bytesInUse, size, memory_order_relaxed) + size;
        int64_t peak = atomic_load_explicit(&peakBytesInUse, memory_order_relaxed);
        while (now > peak && !atomic_compare_exchange_weak_explicit(&peakBytesInUse, &peak, now,
                                                                    memory_order_relaxed, memory_order_relaxed)) {}
    }
    return pointer;
}

static void uncounted(void *pointer) {
    if (pointer && atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_sub_explicit(&bytesInUse, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
    }
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }
void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }
void free(void *pointer) {
    uncounted(pointer);
    __libc_free(pointer);
}
void *realloc(void *pointer, size_t size) {
    uncounted(pointer);
    return counted(__libc_realloc(pointer, size));
}
void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }
void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
    void *pointer = memalign(alignment, size);
    if (!pointer && size) return ENOMEM;
    *out = pointer;
    return 0;
}

int allocation_counter_is_active(void) { return 1; }
void allocation_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&bytesInUse, 0);
    atomic_store(&peakBytesInUse, 0);
    atomic_store(&counting, 1);
}
void allocation_counter_stop(void) { atomic_store(&counting, 0); }
AllocationCounts allocation_counter_read(void) {
    AllocationCounts counts = {atomic_load(&allocations), atomic_load(&bytesInUse), atomic_load(&peakBytesInUse)};
    return counts;
}
#else
int allocation_counter_is_active(void) { return 0; }
void allocation_counter_start(void) {}
void allocation_counter_stop(void) {}
AllocationCounts allocation_counter_read(void) {
    AllocationCounts counts = {0, 0, 0};
    return counts;
}
#endif
