import Foundation

/// The hand-written, protocol-agnostic half of the web client (`Resources/runtime.ts`), which the
/// generator copies into its output. It is a real TypeScript file so that tsc checks it as written.
enum TypeScriptRuntimeSource {
    /// The file's text, as stored in the package's resources.
    static let text: String = {
        guard let url = Bundle.module.url(forResource: "runtime", withExtension: "ts"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            // A build without its resource bundle is broken; generating half a client would hide that.
            fatalError("BridgeWebGen's resource runtime.ts is missing from \(Bundle.module.bundlePath)")
        }
        return text
    }()
}
