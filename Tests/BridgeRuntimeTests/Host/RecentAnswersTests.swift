import Testing
@testable import BridgeRuntime

/// The memory of recent answers: it keeps the last `capacity` correlation IDs, forgets the oldest
/// first, and an ID answered again does not push another one out.
@Suite struct RecentAnswersTests {
    @Test func forgetsTheOldestOnceFull() {
        var recent = RecentAnswers(capacity: 3)
        for index in 1...5 { recent.record("c\(index)", answer: "answer \(index)") }
        #expect(recent.answer(for: "c1") == nil)
        #expect(recent.answer(for: "c2") == nil)
        #expect((3...5).map { recent.answer(for: "c\($0)") } == ["answer 3", "answer 4", "answer 5"])
    }

    @Test func keepsForgettingInOrderAroundTheRing() {
        var recent = RecentAnswers(capacity: 3)
        for index in 1...10 { recent.record("c\(index)", answer: "\(index)") }
        #expect((1...7).allSatisfy { recent.answer(for: "c\($0)") == nil })
        #expect((8...10).map { recent.answer(for: "c\($0)") } == ["8", "9", "10"])
    }

    @Test func aSecondAnswerToTheSameIDUpdatesItWithoutTakingRoom() {
        var recent = RecentAnswers(capacity: 2)
        recent.record("a", answer: "first")
        recent.record("b", answer: "b")
        recent.record("a", answer: "second")
        #expect(recent.answer(for: "a") == "second")
        #expect(recent.answer(for: "b") == "b")
        recent.record("c", answer: "c")
        #expect(recent.answer(for: "a") == nil)
        #expect(recent.answer(for: "b") == "b")
    }
}
