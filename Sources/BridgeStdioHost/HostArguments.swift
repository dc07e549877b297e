import Foundation

/// The stdio host's command line, as `HostHelp.usage` describes it.
struct HostArguments {
    /// How outgoing messages are written.
    var form = StdioTransport.OutputForm.json
    /// Where every outgoing message is also appended, one per line.
    var logPath: String?
    /// Where every line the page sends is appended.
    var pageLogPath: String?
    /// How long the host waits for a handler before answering `TIMEOUT`.
    var requestTimeout: TimeInterval = 30
    /// What blob URLs start with, when the host serves blobs (see `StdioTransport`); nil serves none.
    var blobURLPrefix: String?
    /// The origin of the page, the only one whose blob fetches are served.
    var pageOrigin: String?
    /// Print the host's bootstrap script and exit, so a browser driver injects what a WebView would.
    var printBootstrap = false
    /// Print the help and exit.
    var printHelp = false
    /// The protocol served: the GBGBridge one, or (for tests of streams) Tests/PluginAPI's.
    var served = Served.gbgBridge
    /// Whether `nfc.read` goes to a typed handler that reports progress, for tests of updates.
    var typedNFCRead = false

    /// A protocol the host can serve.
    enum Served: String {
        /// GBGBridge, with the SignaturePad extension (ScriptedJourneyHost).
        case gbgBridge = "gbgbridge"
        /// The test protocol of Tests/PluginAPI (ScriptedPluginHost).
        case pluginAPI = "plugin-api"
    }

    /// Parses `arguments` (without the program name); nil, with a message, for anything unknown.
    static func parse(_ arguments: [String]) -> Result<HostArguments, UsageError> {
        var parsed = HostArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--output":
                guard let value = remaining.popFirst(), let form = StdioTransport.OutputForm(rawValue: value) else {
                    return .failure(UsageError("--output takes json or javascript"))
                }
                parsed.form = form
            case "--log":
                guard let value = remaining.popFirst() else { return .failure(UsageError("--log takes a path")) }
                parsed.logPath = value
            case "--page-log":
                guard let value = remaining.popFirst() else { return .failure(UsageError("--page-log takes a path")) }
                parsed.pageLogPath = value
            case "--request-timeout":
                guard let value = remaining.popFirst().flatMap(TimeInterval.init), value > 0 else {
                    return .failure(UsageError("--request-timeout takes a positive number of seconds"))
                }
                parsed.requestTimeout = value
            case "--blob-url-prefix":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    return .failure(UsageError("--blob-url-prefix takes a URL"))
                }
                parsed.blobURLPrefix = value
            case "--page-origin":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    return .failure(UsageError("--page-origin takes an origin"))
                }
                parsed.pageOrigin = value
            case "--serve":
                guard let value = remaining.popFirst(), let served = Served(rawValue: value) else {
                    return .failure(UsageError("--serve takes gbgbridge or plugin-api"))
                }
                parsed.served = served
            case "--nfc-read":
                guard let value = remaining.popFirst(), value == "scripted" || value == "typed" else {
                    return .failure(UsageError("--nfc-read takes scripted or typed"))
                }
                parsed.typedNFCRead = value == "typed"
            case "--print-bootstrap":
                parsed.printBootstrap = true
            case "--help", "-h":
                parsed.printHelp = true
            default:
                return .failure(UsageError("unknown argument \(argument); see --help"))
            }
        }
        if (parsed.blobURLPrefix == nil) != (parsed.pageOrigin == nil), !parsed.printHelp {
            return .failure(UsageError("--blob-url-prefix and --page-origin go together; see --help"))
        }
        return .success(parsed)
    }

    /// What was wrong with the command line.
    struct UsageError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
