/// Bytes of text kept as they are, in one allocation: what a message keeps of its data.
///
/// A buffer of its own, not `[UInt8]`: making an array from bytes looks its generic storage type
/// up at run time, for every message. Sendable because the bytes never change.
@usableFromInline
struct TextBytes: @unchecked Sendable {
    @usableFromInline let storage: Storage

    /// A copy of `bytes`.
    init(copying bytes: UnsafeRawBufferPointer) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: bytes.count) { _ in bytes.count }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { elements in
            if let start = bytes.baseAddress, !bytes.isEmpty {
                UnsafeMutableRawPointer(elements).copyMemory(from: start, byteCount: bytes.count)
            }
        }
    }

    /// Runs `body` with the bytes.
    @inlinable
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        storage.withUnsafeMutablePointers { count, elements in body(UnsafeRawBufferPointer(start: elements, count: count.pointee))
        }
    }

    /// The byte count in the header, the bytes in the elements.
    @usableFromInline
    final class Storage: ManagedBuffer<Int, UInt8> {}
}
