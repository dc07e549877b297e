import Dispatch

/// libyaml's events for a source, parsed on a thread of its own while the caller consumes them.
///
/// libyaml's parsing is about half of reading a large spec and the tree building the other half;
/// neither needs the other's thread, so they overlap. Events travel in batches, so a lock is taken
/// once per batch rather than once per event, and at most `maximumQueuedBatches` wait at a time: a
/// parser far ahead of the tree would hold a huge file's every event in memory, and a reader that
/// stops early (a problem, a hostile `[[[[…`) would find a mountain of work already done.
///
/// The stream ends after the first problem or the end of the stream. A caller that stops early
/// calls `cancel()`; either way `close()` waits for the parser thread to finish, so the C parser
/// never outlives the read. The parser runs on a thread of its own (`DetachedThread`) rather than a
/// Dispatch queue: the caller blocks waiting for it, and blocking a pool thread on work queued to the
/// same pool can starve it.
final class YAMLEventStream: @unchecked Sendable {
    /// An event, or the problem that ended parsing.
    typealias Step = Result<YAMLEvent, YAMLSyntaxProblem>

    /// Events per batch: large enough that handing over costs little per event, small enough that
    /// the consumer starts at once.
    static let batchSize = 256
    /// Batches the parser may have waiting before it waits for the consumer: about 1 MB of events,
    /// enough that it rarely waits.
    static let maximumQueuedBatches = 32

    /// Guards `queue`, `spareBatches`, `isFinished` and `isCancelled`, and signals changes to them.
    private let condition = Lock()
    private var queue: [[Step]] = []
    /// Emptied batches the consumer gave back, for the parser to fill again rather than allocate.
    private var spareBatches: [[Step]] = []
    /// How many batches the parser filled again, for tests.
    private var reusedBatches = 0
    /// Whether the parser has handed over its last batch (or stopped because of a cancellation).
    private var isFinished = false
    private var isCancelled = false
    /// Signalled once when the parser thread is done and the C parser is freed.
    private let parserDone = DispatchSemaphore(value: 0)

    /// Starts parsing `source` on a thread of its own.
    init(source: SourceText) {
        DetachedThread.start { [self] in
            produce(source)
            parserDone.signal()
        }
    }

    /// The next batch of events, in order; nil once every event has been taken. Without `waiting`,
    /// an empty batch when the parser has none ready yet.
    ///
    /// `emptied`, a batch the caller has taken every event out of, is kept for the parser to reuse.
    func nextSteps(recycling emptied: consuming [Step] = [], waiting: Bool = true) -> [Step]? {
        condition.lock()
        defer { condition.unlock() }
        if emptied.isEmpty && emptied.capacity >= Self.batchSize && spareBatches.count < Self.maximumQueuedBatches {
            spareBatches.append(emptied)
        }
        while queue.isEmpty && !isFinished {
            guard waiting else { return [] }
            condition.wait()
        }
        guard !queue.isEmpty else { return nil }
        let batch = queue.removeFirst()  // at most `maximumQueuedBatches` to shift
        condition.broadcast()  // the parser may be waiting for room
        return batch
    }

    /// How many batches the parser has filled again instead of allocating new ones.
    var reusedBatchCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return reusedBatches
    }

    /// Stops parsing at the next batch, for a caller that needs no more.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the parser thread has finished and freed the C parser. Call it once.
    func close() {
        parserDone.wait()
    }

    private func produce(_ source: SourceText) {
        YAMLEventParser.parsing(source) { parser in produce(with: parser) }
    }

    private func produce(with parser: YAMLEventParser) {
        var batch: [Step] = []
        batch.reserveCapacity(Self.batchSize)
        var ended = false
        while !ended {
            let step = parser.next()
            switch step {
            case .success(.streamEnd), .failure: ended = true
            case .success: break
            }
            batch.append(step)
            if batch.count == Self.batchSize || ended {
                guard let next = hand(over: batch, isLast: ended) else { return }
                batch = next
            }
        }
    }

    /// Hands a batch to the consumer, waiting while the queue is full, and returns an empty batch to
    /// fill next; nil when the consumer has cancelled.
    private func hand(over batch: [Step], isLast: Bool) -> [Step]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.maximumQueuedBatches && !isCancelled { condition.wait() }
        guard !isCancelled else {
            isFinished = true
            condition.broadcast()
            return nil
        }
        queue.append(batch)
        isFinished = isLast
        condition.broadcast()
        if var spare = spareBatches.popLast() {
            spare.removeAll(keepingCapacity: true)
            reusedBatches += 1
            return spare
        }
        var fresh: [Step] = []
        fresh.reserveCapacity(Self.batchSize)
        return fresh
    }
}
