/// Times our work and its baseline in alternating rounds, so both see the same machine: on a
/// shared 2-core box, load from other processes comes and goes, and timing one side first and the
/// other later would attribute that drift to the code.
struct PairedTiming {
    /// Rounds per side; each round times `batch` operations and records the time per operation.
    var rounds: Int
    /// Operations per round, enough to make a round last well above the clock's resolution.
    var batch: Int
    /// Untimed operations per side before the first round: caches, lazy globals, allocator pools.
    var warmup: Int = 2
    /// Skips the baselines, for running our side alone under a profiler (`--ours-only`).
    nonisolated(unsafe) static var oursOnly = false

    /// Times `ours` and `baseline` in alternating rounds, swapping which goes first every round.
    func run(ours: () throws -> Void, baseline: () throws -> Void) rethrows -> (ours: Statistics, baseline: Statistics) {
        for _ in 0..<warmup {
            try ours()
            try baseline()
        }
        var oursSamples: [Double] = []
        var baselineSamples: [Double] = []
        for round in 0..<rounds {
            if round % 2 == 0 {
                oursSamples.append(try time(ours))
                baselineSamples.append(Self.oursOnly ? 1 : try time(baseline))
            } else {
                baselineSamples.append(Self.oursOnly ? 1 : try time(baseline))
                oursSamples.append(try time(ours))
            }
        }
        return (Statistics(oursSamples), Statistics(baselineSamples))
    }

    /// The async form, for work that waits for the main actor to run a handler.
    @MainActor
    func run(
        ours: () async throws -> Void, baseline: () async throws -> Void
    ) async rethrows -> (ours: Statistics, baseline: Statistics) {
        for _ in 0..<warmup {
            try await ours()
            try await baseline()
        }
        var oursSamples: [Double] = []
        var baselineSamples: [Double] = []
        for round in 0..<rounds {
            if round % 2 == 0 {
                oursSamples.append(try await time(ours))
                baselineSamples.append(Self.oursOnly ? 1 : try await time(baseline))
            } else {
                baselineSamples.append(Self.oursOnly ? 1 : try await time(baseline))
                oursSamples.append(try await time(ours))
            }
        }
        return (Statistics(oursSamples), Statistics(baselineSamples))
    }

    private func time(_ work: () throws -> Void) rethrows -> Double {
        let start = nanosecondsNow()
        for _ in 0..<batch { try work() }
        return Double(nanosecondsNow() - start) / Double(batch)
    }

    @MainActor
    private func time(_ work: () async throws -> Void) async rethrows -> Double {
        let start = nanosecondsNow()
        for _ in 0..<batch { try await work() }
        return Double(nanosecondsNow() - start) / Double(batch)
    }
}
