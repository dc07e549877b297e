/// The hand-written, protocol-agnostic modules of the web client (`Resources/*.ts`, built into the
/// binary as `EmbeddedResources`), which the generator copies into its output. They are real
/// TypeScript files so that tsc checks them as written.
enum TypeScriptRuntimeSource {
    /// The modules' file names, in the order the generator returns them: the client and its
    /// transports, BridgeError, the data readers and writers, what the client knows of installed
    /// extensions, blob references, the iframe handshake and its client side; then the iframe
    /// host's runtime, how it is made, its options, channel, coalesced refusals, slots, protocol
    /// information, browser permissions, strict reading of the page's text, lazy abort signals, kept
    /// messages, transferred results, updates and cancellation, and streams; then the simulator's page.
    static let fileNames = [
        "runtime.ts", "errors.ts", "data.ts", "extensions.ts", "blobs.ts", "handshake.ts", "frame-transport.ts",
        "host-runtime.ts", "host-init.ts", "host-options.ts", "host-channel.ts", "host-refusals.ts", "host-slot.ts",
        "host-protocol.ts", "host-permissions.ts", "host-json.ts", "host-abort.ts", "host-history.ts", "host-transfer.ts",
        "host-updates.ts", "host-stream.ts", "simulator.ts",
    ]

    /// The simulator's server, a Node script: run, not compiled, so it is no module of the package.
    static let simulatorServer = "simulate.mjs"

    /// Each module's text, as stored in the package's resources, by file name.
    static let texts: [String: String] = Dictionary(
        uniqueKeysWithValues: (fileNames + [simulatorServer]).map { ($0, load($0)) })

    /// Each module's JavaScript and declarations, as tsc compiled them into the resources' `dist/`
    /// (`.ci/compile-web-resources`), by file name (`runtime.js`, `runtime.d.ts`).
    static let compiledTexts: [String: String] = Dictionary(
        uniqueKeysWithValues: fileNames.compactMap(DistNames.init).flatMap { [$0.script, $0.declarations] }.map { path in
            (String(path.dropFirst(TypeScriptGenerator.distFolder.count + 1)), load(path))
        })

    /// The text of the resource at `path` in `Resources`.
    private static func load(_ path: String) -> String {
        guard let file = EmbeddedResources.files.first(where: { $0.path == path }) else {
            // The list is written from the folder; a module it lacks was added without running
            // .ci/embed-resources, and generating half a client would hide that.
            fatalError("BridgeGenWeb's resource \(path) is not embedded: run .ci/embed-resources")
        }
        return file.text
    }
}
