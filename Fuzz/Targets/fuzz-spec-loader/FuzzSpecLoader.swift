import BridgeSpec
import FuzzSupport

/// The spec loader (libyaml, the spec reader, the validator) on any bytes: it must not crash or
/// hang, a spec without a model must say why, and its diagnostics must render.
func fuzzSpecLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let result = SpecLoader.load(bytes: FuzzInput.bytes(data, size), path: "fuzz.yaml")
    if result.spec == nil && !result.hasErrors {
        FuzzInput.finding("no spec, and no error saying why")
    }
    _ = DiagnosticRenderer.render(result.diagnostics)
    return 0
}
