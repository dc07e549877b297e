import BridgeSpec
import FuzzSupport

/// The spec loader (libyaml, the spec reader, the validator) on any bytes: it must not crash or
/// hang, a spec without a model must say why, and its diagnostics must render, within bounds: at
/// most the reported number and a count of the rest, each quoting a window of its line.
func fuzzSpecLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let result = SpecLoader.load(bytes: FuzzInput.bytes(data, size), path: "fuzz.yaml")
    if result.spec == nil && !result.hasErrors {
        FuzzInput.finding("no spec, and no error saying why")
    }
    if result.diagnostics.count > DiagnosticCollector.reportedLimit + 1 {
        FuzzInput.finding("\(result.diagnostics.count) diagnostics reported")
    }
    if let long = result.diagnostics.first(where: { ($0.sourceLine?.unicodeScalars.count ?? 0) > 200 }) {
        FuzzInput.finding("a diagnostic keeps a line of \(long.sourceLine?.unicodeScalars.count ?? 0) scalars")
    }
    _ = DiagnosticRenderer.render(result.diagnostics)
    return 0
}
