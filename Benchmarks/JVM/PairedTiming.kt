package com.gbg.bridge.benchmarks

/**
 * Times our work and its baseline in alternating rounds, so both see the same machine (on a shared
 * 2-core box, load comes and goes), after warm-up rounds that let the JIT compile both: the same
 * method as the Swift suite's PairedTiming.
 */
class PairedTiming(private val rounds: Int, private val batch: Int, private val warmup: Int) {
    /** The time per operation of each round, in nanoseconds, ours and the baseline's. */
    class Samples(val ours: DoubleArray, val baseline: DoubleArray)

    fun run(ours: () -> Any, baseline: () -> Any): Samples {
        repeat(warmup) {
            time(ours)
            time(baseline)
        }
        val oursSamples = DoubleArray(rounds)
        val baselineSamples = DoubleArray(rounds)
        for (round in 0 until rounds) {
            if (round % 2 == 0) {
                oursSamples[round] = time(ours)
                baselineSamples[round] = time(baseline)
            } else {
                baselineSamples[round] = time(baseline)
                oursSamples[round] = time(ours)
            }
        }
        return Samples(oursSamples, baselineSamples)
    }

    private fun time(work: () -> Any): Double {
        val start = System.nanoTime()
        for (index in 0 until batch) sink = work()
        return (System.nanoTime() - start).toDouble() / batch
    }

    companion object {
        /**
         * Every result goes here, so the JIT cannot drop the work that made it: a store, where
         * hashing the result would have added work of its own to both sides.
         */
        @Volatile @JvmStatic var sink: Any? = null
    }
}

/** The best and the median of some samples. */
class Statistics(samples: DoubleArray) {
    val best: Double = samples.min()
    val median: Double = samples.sorted()[samples.size / 2]
}
