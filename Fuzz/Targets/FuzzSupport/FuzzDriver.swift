import CLibFuzzer
import Foundation

/// Starts libFuzzer from a target's `main.swift`.
///
/// SwiftPM links every executable target with its `main` renamed after the module, so a target
/// cannot take libFuzzer's own `main` (built with `-parse-as-library`, it fails to link). Instead
/// the target keeps a `main.swift` and hands its `LLVMFuzzerTestOneInput` to libFuzzer's driver,
/// which then parses the command line exactly as libFuzzer's `main` does.
public enum FuzzDriver {
    /// Runs libFuzzer with the process's arguments and `testOneInput`, and exits with its status.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
