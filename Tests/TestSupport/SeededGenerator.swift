/// SplitMix64: a tiny deterministic generator, so randomized tests fail the same way every run.
///
/// Shared by the test targets, which each used to carry a copy.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence `seed` fixes.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A random index below `bound`, which must be positive.
    public mutating func next(below bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }
}
