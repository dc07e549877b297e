@testable import BridgeRuntime
import Testing

/// The mutex and the bytes share the elements of one buffer: the bytes must come back exactly,
/// whatever their length, and the value must be shared by copies and safe from many threads.
@Suite struct LockedBoxWithBytesTests {
    @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 65, 1_000])
    func keepsTheBytesExactly(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        let box = bytes.withUnsafeBytes { LockedBoxWithBytes(0, bytes: $0) }
        #expect(box.withLock { _, kept in Array(kept) } == bytes)
    }

    @Test func copiesShareTheValue() {
        let box = LockedBoxWithBytes("first", bytes: UnsafeRawBufferPointer(start: nil, count: 0))
        let copy = box
        copy.withLock { value, _ in value = "second" }
        #expect(box.withLock { value, _ in value } == "second")
    }

    @Test func concurrentUpdatesAreNotLost() async {
        let box = [UInt8](repeating: 1, count: 40).withUnsafeBytes { LockedBoxWithBytes(0, bytes: $0) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { box.withLock { value, bytes in value += Int(bytes[0]) } }
                }
            }
        }
        #expect(box.withLock { value, _ in value } == 8_000)
    }
}
