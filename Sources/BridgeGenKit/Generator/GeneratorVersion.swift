/// The generator's own version, written into every generated file's header.
package enum GeneratorVersion {
    /// The version of bridgegen.
    package static let current = "0.1.0"
    /// The runtime API version the generated code targets (see `BridgeRuntimeAPIVersion`).
    package static let runtimeAPIVersion = 9
}
