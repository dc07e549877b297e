import Testing
@testable import BridgeSpec

/// The event stream parses on another thread; what arrives must be exactly what the parser gives,
/// in order, and stopping early must neither hang nor leak the parser thread.
@Suite struct YAMLEventStreamTests {
    /// A mapping of `count` keys: about three events per key, so several batches.
    private func source(keys count: Int) -> SourceText {
        let text = (0..<count).map { "key\($0): value \($0)\n" }.joined()
        return SourceText(bytes: Array(text.utf8), path: "stream.yaml")
    }

    private func directEvents(_ source: SourceText) -> [YAMLEventStream.Step] {
        YAMLEventParser.parsing(source) { parser in
            var steps: [YAMLEventStream.Step] = []
            while true {
                let step = parser.next()
                steps.append(step)
                if case .success(.streamEnd) = step { return steps }
                if case .failure = step { return steps }
            }
        }
    }

    private func streamedEvents(_ source: SourceText) -> [YAMLEventStream.Step] {
        let stream = YAMLEventStream(source: source)
        defer { stream.close() }
        var steps: [YAMLEventStream.Step] = []
        var emptied: [YAMLEventStream.Step] = []
        // Every batch is given back emptied, as the reader does, so that later batches reuse them.
        while let batch = stream.nextSteps(recycling: consume emptied) {
            steps += batch
            emptied = batch
            emptied.removeAll(keepingCapacity: true)
        }
        return steps
    }

    @Test(arguments: [0, 1, 100, 1_000])
    func deliversTheParsersEventsInOrder(keys: Int) {
        let source = source(keys: keys)
        let streamed = streamedEvents(source)
        #expect(streamed == directEvents(source))
        #expect(streamed.count > keys * 2)
    }

    @Test func endsWithTheProblemThatStoppedTheParser() {
        let source = SourceText(bytes: Array("a: 1\nb: [unclosed\n".utf8), path: "broken.yaml")
        let streamed = streamedEvents(source)
        #expect(streamed == directEvents(source))
        guard case .failure? = streamed.last else {
            Issue.record("expected the stream to end with the parser's problem, got \(String(describing: streamed.last))")
            return
        }
    }

    @Test func stopsWhenTheConsumerCancels() {
        let stream = YAMLEventStream(source: source(keys: 100_000))
        let first = stream.nextSteps()
        #expect(first?.count == YAMLEventStream.batchSize)
        stream.cancel()
        stream.close()  // returns: the parser thread saw the cancellation
    }
}
