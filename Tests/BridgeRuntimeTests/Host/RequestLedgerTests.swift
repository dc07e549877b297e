import TestSupport
import Testing

@testable import BridgeRuntime

/// The request ledger on its own: each request opened within the limits, answered once, timed out
/// in arrival order, ended with the page; held requests kept in arrival order whatever ends first;
/// and how recent requests were answered remembered for the message a late answer gets.
@MainActor
@Suite struct RequestLedgerTests {
    private static func key(_ number: Int) -> BridgeWireKey { BridgeWireKey("id-\(number)") }

    /// Opens request `number`, for `capability`, with a gate unless it is held.
    @discardableResult
    private static func open(
        _ number: Int, in ledger: inout RequestLedger, capability: String = "nfc", bytes: Int = 10, held: Bool = false
    ) -> String? {
        ledger.open(
            key(number), action: "nfc.read", capability: capability, bytes: bytes, gate: held ? nil : BridgeAnswerGate(),
            holding: held ? HeldMessage(number) : nil, besides: 0)
    }

    /// The numbers of the held requests, in the order `pendingRequests` lists them.
    private static func held(in ledger: RequestLedger) -> [Int] {
        ledger.open.entries.compactMap { entry in entry.request.heldMessage.map { ($0 as! HeldMessage<Int>).message } }
    }

    @Test func aRequestIsAnsweredOnceAndItsAnswerRemembered() {
        var ledger = RequestLedger(options: BridgeHostOptions())
        #expect(Self.open(1, in: &ledger) == nil)
        #expect(ledger.isOpen(Self.key(1)))
        guard case .won = ledger.claim(Self.key(1), for: .handlerResponse(status: "success")) else {
            Issue.record("the first answer wins")
            return
        }
        guard case .lost(let earlier, let action) = ledger.claim(Self.key(1), for: .respondCall(status: "error")) else {
            Issue.record("a second answer loses")
            return
        }
        #expect(earlier == .handlerResponse(status: "success") && action == "nfc.read")
        let closed = ledger.close(Self.key(1), answeredWith: .response(status: "success"))
        #expect(closed?.action == "nfc.read" && !ledger.isOpen(Self.key(1)))
        #expect(ledger.close(Self.key(1), answeredWith: "again") == nil)
        guard case .notOpen(let remembered) = ledger.claim(Self.key(1), for: "late") else {
            Issue.record("a closed request is not open")
            return
        }
        #expect(remembered == .response(status: "success"))
        guard case .notOpen(nil) = ledger.claim(Self.key(2), for: "unknown") else {
            Issue.record("a request never opened is not open, and has no answer")
            return
        }
    }

    @Test func limitsRefuseWithTheirReasonAndCountNothing() {
        var options = BridgeHostOptions()
        options.maxOpenRequests = 3
        options.maxOpenRequestsPerCapability = 2
        options.maxHeldBytes = 1_000
        var ledger = RequestLedger(options: options)
        #expect(Self.open(1, in: &ledger, capability: "a") == nil)
        #expect(Self.open(2, in: &ledger, capability: "a") == nil)
        #expect(Self.open(3, in: &ledger, capability: "a")?.contains("maxOpenRequestsPerCapability") == true)
        #expect(Self.open(3, in: &ledger, capability: "b", bytes: 2_000)?.contains("maxHeldBytes") == true)
        #expect(Self.open(3, in: &ledger, capability: "b") == nil)
        #expect(Self.open(4, in: &ledger, capability: "b")?.contains("maxOpenRequests)") == true)
        #expect(ledger.open.count == 3 && ledger.usage.openBytes == 30)
        // A refused request's BUSY answer is remembered, for a late answer's message.
        guard case .notOpen(let remembered) = ledger.claim(Self.key(4), for: "late") else {
            Issue.record("a refused request is not open")
            return
        }
        #expect(remembered == "a BUSY error")
        // Closing one gives its share back.
        ledger.close(Self.key(1), answeredWith: "done")
        #expect(Self.open(4, in: &ledger, capability: "a") == nil)
    }

