/// What a run does with what it built on the way to its files (the spec's tree, each output's
/// representation) once the files are rendered.
///
/// `bridgegen generate` exits right after writing its files, and the operating system takes its
/// memory back whole; freeing those trees first, node by node on one thread, is work nobody needs
/// (compilers skip it for the same reason). Runs inside a longer-lived process, the plugins and the
/// tests, free them as usual.
package enum IntermediateValues: Sendable {
    /// Freed as soon as they are no longer used.
    case freed
    /// Kept until the process exits.
    case keptUntilExit

    /// Lets go of `value`: frees it, or keeps it for the rest of the process.
    package func release<Value>(_ value: consuming Value) {
        guard case .keptUntilExit = self else { return }
        _ = Unmanaged.passRetained(Kept(value))
    }
}

/// A value no one will free.
private final class Kept<Value> {
    let value: Value

    init(_ value: consuming Value) {
        self.value = value
    }
}
