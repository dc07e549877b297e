import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// A journey page in a web view the configurator made, talking to a host with a capture capability
/// whose "user" finishes when the scenario says so.
@MainActor
struct Journey {
    static let origin = "https://journey.example.com"
    static let start = URL(string: "https://journey.example.com/start")!
    static let evil = URL(string: "https://evil.example/phish")!
    static let partner = URL(string: "https://partner.example/embedded")!
    /// What the capture result carries; a script holding it carries the user's passport image.
    static let passport = "PASSPORT-IMAGE-OF-THE-USER"
    /// The capture capability's action, known to no spec.
    static let captureAction = "journey.test.capture"

    let host: BridgeHost
    let webView: WKWebView
    let user: UserAction

    /// Makes a host named `hostName` and a web view through `BridgeWebViewConfigurator`, and loads
    /// the journey's start page.
    static func open(
        _ report: Report, allowedOrigins: Set<String>? = [origin],
        configuration: WKWebViewConfiguration = WKWebViewConfiguration(),
        hostName: String = "host", viewName: String = "journey"
    ) async -> Journey {
        let host = report.host(hostName)
        let user = UserAction.offeringCapture(on: host)
        let webView = BridgeWebViewConfigurator.makeWebView(
            host: host, allowedOrigins: allowedOrigins, configuration: configuration)
        report.watch(webView, as: viewName)
        await StandInWebKit.navigate(webView, to: start)
        return Journey(host: host, webView: webView, user: user)
    }

    /// The page (or a frame of it, or another web view) posts a capture request; false when the page
    /// found no message handler to post to.
    @discardableResult
    func requestCapture(_ correlationId: String, from frame: StandInFrame = .main, in otherWebView: WKWebView? = nil) -> Bool {
        StandInWebKit.post(
            Self.request(correlationId, action: Self.captureAction, version: protocolVersion(of: host)),
            toHandler: WKWebViewTransport.messageHandlerName, from: frame, of: otherWebView ?? webView)
    }

    /// The JSON text a delivery script hands the page's `receive`: the string literal it passes,
    /// read as JSON reads a string (or, from glue that passed an object literal, its text); nil for
    /// a script that passes nothing.
    static func message(inScript script: String) -> String? {
        guard let call = script.range(of: "window.GBGBridge.receive("),
            let end = script.range(of: ");void 0", options: .backwards),
            call.upperBound <= end.lowerBound
        else { return nil }
        let argument = script[call.upperBound..<end.lowerBound]
        guard argument.hasPrefix("\"") else { return String(argument) }
        return try? JSONSerialization.jsonObject(with: Data(argument.utf8), options: .fragmentsAllowed) as? String
    }

    /// A request envelope as the page's client writes it.
    static func request(_ correlationId: String, action: String, version: String) -> String {
        #"{"version":"\#(version)","correlationId":"\#(correlationId)","type":"request","timestamp":1,"payload":{"action":"\#(action)","data":{}}}"#
    }
}

/// The protocol version a host speaks: the generated protocol's, as an app reads it.
func protocolVersion<Definition>(of host: BridgeHostBase<Definition>) -> String { BridgeProtocolVersion.current }

/// Something the user does later, such as finishing a capture, which a handler waits for.
@MainActor
final class UserAction {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var done = false

    /// An action that a capture capability on `host` waits for before answering with the passport.
    static func offeringCapture(on host: BridgeHost) -> UserAction {
        let action = UserAction()
        host.registerCustomCapability(Journey.captureAction) { _, responder in
            await action.happened()
            responder.respond(status: .init(rawValue: "success"), data: ["image": .string(Journey.passport)])
        }
        return action
    }

    /// Waits until the user acts.
    func happened() async {
        if done { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// The user acts.
    func happen() {
        done = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}

/// An app's own navigation delegate, which replaced the bridge's: it allows everything.
@MainActor
final class AppNavigationDelegate: NSObject, WKNavigationDelegate {
    static let shared = AppNavigationDelegate()
}
