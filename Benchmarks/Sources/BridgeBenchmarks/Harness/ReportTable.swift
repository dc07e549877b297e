/// Prints results as a plain-text table, one row per benchmark, notes underneath.
enum ReportTable {
    static func render(_ results: [BenchmarkResult]) -> String {
        let header = [
            "#", "benchmark", "ours min", "ours median", "baseline min", "baseline median", "ratio (best)", "ratio (median)",
            "target", "met", "allocs ours/base",
        ]
        var rows: [[String]] = [header]
        for result in results {
            let scale = Self.scale(result.unit)
            rows.append([
                result.target.map(String.init) ?? "",
                result.name,
                format(result.oursTime.min / scale, result.unit),
                format(result.oursTime.median / scale, result.unit),
                result.baselineTime.map { format($0.min / scale, result.unit) } ?? "",
                result.baselineTime.map { format($0.median / scale, result.unit) } ?? "",
                result.ratio.map { ratioText($0, unit: result.unit) } ?? "",
                result.medianRatio.map { ratioText($0, unit: result.unit) } ?? "",
                result.maximumRatio.map { "≤ " + fixed($0, 3) + "×" } ?? "",
                result.met.map { $0 ? "yes" : "NO" } ?? "",
                allocationText(result),
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (index, row) in rows.enumerated() {
            text +=
                row.indices.map { column in
                    let cell = row[column]
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column <= 1 ? cell + padding : padding + cell
                }.joined(separator: "  ") + "\n"
            if index == 0 { text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        for result in results {
            text += "\n\(result.name): \(result.ours)"
            if let baseline = result.baseline { text += "\n  baseline: \(baseline)" }
            for note in result.notes { text += "\n  - \(note)" }
            text += "\n"
        }
        return text
    }

    static func scale(_ unit: String) -> Double {
        switch unit {
        case "s": 1_000_000_000
        case "ms": 1_000_000
        case "µs": 1_000
        case "MiB": 1_048_576
        default: 1
        }
    }

    static func format(_ value: Double, _ unit: String) -> String {
        fixed(value, value < 10 ? 3 : value < 100 ? 2 : 1) + " " + unit
    }

    /// The ratio, and for a time under its baseline's, how many times faster.
    private static func ratioText(_ ratio: Double, unit: String) -> String {
        ratio < 1 && unit != "MiB" ? fixed(ratio, 3) + "× (" + fixed(1 / ratio, 1) + "× faster)" : fixed(ratio, 3) + "×"
    }

    private static func allocationText(_ result: BenchmarkResult) -> String {
        guard let ours = result.oursAllocations else { return "" }
        return "\(ours.allocations)/" + (result.baselineAllocations.map { String($0.allocations) } ?? "-")
    }

    /// `value` with `digits` decimals, without Foundation's String(format:).
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        let scaled = (abs(value) * factor).rounded()
        let whole = Int(scaled / factor)
        var fraction = String(Int(scaled - Double(whole) * factor))
        while fraction.count < digits { fraction = "0" + fraction }
        return (value < 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + fraction : "")
    }
}
