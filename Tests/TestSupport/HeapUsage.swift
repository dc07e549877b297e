import CHeapUsage

/// The bytes this process has allocated with `malloc` and not freed: what it holds, unlike its
/// resident size, which keeps pages the allocator has not given back. For a test in a process of
/// its own (an exit test), where nothing else allocates meanwhile.
public enum HeapUsage {
    /// The bytes in use now; nil where the platform does not say.
    public static func bytesInUse() -> Int? {
        let bytes = heap_usage_bytes_in_use()
        return bytes < 0 ? nil : Int(bytes)
    }
}
