import Glibc

/// Monotonic nanoseconds, straight from clock_gettime: no allocation, no Foundation.
@inline(__always)
func nanosecondsNow() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
