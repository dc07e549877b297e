import Foundation

/// Target 4: the generator from spec file to written Swift files (`bridgegen generate` run as a
/// process, into an empty folder, timed from outside: start-up included), against libyaml alone
/// parsing the same file (`yaml-events`, a C program that only runs libyaml's event loop and reports
/// the time of that loop itself, without process start-up), and its growth with the spec.
struct GeneratorBenchmark {
    var tools: Tools
    var sizes: [(actions: Int, rounds: Int)] = [(100, 11), (1_000, 11), (10_000, 3)]

    func run() throws -> [BenchmarkResult] {
        let work = tools.scratch.appendingPathComponent("bridge-benchmarks-generator-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let base = try String(contentsOf: tools.repository.appendingPathComponent("Protocol/bridge.yaml"), encoding: .utf8)

        var results: [BenchmarkResult] = []
        var generatorTimes: [Int: Statistics] = [:]
        for (actions, rounds) in sizes {
            let spec = work.appendingPathComponent("synthetic-\(actions).yaml")
            try SyntheticSpec(actionCount: actions).text(basedOn: base).write(to: spec, atomically: true, encoding: .utf8)
            var runs = 0
            func generate() throws {
                runs += 1
                let output = work.appendingPathComponent("out-\(actions)-\(runs)")
                try runTimed(
                    tools.bridgegen,
                    ["generate", spec.path, "--language", "swift", "--output", output.path, "--source-label", "synthetic.yaml"])
                outputBytes = try Self.folderSize(output)
                try FileManager.default.removeItem(at: output)
            }
            var outputBytes = 0
            // PairedTiming times closures; the baseline's own figure comes from yaml-events's output.
            var parseTimes: [Double] = []
            var processTimes: [Double] = []
            func parse() throws {
                let (wall, output) = try runCapturing(tools.yamlEvents, [spec.path])
                guard
                    let reported = output.split(separator: " ").last.flatMap({
                        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
                    })
                else {
                    throw Tools.RunFailure(description: "yaml-events printed \(output)")
                }
                parseTimes.append(reported)
                processTimes.append(wall)
            }
            let paired = try PairedTiming(rounds: rounds, batch: 1, warmup: 1).run(
                ours: { try generate() }, baseline: { try parse() })
            let times = (ours: paired.ours, baseline: Statistics(Array(parseTimes.suffix(rounds))))
            generatorTimes[actions] = times.ours
            let specBytes = (try? FileManager.default.attributesOfItem(atPath: spec.path)[.size] as? Int) ?? 0
            results.append(
                BenchmarkResult(
                    name: "generator-\(actions)-actions", target: actions == 1_000 ? 4 : nil,
                    ours:
                        "bridgegen generate, as a process, of a spec with \(actions) synthetic actions (\(actions * 2) types) plus the real spec: \(megabytes(specBytes)) of YAML to \(megabytes(outputBytes)) of Swift written into an empty folder",
                    baseline: "libyaml's event loop over the same file, nothing else, as yaml-events times it inside its process",
                    unit: "ms", oursTime: times.ours, baselineTime: times.baseline, maximumRatio: actions == 1_000 ? 10 : nil,
                    notes: [
                        "yaml-events as a whole process, timed from outside like bridgegen: best \(ReportTable.format(Statistics(Array(processTimes.suffix(rounds))).min / 1_000_000, "ms")); the difference is process start-up"
                    ]))
        }
        for (small, large) in [(100, 1_000), (1_000, 10_000)] {
            guard let smallTime = generatorTimes[small], let largeTime = generatorTimes[large] else { continue }
            results.append(
                BenchmarkResult(
                    name: "generator-linearity-\(small)-to-\(large)", target: large == 10_000 ? 4 : nil,
                    ours: "bridgegen generate with \(large) actions (the figures above)",
                    baseline:
                        "bridgegen generate with \(small) actions: 10 times the actions should take at most 12 times the time",
                    unit: "ms", oursTime: largeTime, baselineTime: smallTime, maximumRatio: large == 10_000 ? 12 : nil))
        }
        return results
    }

    static func folderSize(_ folder: URL) throws -> Int {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey])
            .reduce(0) { $0 + ((try $1.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) }
    }
}
