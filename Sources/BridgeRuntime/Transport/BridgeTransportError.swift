#if canImport(WebKit)
import Foundation

/// Why a WebView transport could not deliver a message. Its description is what `lastError` shows.
public enum BridgeTransportError: Error, CustomStringConvertible, LocalizedError {
    /// The web view was deallocated.
    case webViewGone
    /// The document the web view shows (its origin, or a description when it has none) is not from
    /// an allowed origin, so it was not given the message.
    case pageNotAllowed(String)
    /// WebKit could not run the script that hands the message to the page: the error's
    /// `localizedDescription`, as WebKit wrote it.
    case scriptFailed(String)

    /// A sentence for `lastError`.
    public var description: String {
        switch self {
        case .webViewGone: "WebView not attached"
        case .pageNotAllowed(let page): "Did not deliver a message to the page at \(page): not an allowed origin"
        case .scriptFailed(let description): description
        }
    }

    /// The description, for code that reads `localizedDescription`.
    public var errorDescription: String? { description }
}
#endif
