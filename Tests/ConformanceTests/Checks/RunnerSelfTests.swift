import Testing

/// The runner fails a host that does not do what a scenario says, at the step that shows it: each
/// scenario here is wrong about the Swift host on purpose.
@MainActor
@Suite struct RunnerSelfTests {
    static let query =
        #"{"page":{"version":"1.1","correlationId":"q1","type":"request","timestamp":1,"payload":{"action":"capability.query","data":{}}}}"#

    /// Runs the scenario of `lines` and returns where and why it failed; nil if it passed.
    func failure(_ lines: [String]) async throws -> StepFailure? {
        let text = (#"{"scenario":"wrong","description":"Wrong on purpose."}"# + "\n" + lines.joined(separator: "\n")) + "\n"
        let scenario = try #require(ScenarioLibrary.parse(text, name: "self-test.jsonl").first)
        try #require(scenario.brokenBecause == nil, "\(scenario.brokenBecause ?? "")")
        let run = try ScenarioRun(scenario)
        defer { run.app.host.detach() }
        do {
            try await run.run()
            return nil
        } catch let failure as StepFailure {
            return failure
        }
    }

    @Test func aDifferentMessageFailsItsReceiveStep() async throws {
        let failure = try await failure([
            Self.query,
            #"{"receive":{"version":"$version","correlationId":"q1","type":"response","timestamp":"$timestamp","payload":"$any"}}"#,
            Self.query.replacingOccurrences(of: "q1", with: "q2"),
            #"{"receive":{"version":"$version","correlationId":"q2","type":"response","timestamp":"$timestamp","payload":{"action":"capability.query","status":"error"}}}"#,
        ])
        #expect(failure?.line == 5)
        #expect(failure?.description.contains("payload.data: unexpected") == true, "\(failure?.description ?? "")")
        #expect(failure?.description.contains("payload.status: expected \"error\", received \"success\"") == true)
    }

    @Test func aMessageNobodyExpectsFailsTheScenario() async throws {
        let failure = try await failure([Self.query])
        #expect(failure?.line == nil)
        #expect(failure?.description.contains("the page received more than the scenario expects") == true)
        #expect(try await self.failure([Self.query, #"{"receiveNothing":true}"#])?.line == 3)
    }

    @Test func aProblemNobodyExpectsFailsTheScenario() async throws {
        let failure = try await failure([#"{"app":"respond","request":"nobody","status":"success"}"#])
        #expect(failure?.description.contains("the host reported problems the scenario does not expect") == true)
        #expect(failure?.description.contains("droppedAnswer") == true)
    }

    @Test func aMissingProblemOrEventFailsItsStep() async throws {
        #expect(try await failure([#"{"problem":{"kind":"timedOut"}}"#])?.line == 2)
        let event =
            #"{"page":{"version":"1.1","correlationId":"e1","type":"event","timestamp":1,"payload":{"action":"journey.started","data":{}}}}"#
        #expect(try await failure([event, #"{"appEvent":{"name":"journey.started","typed":false}}"#])?.line == 3)
        #expect(try await failure([event])?.description.contains("the app got events the scenario does not expect") == true)
    }

    @Test func distinctIDPlaceholdersNeedDistinctIDs() async throws {
        let send = #"{"app":"send","event":"host.background"}"#
        let receive =
            #"{"receive":{"version":"$version","correlationId":"$id:NAME","type":"event","timestamp":"$timestamp","payload":{"action":"host.background","data":{}}}}"#
        #expect(
            try await failure([
                send, send, receive.replacingOccurrences(of: "NAME", with: "a"),
                receive.replacingOccurrences(of: "NAME", with: "b"),
            ]) == nil)
        let same = try await failure([
            send, send, receive.replacingOccurrences(of: "NAME", with: "a"), receive.replacingOccurrences(of: "NAME", with: "a"),
        ])
        #expect(same?.line == 5)
    }

    @Test func pendingHistoryAndRecordedDataAreCompared() async throws {
        let ask =
            #"{"page":{"version":"1.1","correlationId":"p1","type":"request","timestamp":1,"payload":{"action":"consent.ask","data":{}}}}"#
        #expect(try await failure([ask, #"{"pending":[]}"#])?.line == 3)
        #expect(try await failure([ask, #"{"history":["p2"]}"#])?.line == 3)
        #expect(try await failure([ask, #"{"recorded":"p1","data":{}}"#]) == nil)
        #expect(try await failure([ask, #"{"recorded":"p1","data":{"reason":"$string"}}"#])?.line == 3)
        #expect(try await failure([ask, #"{"recorded":"p2","data":{}}"#])?.line == 3)
    }

    /// Scenario time is exact: a request is answered `TIMEOUT` at its deadline (30 s by default),
    /// a millisecond early is wrong, and so is nothing at the deadline.
    @Test func timeoutsAreExpectedAtTheirDeadlineExactly() async throws {
        let ask =
            #"{"page":{"version":"1.1","correlationId":"t1","type":"request","timestamp":1,"payload":{"action":"consent.ask","data":{}}}}"#
        let timeout =
            #"{"receive":{"version":"$version","correlationId":"t1","type":"response","timestamp":1700000030000,"payload":{"action":"consent.ask","status":"error","error":{"code":"TIMEOUT","message":"$string","recoverable":true}}}}"#
        let timedOut = #"{"problem":{"kind":"timedOut","correlationId":"t1"}}"#
        #expect(try await failure([ask, #"{"time":29999}"#, timeout])?.line == 4)
        #expect(try await failure([ask, #"{"time":30000}"#, #"{"receiveNothing":true}"#])?.line == 4)
        #expect(try await failure([ask, #"{"time":29999}"#, #"{"time":1}"#, timeout, timedOut]) == nil)
        #expect(try await failure([ask, #"{"time":45000}"#, timeout, timedOut]) == nil)
    }
}
