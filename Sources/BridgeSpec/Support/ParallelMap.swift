import Dispatch

extension RandomAccessCollection where Index == Int, Self: Sendable {
    /// The results of `transform` for every element, in order, computed on all cores.
    ///
    /// The generator's work for a large spec is thousands of independent types, each read,
    /// translated and rendered on its own; with every core at it the build waits that much less. The
    /// results are the same, in the same order, as `map(transform)`: output stays deterministic.
    ///
    /// Concurrent calls are safe but share the same cores. Calling it from inside `transform` is
    /// safe too, but Dispatch then runs the inner work on the calling thread alone: hand the pool
    /// all the pieces at once instead.
    package func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let results = UncheckedSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: count) { offset in
                // Each iteration writes only its own slot, so the writes never overlap.
                (results.buffer.baseAddress! + offset).initialize(to: transform(self[index(startIndex, offsetBy: offset)]))
            }
            initializedCount = count
        }
    }

    /// The elements in consecutive slices of at most `size`, in order: pieces of work large enough
    /// that handing them to a thread costs little next to the work itself.
    package func slices(ofAtMost size: Int) -> [SubSequence] {
        let size = Swift.max(1, size)
        return stride(from: 0, to: count, by: size).map { offset in
            let start = index(startIndex, offsetBy: offset)
            return self[start..<index(start, offsetBy: Swift.min(size, count - offset))]
        }
    }
}

/// A buffer that concurrent iterations write to, each at its own offset.
private struct UncheckedSendableBuffer<T: Sendable>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
