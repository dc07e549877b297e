package com.gbg.bridge.benchmarks

/** One benchmark's figures: ours against its baseline, with the target ratio if it has one. */
class BenchmarkResult(
    val name: String,
    val ours: String,
    val baseline: String,
    val unit: String,
    samples: PairedTiming.Samples,
    val maximumRatio: Double? = null,
) {
    val oursTime = Statistics(samples.ours)
    val baselineTime = Statistics(samples.baseline)
    val ratio: Double get() = oursTime.best / baselineTime.best
    val medianRatio: Double get() = oursTime.median / baselineTime.median
    val met: Boolean? get() = maximumRatio?.let { ratio <= it }
}

/**
 * The JVM side of the performance suite (Benchmarks/README.md): the Kotlin runtime against its
 * baselines in one run. `Benchmarks/JVM/run [--filter NAME]`.
 */
fun main(arguments: Array<String>) {
    val filter = arguments.indexOf("--filter").takeIf { it >= 0 }?.let { arguments.getOrNull(it + 1) }
    val suites = listOf("document-result" to DocumentResultBenchmark::run, "request-envelope" to EnvelopeBenchmark::run, "request-round-trip" to RoundTripBenchmark::run)
        .filter { filter == null || it.first.contains(filter) }
    require(suites.isNotEmpty()) { "no suite matches \"$filter\"" }
    println("JVM: ${System.getProperty("java.vm.name")} ${System.getProperty("java.version")}, ${Runtime.getRuntime().availableProcessors()} cores, Kotlin ${KotlinVersion.CURRENT}")
    println()
    println("| benchmark | ours (best) | baseline (best) | ratio (best / median) | target | met |")
    println("|---|---|---|---|---|---|")
    var missed = 0
    for ((_, run) in suites) {
        for (result in run()) {
            val scale = if (result.unit == "ms") 1e6 else 1e3
            fun format(nanoseconds: Double) = "%.3f %s".format(nanoseconds / scale, result.unit)
            val target = result.maximumRatio?.let { "≤ %.2f×".format(it) } ?: ""
            val met = when (result.met) { true -> "yes"; false -> "no"; null -> "" }
            if (result.met == false) missed += 1
            println("| `${result.name}` | ${format(result.oursTime.best)} | ${format(result.baselineTime.best)} | %.3f× / %.3f× | $target | $met |"
                .format(result.ratio, result.medianRatio))
        }
    }
    println()
    println(if (missed == 0) "every target met" else "$missed target(s) missed")
}