    @Test func heldRequestsKeepArrivalOrderWhateverEndsFirst() {
        var options = BridgeHostOptions()
        options.maxOpenRequests = 10_000
        options.maxOpenRequestsPerCapability = 10_000
        var ledger = RequestLedger(options: options)
        for number in 0..<1_000 { Self.open(number, in: &ledger, held: number % 3 != 0) }
        var expected = (0..<1_000).filter { $0 % 3 != 0 }
        #expect(ledger.heldCount == expected.count)
        var generator = SeededGenerator(seed: 5)
        for number in Array(0..<1_000).shuffled(using: &generator).prefix(900) {
            ledger.close(Self.key(number), answeredWith: "done")
            expected.removeAll { $0 == number }
            if number % 97 == 0 { #expect(Self.held(in: ledger) == expected) }
        }
        #expect(Self.held(in: ledger) == expected)
        #expect(ledger.heldCount == expected.count)
        Self.open(1_000, in: &ledger, held: true)
        #expect(Self.held(in: ledger) == expected + [1_000])
    }

    @Test func overdueRequestsComeInArrivalOrderSkippingThoseThatEnded() {
        var options = BridgeHostOptions()
        options.requestTimeout = 0
        var ledger = RequestLedger(options: options)
        for number in 0..<5 { Self.open(number, in: &ledger, held: number.isMultiple(of: 2)) }
        ledger.close(Self.key(1), answeredWith: "done")
        ledger.close(Self.key(2), answeredWith: "done")
        var overdue: [BridgeWireKey] = []
        while case .request(let key, _) = ledger.nextOverdue(now: .max) {
            overdue.append(key)
            ledger.close(key, answeredWith: "a TIMEOUT error")
        }
        #expect(overdue == [0, 3, 4].map(Self.key))
        guard case .none = ledger.nextOverdue(now: .max) else {
            Issue.record("no deadline is left")
            return
        }
    }

    @Test func nothingIsOverdueBeforeItsDeadline() {
        var options = BridgeHostOptions()
        options.requestTimeout = 30
        var ledger = RequestLedger(options: options)
        Self.open(1, in: &ledger)
        guard case .notBefore(let deadline) = ledger.nextOverdue(now: 0) else {
            Issue.record("the deadline is 30 s away")
            return
        }
        guard case .request(let key, _) = ledger.nextOverdue(now: deadline) else {
            Issue.record("the request is overdue at its deadline")
            return
        }
        #expect(key == Self.key(1))
        var forever = BridgeHostOptions()
        forever.requestTimeout = nil
        var waiting = RequestLedger(options: forever)
        Self.open(1, in: &waiting)
        guard case .none = waiting.nextOverdue(now: .max) else {
            Issue.record("a request that waits for ever has no deadline")
            return
        }
    }

    @Test func endingEverythingReturnsTheRequestsAndRemembersTheNewest() throws {
        var options = BridgeHostOptions()
        options.maxOpenRequests = 10_000
        options.maxOpenRequestsPerCapability = 10_000
        var ledger = RequestLedger(options: options)
        let count = ledger.recentAnswers.capacity + 100
        for number in 0..<count { Self.open(number, in: &ledger, held: number.isMultiple(of: 2)) }
        for number in stride(from: 1, to: count, by: 7) { ledger.close(Self.key(number), answeredWith: "done") }
        let stillOpen = ledger.open.entries.map(\.key)
        let ended = ledger.endAll(answeredWith: "nothing: the page went away")
        #expect(ended.entries.map(\.key) == stillOpen)
        #expect(ledger.open.count == 0 && ledger.heldCount == 0 && ledger.usage.openBytes == 0)
        guard case .none = ledger.nextOverdue(now: .max) else {
            Issue.record("no deadline is left")
            return
        }
        // The newest requests ended are remembered; the oldest were pushed out.
        let newest = try #require(stillOpen.last)
        guard case .notOpen(let answer) = ledger.claim(newest, for: "late") else { return }
        #expect(answer == "nothing: the page went away")
        guard case .notOpen(let forgotten) = ledger.claim(Self.key(0), for: "late") else { return }
        #expect(forgotten == nil)
    }
}
