import BridgeRuntime
import Foundation

/// A transport over standard input and output, one message per line, for driving a real host from
/// another process (Node, or a browser driver standing in for WKWebView).
///
/// In: each line of standard input is one message from the page. Out: each message the host sends is
/// one line on standard output, as JSON or, in `.javaScript` form, as the exact statement a
/// WKWebView would evaluate (`window.GBGBridge.receive("…");`). Both are single lines because the
/// runtime's JSON writer escapes every line terminator.
///
/// With a blob URL prefix, it also stands in for the scheme handler that serves the host's blobs on
/// Apple platforms: the driver intercepts the page's fetch of a blob URL and sends
/// `#blob {"id", "url", "origin"}` on a line of its own; the transport answers from the host's store
/// with `#blob {"id", "status", "headers", "body"}`, the body as base64. No message starts with `#`.
@MainActor
final class StdioTransport: BridgeTransport {
    /// How outgoing messages are written.
    enum OutputForm: String {
        /// The JSON text.
        case json
        /// The JavaScript statement a WebView transport evaluates.
        case javaScript = "javascript"
    }

    weak var delegate: (any BridgeTransportDelegate)?
    /// What blob URLs start with; nil serves no blobs, so the host sends every value inline.
    var blobURLPrefix: String?
    /// The page's origin, the only one whose fetches get blobs.
    var pageOrigin: String?
    /// Told of every message written, after it is written.
    var onDeliver: ((BridgeOutgoingMessage) -> Void)?
    private let form: OutputForm
    /// Every outgoing message's JSON is appended here too, one per line, for schema validation;
    /// sensitive values as `"<redacted>"` (LogRedaction).
    private let log: FileHandle?
    /// Every line the page sent is appended here, so the page's messages can be validated too.
    private let pageLog: FileHandle?

    init(form: OutputForm, log: FileHandle?, pageLog: FileHandle?) {
        self.form = form
        self.log = log
        self.pageLog = pageLog
    }

    func deliver(_ message: BridgeOutgoingMessage) throws {
        let line = form == .json ? message.text : message.javaScript
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        log?.write(Data((LogRedaction.redacted(message.text) + "\n").utf8))
        onDeliver?(message)
    }

    /// Reads standard input on a thread of its own and hands each line to the host on the main queue,
    /// in order; calls `onEnd` on the main queue when the input closes.
    func startReading(onEnd: @escaping @MainActor @Sendable () -> Void) {
        let pageLog = pageLog
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                guard !line.isEmpty else { continue }
                if line.hasPrefix(BlobFetchLine.marker) {
                    DispatchQueue.main.async { MainActor.assumeIsolated { self.serveBlob(line) } }
                    continue
                }
                pageLog?.write(Data((LogRedaction.redacted(line) + "\n").utf8))
                let bytes = Array(line.utf8)
                DispatchQueue.main.async { MainActor.assumeIsolated { self.delegate?.transportDidReceive(bytes) } }
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { onEnd() } }
        }
        thread.start()
    }
}
