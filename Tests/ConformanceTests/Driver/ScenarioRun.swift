import BridgeRuntime
import Foundation
import GBGBridge

/// One run of a scenario against a fresh Swift host: each step in order, each check against what the
/// page and the app have seen, and at the end, nothing left unexpected (README, "Running a scenario").
@MainActor
final class ScenarioRun {
    /// The instant scenario time starts at (README, "Time").
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    let scenario: Scenario
    /// Scenario time: the host's clock, which only `time` steps move.
    let clock = BridgeManualClock(now: ScenarioRun.start)
    let app: AppDriver
    private var pattern: Pattern
    /// Every message the page received, as text and as JSON (nil when it is not JSON).
    private(set) var received: [(text: String, json: JSON?)] = []
    private var nextMessage = 0
    private var nextProblem = 0
    private var nextEvent = 0

    /// How many turns (see ``turn()``) a check waits for something that has not arrived yet.
    /// Counted in turns, not seconds: nothing the host does waits on real time, and a loaded
    /// machine slows the turns as much as the work they wait for.
    static let patience = 1_000

    init(_ scenario: Scenario) throws(ScenarioError) {
        self.scenario = scenario
        app = try AppDriver(scenario.host, options: try HostOptions.make(scenario.host.options, clock: clock))
        pattern = Pattern(version: GBGBridgeProtocol.version, environment: app.host.options.environment)
        app.transport.onDeliver = { [weak self] message in
            self?.received.append((message.text, try? JSONText.read(message.text)))
        }
    }

    /// Runs every step, then checks that nothing unexpected is left.
    func run() async throws {
        for (line, step) in scenario.steps {
            do {
                try await perform(step)
            } catch let mismatch as Mismatch {
                throw StepFailure(line: line, step: step, mismatch: mismatch, transcript: transcript)
            } catch let error as ScenarioError {
                throw StepFailure(
                    line: line, step: step, mismatch: Mismatch("the step cannot be carried out: \(error)"), transcript: transcript
                )
            }
        }
        await settle()
        if nextMessage < received.count {
            throw StepFailure(
                line: nil, step: nil,
                mismatch: Mismatch(
                    "the page received more than the scenario expects:\n"
                        + received[nextMessage...].map { "    \($0.text)" }.joined(separator: "\n")),
                transcript: transcript)
        }
        if nextProblem < app.observer.problems.count {
            throw StepFailure(
                line: nil, step: nil,
                mismatch: Mismatch(
                    "the host reported problems the scenario does not expect:\n"
                        + app.observer.problems[nextProblem...].map { "    \($0)" }.joined(separator: "\n")),
                transcript: transcript)
        }
        if nextEvent < app.observer.events.count {
            throw StepFailure(
                line: nil, step: nil,
                mismatch: Mismatch(
                    "the app got events the scenario does not expect:\n"
                        + app.observer.events[nextEvent...].map { "    \($0)" }.joined(separator: "\n")), transcript: transcript)
        }
    }

