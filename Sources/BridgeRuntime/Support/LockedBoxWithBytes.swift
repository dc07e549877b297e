/// A value behind a lock, and bytes that never change, in one allocation; ``LockedBox`` is the
/// same with no bytes.
///
/// A request's data is kept as its JSON text, with the values parsed from it on first read under a
/// lock: one allocation per request, where an array of the text beside a box holding the lock would
/// be two. The value sits in a managed buffer's header, and its elements hold the mutex first, at
/// an address that does not move, then the bytes.
struct LockedBoxWithBytes<Value>: @unchecked Sendable {
    private let storage: Storage

    /// A box holding `value` and a copy of `bytes`.
    init(_ value: Value, bytes: UnsafeRawBufferPointer) {
        let words = Self.mutexWords + (bytes.count + 7) / 8
        storage = unsafeDowncast(
            Storage.create(minimumCapacity: words) { _ in Header(value: value, byteCount: bytes.count) }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { elements in
            UnsafeMutableRawPointer(elements).bindMemory(to: PlatformMutex.self, capacity: 1).initializeMutex()
            if let base = bytes.baseAddress {
                UnsafeMutableRawPointer(elements + Self.mutexWords).copyMemory(from: base, byteCount: bytes.count)
            }
        }
    }

    /// Runs `body` with the value and the bytes, holding the lock.
    func withLock<Result>(_ body: (inout Value, UnsafeRawBufferPointer) -> Result) -> Result {
        storage.withUnsafeMutablePointers { header, elements in
            let bytes = UnsafeRawBufferPointer(start: elements + Self.mutexWords, count: header.pointee.byteCount)
            return Self.mutex(in: elements).withLocked { body(&header.pointee.value, bytes) }
        }
    }

    /// The mutex, at the start of the elements.
    private static func mutex(in elements: UnsafeMutablePointer<UInt64>) -> UnsafeMutablePointer<PlatformMutex> {
        UnsafeMutableRawPointer(elements).assumingMemoryBound(to: PlatformMutex.self)
    }

    /// Whole 8-byte elements the mutex takes, at the start of the elements, where it is aligned.
    private static var mutexWords: Int { (MemoryLayout<PlatformMutex>.size + 7) / 8 }

    private struct Header {
        var value: Value
        let byteCount: Int
    }

    /// The value and the byte count in the header; the mutex, then the bytes, in the elements.
    private final class Storage: ManagedBuffer<Header, UInt64> {
        deinit {
            withUnsafeMutablePointerToElements { elements in LockedBoxWithBytes.mutex(in: elements).deinitializeMutex() }
        }
    }
}
