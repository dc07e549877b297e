import Foundation

/// `swift run -c release bridge-benchmarks [--json FILE] [--filter TEXT]... [--ours-only]`
///
/// Runs every benchmark (or those whose suite name contains a filter), prints a table of ours, the
/// baseline's figures from the same run and their ratio against the issue's targets, and with
/// `--json` writes the same results as JSON. Exits with 1 when a target is missed, and with 2 on a
/// command line it cannot use. `--ours-only` skips the baselines and the steps timed on their own,
/// to run our side alone under a profiler; its ratios mean nothing.
@main
struct BenchmarkMain {
    /// The suites, by the name a filter matches, in the order they run.
    static let suites: [String] = [
        "document-result", "blob-channel", "request-envelope-decode", "request-round-trip", "ending-requests",
        "published-history",
        "held-memory", "generator", "compile",
    ]

    @MainActor
    static func main() async throws {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()), suites: suites)
        } catch {
            FileHandle.standardError.write(Data("bridge-benchmarks: \(error)\n\(CommandLineOptions.usage)\n".utf8))
            exit(2)
        }
        if options.showHelp {
            print(CommandLineOptions.usage)
            return
        }
        var results: [BenchmarkResult] = []
        let wanted = options.selectedSuites
        if wanted.contains("document-result") { results += await DocumentEncodingBenchmark().run() }
        if wanted.contains("blob-channel") {
            results += await BlobChannelBenchmark().run()
            results += try BrowserEndToEndBenchmark().run(tools: try Tools.locate())
        }
        if wanted.contains("request-envelope-decode") { results += EnvelopeDecodingBenchmark().run() }
        if wanted.contains("request-round-trip") { results += await RoundTripBenchmark().run() }
        if wanted.contains("ending-requests") { results += await EndingRequestsBenchmark().run() }
        if wanted.contains("published-history") { results += PublishedHistoryBenchmark().run() }
        if wanted.contains("held-memory") { results += await HeldMemoryBenchmark().run() }
        if wanted.contains("generator") { results += try GeneratorBenchmark(tools: try Tools.locate()).run() }
        if wanted.contains("compile") { results += try CompileBenchmark(tools: try Tools.locate()).run() }

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

/// The command line: `--json FILE`, `--filter TEXT` (repeatable), `--ours-only`, `--help`.
struct CommandLineOptions {
    static let usage = """
        usage: bridge-benchmarks [--json FILE] [--filter TEXT]... [--ours-only]
          --json FILE    also write the results as JSON
          --filter TEXT  run only the suites whose name contains TEXT: \(BenchmarkMain.suites.joined(separator: ", "))
          --ours-only    skip the baselines and the steps timed on their own (for profiling; ratios are then meaningless)
        """

    var jsonPath: String?
    var filters: [String] = []
    var showHelp = false
    /// The suites to run: all of them without filters.
    var selectedSuites: [String]

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String], suites: [String]) throws {
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
            case "--help", "-h":
                showHelp = true
            default:
                throw Invalid(description: "unknown argument \(argument)")
            }
        }
        let filters = filters
        selectedSuites = filters.isEmpty ? suites : suites.filter { suite in filters.contains { suite.contains($0) } }
        // A filter that matches nothing would print an empty table and look like a pass.
        if let unmatched = filters.first(where: { filter in !suites.contains { $0.contains(filter) } }) {
            throw Invalid(description: "no suite matches --filter \(unmatched)")
        }
    }
}
