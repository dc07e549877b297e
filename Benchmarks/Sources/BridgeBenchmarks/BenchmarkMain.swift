import Foundation

/// `swift run -c release bridge-benchmarks [--json FILE] [--filter TEXT]... [--ours-only]`
///
/// Runs every benchmark (or those whose name contains a filter), prints a table of ours, the
/// baseline's figures from the same run and their ratio against the targets, and with
/// `--json` writes the same results as JSON. Exits with 1 when a target is missed. `--ours-only` skips
/// the baselines, to run our side alone under a profiler; its ratios mean nothing.
@main
struct BenchmarkMain {
    @MainActor
    static func main() async throws {
        let options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()))
        var results: [BenchmarkResult] = []
        func wanted(_ suite: String) -> Bool { options.filters.isEmpty || options.filters.contains { suite.contains($0) || $0.hasPrefix(suite) } }

        if wanted("document") { results += await DocumentEncodingBenchmark().run() }
        if wanted("envelope") { results += EnvelopeDecodingBenchmark().run() }
        if wanted("round-trip") { results += await RoundTripBenchmark().run() }
        if wanted("generator") { results += try GeneratorBenchmark(tools: try Tools.locate()).run() }
        if wanted("compile") { results += try CompileBenchmark(tools: try Tools.locate()).run() }

        print(ReportTable.render(results))
        if let path = options.jsonPath {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(results).write(to: URL(fileURLWithPath: path))
            print("Wrote \(path)")
        }
        if results.contains(where: { $0.met == false }) { exit(1) }
    }
}

/// The command line: `--json FILE`, `--filter TEXT` (repeatable).
struct CommandLineOptions {
    var jsonPath: String?
    var filters: [String] = []

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json":
                guard let path = remaining.popFirst() else { throw Invalid(description: "--json needs a file") }
                jsonPath = path
            case "--ours-only":
                PairedTiming.oursOnly = true
            case "--filter":
                guard let filter = remaining.popFirst() else { throw Invalid(description: "--filter needs a name") }
                filters.append(filter)
            default:
                throw Invalid(description: "unknown argument \(argument); usage: bridge-benchmarks [--json FILE] [--filter TEXT]... [--ours-only]")
            }
        }
    }
}