    private func perform(_ step: Step) async throws {
        switch step {
        case .page(let template):
            app.transport.post(JSONText.write(try pattern.resolve(template)))
        case .pageText(let text):
            app.transport.post(text)
        case .navigate:
            app.transport.navigate()
        case .fetch(let fetch):
            try check(fetch)
        case .app(let appStep):
            try app.perform(appStep)
        case .time(let milliseconds):
            // On the main actor, as this runs, the host answers what falls due before this returns.
            clock.advance(by: Double(milliseconds) / 1000)
        case .receive(let expected):
            guard await wait(for: { self.nextMessage < self.received.count }) else {
                throw Mismatch("expected \(expected), but the page received nothing")
            }
            let message = received[nextMessage]
            nextMessage += 1
            guard let json = message.json else {
                throw Mismatch("expected \(expected), received text that is not JSON: \(message.text)")
            }
            let differences = pattern.match(expected, json)
            if !differences.isEmpty { throw Mismatch(expected: expected, received: message.text, differences) }
            return
        case .receiveNothing:
            await settle()
            if nextMessage < received.count { throw Mismatch("expected nothing more, received \(received[nextMessage].text)") }
            return
        case .problem(let expected):
            try await next(expected, in: { self.app.observer.problems }, at: nextProblem, what: "problem")
            nextProblem += 1
            return
        case .appEvent(let expected):
            try await next(expected, in: { self.app.observer.events }, at: nextEvent, what: "event for the app")
            nextEvent += 1
            return
        case .pending(let expected):
            await settle()
            let pending = app.host.pendingRequests.map(\.correlationId)
            if pending != expected { throw Mismatch("expected pending requests \(expected), the app has \(pending)") }
            return
        case .history(let expected):
            await settle()
            let history = app.host.receivedMessages.map(\.correlationId)
            if history != expected { throw Mismatch("expected the history \(expected), the host keeps \(history)") }
            return
        case .recorded(let id, let expected):
            await settle()
            guard let message = app.host.receivedMessages.last(where: { $0.correlationId == id }) else {
                throw Mismatch("expected \(id) in the history, the host keeps \(app.host.receivedMessages.map(\.correlationId))")
            }
            let data = message.payload.data.map { JSON(JSONValue.object($0)) } ?? .null
            let differences = pattern.match(expected, data)
            if !differences.isEmpty {
                throw Mismatch("expected the data of \(id) in the history to be \(expected), it is \(data): \(differences)")
            }
            return
        }
        await settle()
    }

    /// Checks a blob fetch's status and, when the step gives one, its body.
    private func check(_ fetch: Step.BlobFetch) throws {
        guard let url = try pattern.resolve(fetch.url).stringValue else { throw ScenarioError("'fetch' must name a URL") }
        let response = app.transport.fetchBlob(url, origin: fetch.origin, isMainFrame: fetch.mainFrame)
        if response.status != fetch.status {
            throw Mismatch("expected the fetch of \(url) to get \(fetch.status), it got \(response.status)")
        }
        if let body = fetch.body, response.body.base64EncodedString() != body {
            throw Mismatch("expected the fetch of \(url) to bring \(body), it brought \(response.body.base64EncodedString())")
        }
    }

    /// Matches the next problem or event against the keys `expected` lists, waiting for it if need be.
    private func next(_ expected: JSON, in list: () -> [JSON], at index: Int, what: String) async throws {
        guard await wait(for: { index < list().count }) else { throw Mismatch("expected a \(what) \(expected), there was none") }
        let actual = list()[index]
        guard case .object(let members) = actual else { return }
        let listed = Set(expected.keys)
        let differences = pattern.match(expected, .object(members.filter { listed.contains($0.key) }))
        if !differences.isEmpty { throw Mismatch(expected: expected, received: actual.description, differences) }
    }

    /// Lets the host finish what it does without time passing: handlers, answers from other tasks.
    /// Done when three turns in a row change nothing the page or the app sees.
    func settle() async {
        var quietTurns = 0
        var seen = visibleState
        while quietTurns < 3 {
            await turn()
            let now = visibleState
            if now == seen { quietTurns += 1 } else { quietTurns = 0; seen = now }
        }
    }

    /// What the page and the app have seen so far, and the requests the app's handlers hold.
    private var visibleState: [Int] {
        [received.count, app.observer.problems.count, app.observer.events.count, app.holds.count]
    }

    /// Waits until `condition` holds, for at most `patience` turns; whether it does.
    private func wait(for condition: () -> Bool) async -> Bool {
        for _ in 0..<Self.patience where !condition() { await turn() }
        return condition()
    }

    /// One turn of everything the host may still be doing: the main actor runs what waits for it,
    /// and a task passes through the global executor, where a capability handler starts
    /// (`BridgeCapabilityHandler.handle` is not isolated). A turn waits for a busy executor rather
    /// than for a time, so that a machine that stalls the work stalls the wait as much.
    private func turn() async {
        for _ in 0..<5 { await Task.yield() }
        await Task.detached {}.value
    }

    /// Everything the page received so far, numbered, for failure reports.
    private var transcript: String {
        received.enumerated().map { "    \($0.offset + 1). \($0.element.text)" }.joined(separator: "\n")
    }
}
