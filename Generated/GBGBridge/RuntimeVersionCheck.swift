// Temporary: replaced by bridgegen output once the generator lands.
import BridgeRuntime
private struct GeneratedCodeRuntimeCheck: BridgeRuntimeAPIVersionCheck { typealias Version = BridgeRuntimeAPIVersion_1 }
