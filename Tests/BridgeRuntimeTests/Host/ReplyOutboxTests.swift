@testable import BridgeRuntime
import Testing

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
        #expect(outbox.endCovering()?.correlationId == "c")
        #expect(outbox.takeOldest() == nil)
        #expect(outbox.append(Self.entry("d")))  // covering over: a task again
    }
}
