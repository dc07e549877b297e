/// The domain of WebKit's errors.
@available(iOS 15.0, macOS 13.0, *)
public let WKErrorDomain = "WKErrorDomain"

/// WebKit's errors, as the `NSError`s its completion handlers receive.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) public enum StandInWKError: Int {
    case webContentProcessTerminated = 2
    case javaScriptExceptionOccurred = 4
    case javaScriptResultTypeIsUnsupported = 5

    /// The description WebKit gives each code.
    var localizedDescription: String {
        switch self {
        case .webContentProcessTerminated: "The Web Content process was terminated"
        case .javaScriptExceptionOccurred: "A JavaScript exception occurred"
        case .javaScriptResultTypeIsUnsupported: "JavaScript execution returned a result of an unsupported type"
        }
    }

    /// The error as WebKit reports it, with `detail` under WebKit's exception-message key.
    public func error(detail: String? = nil) -> NSError {
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: localizedDescription]
        if let detail { userInfo["WKJavaScriptExceptionMessage"] = detail }
        return NSError(domain: WKErrorDomain, code: rawValue, userInfo: userInfo)
    }
}
