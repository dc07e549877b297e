import AllocationCounter

/// What one run of some work allocated, from the malloc interposer in AllocationCounter.
struct AllocationReport: Codable, Sendable {
    /// Heap allocations (malloc, calloc, realloc, aligned allocations).
    var allocations: Int
    /// The highest number of bytes in use above what was in use when the work started.
    var peakBytes: Int
    /// Bytes still in use when the work returned, above the start: what it kept, such as its output.
    var retainedBytes: Int

    /// Runs `work` once and reports its allocations; nil where the interposer is not active.
    static func measure<T>(_ work: () throws -> T) rethrows -> (AllocationReport?, T) {
        guard allocation_counter_is_active() != 0 else { return (nil, try work()) }
        allocation_counter_start()
        let result = try work()
        let counts = allocation_counter_read()
        allocation_counter_stop()
        let report = AllocationReport(
            allocations: Int(counts.allocations), peakBytes: Int(counts.peakBytesInUse), retainedBytes: Int(counts.bytesInUse))
        return (report, result)
    }

    /// The async form.
    @MainActor
    static func measure<T>(_ work: () async throws -> T) async rethrows -> (AllocationReport?, T) {
        guard allocation_counter_is_active() != 0 else { return (nil, try await work()) }
        allocation_counter_start()
        let result = try await work()
        let counts = allocation_counter_read()
        allocation_counter_stop()
        let report = AllocationReport(
            allocations: Int(counts.allocations), peakBytes: Int(counts.peakBytesInUse), retainedBytes: Int(counts.bytesInUse))
        return (report, result)
    }
}
