import Dispatch
import Foundation

/// libyaml's events for a source, parsed on another thread while the caller consumes them.
///
/// libyaml's parsing is about half of reading a large spec and the tree building the other half;
/// neither needs the other's thread, so they overlap. Events travel in batches, so a lock is taken
/// once per batch rather than once per event. The stream ends after the first problem or the end of
/// the stream. A caller that stops early calls `cancel()`; either way `close()` waits for the parser
/// thread to finish, so the C parser never outlives the read.
final class YAMLEventStream: @unchecked Sendable {
    /// An event, or the problem that ended parsing.
    typealias Step = Result<YAMLEvent, YAMLSyntaxProblem>

    /// Events per batch: large enough that handing over costs little per event, small enough that
    /// the consumer starts at once.
    static let batchSize = 256

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var batches: [[Step]] = []
    private var nextBatch = 0
    private var isFinished = false
    private var isCancelled = false
    private let done = DispatchGroup()

    /// Starts parsing `source` on another thread.
    init(source: SourceText) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            produce(source)
            done.leave()
        }
    }

    /// The next batch of events, in order; nil once every event has been taken.
    func nextSteps() -> [Step]? {
        condition.lock()
        defer { condition.unlock() }
        while nextBatch == batches.count && !isFinished { condition.wait() }
        guard nextBatch < batches.count else { return nil }
        let batch = batches[nextBatch]
        batches[nextBatch] = []  // the consumer owns it now; drop the channel's copy
        nextBatch += 1
        return batch
    }

    /// Stops parsing at the next event, for a caller that needs no more.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.unlock()
    }

    /// Waits until the parser thread has finished and freed the C parser.
    func close() {
        done.wait()
    }

    private func produce(_ source: SourceText) {
        let parser = YAMLEventParser(source: source)
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
                guard hand(over: batch, isLast: ended) else { return }
                batch.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Hands a batch to the consumer; false when the consumer has cancelled.
    private func hand(over batch: [Step], isLast: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !isCancelled else {
            isFinished = true
            condition.broadcast()
            return false
        }
        batches.append(batch)
        isFinished = isLast
        condition.broadcast()
        return true
    }
}
