import Foundation

/// The stdio host's command line: `BridgeStdioHost [--output json|javascript] [--log PATH]
/// [--page-log PATH] [--request-timeout SECONDS] [--blob-url-prefix URL --page-origin ORIGIN]
/// [--print-bootstrap]`.
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
                guard let value = remaining.popFirst(), !value.isEmpty else { return .failure(UsageError("--blob-url-prefix takes a URL")) }
                parsed.blobURLPrefix = value
            case "--page-origin":
                guard let value = remaining.popFirst(), !value.isEmpty else { return .failure(UsageError("--page-origin takes an origin")) }
                parsed.pageOrigin = value
            case "--print-bootstrap":
                parsed.printBootstrap = true
            default:
                return .failure(UsageError("unknown argument \(argument)"))
            }
        }
        return .success(parsed)
    }

    /// What was wrong with the command line.
    struct UsageError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
