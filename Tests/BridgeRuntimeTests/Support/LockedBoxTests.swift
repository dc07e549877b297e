import Testing

@testable import BridgeRuntime

/// The mutex sits in the elements of the buffer whose header holds the value: the value must be
/// shared by copies and safe from many threads.
@Suite struct LockedBoxTests {
    @Test func copiesShareTheValue() {
        let box = LockedBox("first")
        let copy = box
        copy.withLock { $0 = "second" }
        #expect(box.withLock { $0 } == "second")
    }

    @Test func concurrentUpdatesAreNotLost() async {
        let box = LockedBox(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { box.withLock { $0 += 1 } }
                }
            }
        }
        #expect(box.withLock { $0 } == 8_000)
    }
}
