// The bytes this process has allocated with malloc and not freed, for tests that measure what
// the host holds (TestSupport's HeapUsage). -1 where the platform does not say.
#ifndef C_HEAP_USAGE_H
#define C_HEAP_USAGE_H

long long heap_usage_bytes_in_use(void);

#endif
