import Testing

@testable import BridgeRuntime

/// The memory of recent answers: it keeps the last `capacity` answers, forgets the oldest first,
/// and finds the newest answer to a correlation ID the page reused.
@Suite struct RecentAnswersTests {
    @Test func forgetsTheOldestOnceFull() {
        var recent = RecentAnswers(capacity: 3)
        for index in 1...5 { recent.record("c\(index)", answer: .text("answer \(index)")) }
        #expect(recent.answer(for: "c1") == nil)
        #expect(recent.answer(for: "c2") == nil)
        #expect((3...5).map { recent.answer(for: "c\($0)") } == ["answer 3", "answer 4", "answer 5"].map(AnswerDescription.text))
    }

    @Test func keepsForgettingInOrderAroundTheRing() {
        var recent = RecentAnswers(capacity: 3)
        for index in 1...10 { recent.record("c\(index)", answer: .text("\(index)")) }
        #expect((1...7).allSatisfy { recent.answer(for: "c\($0)") == nil })
        #expect((8...10).map { recent.answer(for: "c\($0)") } == ["8", "9", "10"].map(AnswerDescription.text))
    }

    @Test func aReusedIDFindsItsNewestAnswer() {
        var recent = RecentAnswers(capacity: 3)
        recent.record("a", answer: "first")
        recent.record("b", answer: "b")
        recent.record("a", answer: "second")
        #expect(recent.answer(for: "a") == "second")
        #expect(recent.answer(for: "b") == "b")
        // Each answer takes its own entry: the next one pushes out the oldest, "b".
        recent.record("c", answer: "c")
        recent.record("d", answer: "d")
        #expect(recent.answer(for: "b") == nil)
        #expect(recent.answer(for: "a") == "second")
    }

    @Test func describesAnswersInWordsOnlyWhenAsked() {
        #expect(AnswerDescription.response(status: "success").description == "a success response")
        #expect(AnswerDescription.handlerResponse(status: "error").description == "the handler's error response")
        #expect(AnswerDescription.slotResult(status: "cancelled").description == "the slot's cancelled result")
        #expect(AnswerDescription.respondCall(status: "success").description == "respond(to:) with success")
        #expect(AnswerDescription.text("a TIMEOUT error").description == "a TIMEOUT error")
    }
}
