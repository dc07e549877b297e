import Foundation
import Testing

@testable import BridgeRuntime

/// The outbox hands answers back in the order they were given, and asks for a drain task exactly
/// when no drain is already certain to come.
@Suite struct ReplyOutboxTests {
    private static func entry(_ id: String) -> ReplyOutbox.Entry {
        ReplyOutbox.Entry(correlationId: id, reply: BridgeReply(status: "success", data: nil, error: nil), earlierAnswer: nil)
    }

    private static func drain(_ outbox: ReplyOutbox) -> [String] {
        var taken: [String] = []
        while let entry = outbox.takeOldest() { taken.append(entry.correlationId) }
        return taken
    }

    @Test func answersComeOutInOrderAcrossBursts() {
        let outbox = ReplyOutbox()
        for id in ["a", "b", "c"] { _ = outbox.append(Self.entry(id)) }
        #expect(outbox.takeOldest()?.correlationId == "a")
        _ = outbox.append(Self.entry("d"))
        #expect(Self.drain(outbox) == ["b", "c", "d"])
        // Emptied, it starts again from the front.
        for id in ["e", "f"] { _ = outbox.append(Self.entry(id)) }
        #expect(Self.drain(outbox) == ["e", "f"])
    }

    @Test func aTaskIsAskedForOnlyWhenNoDrainIsComing() {
        let outbox = ReplyOutbox()
        #expect(outbox.append(Self.entry("a")))  // nobody is draining: start a task
        #expect(!outbox.append(Self.entry("b")))  // that task will drain this too
        #expect(Self.drain(outbox) == ["a", "b"])  // finding it empty ends the task's duty
        #expect(outbox.beginCovering() == false)  // nothing waiting
        #expect(!outbox.append(Self.entry("c")))  // the covering entry point drains it
        #expect(outbox.endCovering())  // "c" is waiting
        #expect(outbox.takeOldest()?.correlationId == "c")
        #expect(outbox.takeOldest() == nil)
        #expect(outbox.append(Self.entry("d")))  // covering over: a task again
    }

    /// An answer given on the owner's thread while an entry point covers the outbox, with nothing
    /// queued, may be sent at once; any other must queue, so that answers keep their order.
    @MainActor
    @Test func onlyAnAnswerThatCannotOvertakeAnotherSkipsTheQueue() {
        let outbox = ReplyOutbox()
        #expect(outbox.ownerTakingAnswersNow() == nil)  // no host
        let owner = RecordingOwner()
        outbox.owner = owner
        #expect(outbox.ownerTakingAnswersNow() == nil)  // no entry point would send it
        _ = outbox.beginCovering()
        #expect(outbox.ownerTakingAnswersNow() === owner)
        _ = outbox.append(Self.entry("a"))
        #expect(outbox.ownerTakingAnswersNow() == nil)  // "a" goes first
        #expect(outbox.takeOldest()?.correlationId == "a")
        #expect(outbox.ownerTakingAnswersNow() === owner)

        // Another thread, while the entry point runs: the answer queues.
        let fromAnotherThread = HandedOverResult()
        let done = DispatchSemaphore(value: 0)
        Thread {
            fromAnotherThread.set(outbox.ownerTakingAnswersNow() != nil)
            done.signal()
        }.start()
        done.wait()
        #expect(fromAnotherThread.value == false)
        #expect(!outbox.endCovering())
        #expect(outbox.ownerTakingAnswersNow() == nil)
    }
}

/// A host stand-in for the outbox's tests.
@MainActor
private final class RecordingOwner: ReplyOutbox.Owner {
    func _drainOutbox() {}
    func _answerClaimed(_ correlationId: String, with reply: BridgeReply) {}
    func _sendUpdate(_ correlationId: String, with reply: BridgeReply) {}
}

/// A flag one thread sets and another reads, after a semaphore orders them.
private final class HandedOverResult: @unchecked Sendable {
    private(set) var value: Bool?
    func set(_ value: Bool) { self.value = value }
}
