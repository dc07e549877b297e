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

    private func streamedEvents(_ source: SourceText) -> (steps: [YAMLEventStream.Step], reused: Int) {
        let stream = YAMLEventStream(source: source)
        var steps: [YAMLEventStream.Step] = []
        var emptied: [YAMLEventStream.Step] = []
        // Every batch is given back emptied, as the reader does, so that later batches reuse them.
        while var batch = stream.nextSteps(recycling: consume emptied) {
            steps += batch
            batch.removeAll(keepingCapacity: true)
            emptied = consume batch
        }
        stream.close()
        return (steps, stream.reusedBatchCount)
    }

    @Test(arguments: [0, 1, 100, 1_000])
    func deliversTheParsersEventsInOrder(keys: Int) {
        let source = source(keys: keys)
        let streamed = streamedEvents(source).steps
        #expect(streamed == directEvents(source))
        #expect(streamed.count > keys * 2)
    }

    @Test func fillsTheBatchesItIsGivenBackAgain() {
        // Far more batches than may wait at once, so the parser must wait for the reader and then
        // finds the batches it gave back.
        let source = source(keys: 20_000)
        let streamed = streamedEvents(source)
        #expect(streamed.steps == directEvents(source))
        #expect(streamed.reused > 0)
    }

    @Test func endsWithTheProblemThatStoppedTheParser() {
        let source = SourceText(bytes: Array("a: 1\nb: [unclosed\n".utf8), path: "broken.yaml")
        let streamed = streamedEvents(source).steps
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
