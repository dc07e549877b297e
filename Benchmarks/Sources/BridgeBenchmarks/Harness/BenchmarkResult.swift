/// One benchmark's figures from one run: ours, the baseline's, and their ratio against a target.
struct BenchmarkResult: Encodable, Sendable {
    /// A stable name, used by `--filter` and in the JSON.
    var name: String
    /// The target this benchmark checks, if any.
    var target: Int?
    /// What our side measures.
    var ours: String
    /// What the baseline measures; nil for figures reported without a baseline.
    var baseline: String?
    /// The unit the timings are shown in: "ms", "µs" or "s".
    var unit: String
    /// Our timings, in nanoseconds per operation.
    var oursTime: Statistics
    /// The baseline's timings, in nanoseconds per operation.
    var baselineTime: Statistics?
    /// Our best time over the baseline's best time (ours ÷ baseline, best of all rounds of each):
    /// what the targets are judged on, since on a shared machine other work only ever adds time.
    var ratio: Double?
    /// Our median over the baseline's median, reported beside it.
    var medianRatio: Double?
    /// The target for `ratio`: at most this many times the baseline's time.
    var maximumRatio: Double?
    /// Allocations of one operation, ours and the baseline's.
    var oursAllocations: AllocationReport?
    var baselineAllocations: AllocationReport?
    /// Anything else the figures need to be read right.
    var notes: [String] = []

    /// Whether the target is met; nil when there is none.
    private(set) var met: Bool?

    init(
        name: String, target: Int?, ours: String, baseline: String?, unit: String,
        oursTime: Statistics, baselineTime: Statistics?, maximumRatio: Double?, notes: [String] = []
    ) {
        self.name = name
        self.target = target
        self.ours = ours
        self.baseline = baseline
        self.unit = unit
        self.oursTime = oursTime
        self.baselineTime = baselineTime
        self.maximumRatio = maximumRatio
        self.notes = notes
        if let baselineTime, baselineTime.min > 0, baselineTime.median > 0 {
            ratio = oursTime.min / baselineTime.min
            medianRatio = oursTime.median / baselineTime.median
        }
        if let ratio, let maximumRatio { met = ratio <= maximumRatio }
    }
}
