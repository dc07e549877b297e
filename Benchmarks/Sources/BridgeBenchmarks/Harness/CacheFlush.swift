/// Emptying the processor's caches before a timed part, for benchmarks whose work in an app runs
/// long after its data was last touched.
enum CacheFlush {
    /// Larger than the last-level cache of any machine the benchmarks run on.
    private static let size = 128 << 20
    nonisolated(unsafe) private static var buffer = [UInt8](repeating: 0, count: size)
    nonisolated(unsafe) private static var round: UInt8 = 0

    /// Writes every cache line of a buffer larger than the caches, so nothing touched before stays.
    static func evictCaches() {
        round &+= 1
        let value = round
        buffer.withUnsafeMutableBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                bytes[offset] = value
                offset += 64
            }
        }
    }
}
