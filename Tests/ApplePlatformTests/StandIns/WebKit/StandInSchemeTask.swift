/// A fetch of a custom-scheme URL, as the stand-in's page makes one: it records what the scheme
/// handler answers.
@available(iOS 15.0, macOS 13.0, *)
@MainActor final class StandInSchemeTask: NSObject, WKURLSchemeTask {
    let request: URLRequest
    private(set) var response: HTTPURLResponse?
    private(set) var body = Data()
    private(set) var finished = false
    private(set) var failure: String?

    init(request: URLRequest) { self.request = request }

    func didReceive(_ response: URLResponse) { self.response = response as? HTTPURLResponse }
    func didReceive(_ data: Data) { body.append(data) }
    func didFinish() { finished = true }
    func didFailWithError(_ error: any Error) { failure = "\(error)" }
}

/// What a page's fetch of a custom-scheme URL got.
@available(iOS 15.0, macOS 13.0, *)
@_spi(StandIn) public struct StandInFetchResult: Sendable {
    /// The HTTP status, or 0 when the handler answered no response.
    public var status: Int
    /// The response's headers.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// Whether the handler finished the load, and with what error if it failed it.
    public var finished: Bool
    public var failure: String?
}

@available(iOS 15.0, macOS 13.0, *)
extension StandInWebKit {
    /// The page of `webView` fetches `url` with `Origin: origin`, as `fetch` does from a document of
    /// that origin; the configuration's handler for the URL's scheme answers. Nil when no handler
    /// serves the scheme: the page's fetch fails.
    @_spi(StandIn) public static func fetch(_ url: URL, origin: String?, in webView: WKWebView) -> StandInFetchResult? {
        guard let scheme = url.scheme, let handler = webView.configuration.urlSchemeHandler(forURLScheme: scheme) else {
            return nil
        }
        var request = URLRequest(url: url)
        if let origin { request.setValue(origin, forHTTPHeaderField: "Origin") }
        let task = StandInSchemeTask(request: request)
        handler.webView(webView, start: task)
        let headers = (task.response?.allHeaderFields ?? [:]).reduce(into: [String: String]()) { headers, field in
            headers["\(field.key)"] = "\(field.value)"
        }
        return StandInFetchResult(
            status: task.response?.statusCode ?? 0, headers: headers, body: task.body, finished: task.finished,
            failure: task.failure)
    }
}
