/// The summary of repeated timings of one piece of work, in nanoseconds per operation.
struct Statistics: Codable, Sendable {
    /// The fastest round: the least disturbed by other processes on a shared machine.
    var min: Double
    /// The middle round.
    var median: Double
    /// How many rounds were timed.
    var rounds: Int

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        min = sorted.first ?? 0
        median =
            sorted.isEmpty
            ? 0
            : sorted.count % 2 == 1
                ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        rounds = sorted.count
    }
}
