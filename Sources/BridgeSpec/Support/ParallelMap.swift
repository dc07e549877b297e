import Dispatch

extension RandomAccessCollection where Index == Int, Self: Sendable {
    /// The results of `transform` for every element, in order, computed on all cores.
    ///
    /// The generator's work for a large spec is thousands of independent types, each read,
    /// translated and rendered on its own; with every core at it the build waits that much less. The
    /// results are the same, in the same order, as `map(transform)`: output stays deterministic.
    ///
    /// Call it from one thread at a time and not from inside `transform`: nested, Dispatch runs the
    /// inner work on the calling thread alone.
    package func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let results = UncheckedSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: count) { offset in
                // Each iteration writes only its own slot, so the writes never overlap.
                (results.buffer.baseAddress! + offset).initialize(to: transform(self[startIndex + offset]))
            }
            initializedCount = count
        }
    }

    /// The elements in consecutive slices of at most `size`, in order: pieces of work large enough
    /// that handing them to a thread costs little next to the work itself.
    package func slices(ofAtMost size: Int) -> [SubSequence] {
        stride(from: startIndex, to: endIndex, by: Swift.max(1, size)).map { start in
            self[start..<Swift.min(start + Swift.max(1, size), endIndex)]
        }
    }
}

/// A buffer that concurrent iterations write to, each at its own offset.
private struct UncheckedSendableBuffer<T: Sendable>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
