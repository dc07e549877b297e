import Foundation

/// Target 5: how long the generated module takes to compile, for the real spec (Generated/GBGBridge)
/// and for the 1,000-action synthetic spec's output, in a debug and a release configuration. Each is
/// one swiftc invocation of the whole module against the BridgeRuntime module SwiftPM built for this
/// suite, as SwiftPM compiles a module of this size: type-checking, code generation, module emission.
struct CompileBenchmark {
    var tools: Tools
    var syntheticActions = 1_000
    /// Rounds for the real module; the synthetic one takes minutes per compile and gets one.
    var rounds = 3

    func run() throws -> [BenchmarkResult] {
        let work = tools.scratch.appendingPathComponent("bridge-benchmarks-compile-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let real = tools.repository.appendingPathComponent("Generated/GBGBridge")
        let base = try String(contentsOf: tools.repository.appendingPathComponent("Protocol/bridge.yaml"), encoding: .utf8)
        let spec = work.appendingPathComponent("synthetic.yaml")
        try SyntheticSpec(actionCount: syntheticActions).text(basedOn: base).write(to: spec, atomically: true, encoding: .utf8)
        let synthetic = work.appendingPathComponent("Synthetic")
        try runTimed(
            tools.bridgegen,
            ["generate", spec.path, "--language", "swift", "--output", synthetic.path, "--source-label", "synthetic.yaml"])

        var results: [BenchmarkResult] = []
        for (configuration, flags) in [("debug", ["-Onone"]), ("release", ["-O"])] {
            var times: [String: Statistics] = [:]
            for (name, folder) in [("GBGBridge", real), ("SyntheticBridge", synthetic)] {
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
                    .sorted()
                    .map { folder.appendingPathComponent($0).path }
                let lines = try files.reduce(0) {
                    $0
                        + (try String(contentsOfFile: $1, encoding: .utf8)).split(
                            separator: "\n", omittingEmptySubsequences: false
                        ).count
                }
                let output = work.appendingPathComponent("\(name)-\(configuration)")
                try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
                let arguments =
                    [
                        "-module-name", name, "-parse-as-library", "-wmo", "-c", "-I", tools.modules.path,
                        "-emit-module", "-emit-module-path", output.appendingPathComponent("\(name).swiftmodule").path,
                        "-o", output.appendingPathComponent("\(name).o").path,
                    ] + flags + files
                let samples = try (0..<(name == "GBGBridge" ? rounds : 1)).map { _ in try runTimed(tools.swiftc, arguments) }
                let statistics = Statistics(samples)
                times[name] = statistics
                let actions = name == "GBGBridge" ? 4 : syntheticActions + 4
                results.append(
                    BenchmarkResult(
                        name: "compile-\(name)-\(configuration)", target: 5,
                        ours:
                            "swiftc \(flags.joined(separator: " ")) -wmo of the generated \(name) module: \(files.count) files, \(lines) lines, \(actions) actions",
                        baseline: nil, unit: "s", oursTime: statistics, baselineTime: nil, maximumRatio: nil,
                        notes: [
                            "\(ReportTable.fixed(statistics.median / 1_000_000 / Double(actions), 2)) ms per action (median ÷ \(actions) actions); \(lines / actions) lines per action"
                        ]))
            }
            if let real = times["GBGBridge"], let large = times["SyntheticBridge"] {
                results[results.count - 1].notes.append(
                    "marginal cost per synthetic action over GBGBridge: \(ReportTable.fixed((large.median - real.median) / 1_000_000 / Double(syntheticActions), 2)) ms"
                )
            }
        }
        return results
    }
}
