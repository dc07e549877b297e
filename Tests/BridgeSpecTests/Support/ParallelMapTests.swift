import Testing

@testable import BridgeSpec

/// `parallelMap` and `slices(ofAtMost:)`: the same results, in the same order, as doing the work
/// one piece after another.
@Suite struct ParallelMapTests {
    @Test(arguments: [0, 1, 2, 63, 64, 65, 1_000])
    func givesTheResultsOfMapInOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.parallelMap { $0 * $0 + 1 } == numbers.map { $0 * $0 + 1 })
    }

    @Test func slicesCoverEveryElementOnceInOrder() {
        let numbers = Array(0..<130)
        let slices = numbers.slices(ofAtMost: 64)
        #expect(slices.map(\.count) == [64, 64, 2])
        #expect(Array(slices.joined()) == numbers)
        #expect([Int]().slices(ofAtMost: 64).isEmpty)
    }

    @Test func slicesOfARangeAreRanges() {
        #expect((10..<15).slices(ofAtMost: 2) == [10..<12, 12..<14, 14..<15])
    }
}
