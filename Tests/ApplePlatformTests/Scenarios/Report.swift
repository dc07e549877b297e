import BridgeRuntime
import GBGBridge
@_spi(StandIn) import WebKit

/// What a scenario saw, printed as JSON for the tests: the scripts each web view evaluated and where
/// they ran, the host's problems and `lastError`, what it received, the exceptions WebKit raised,
/// and facts particular to the scenario.
@MainActor
final class Report {
    private var webViews: [(name: String, webView: WKWebView)] = []
    private var hosts: [(name: String, host: BridgeHost, recorder: ProblemRecorder)] = []
    private var facts: [String: Any] = [:]

    /// Includes `webView`'s scripts and page log in the report, under `name`.
    func watch(_ webView: WKWebView, as name: String) { webViews.append((name, webView)) }

    /// A host whose problems, `lastError` and received messages the report includes, under `name`.
    func host(_ name: String) -> BridgeHost {
        let host = BridgeHost(hostVersion: "1.0.0")
        let recorder = ProblemRecorder()
        host.delegate = recorder
        hosts.append((name, host, recorder))
        return host
    }

    /// Notes a fact: a string, number, boolean, or array of strings.
    func note(_ name: String, _ value: Any) { facts[name] = value }

    /// The report as one line of JSON.
    func json() -> String {
        let object: [String: Any] = [
            "passport": Journey.passport,
            "journeyOrigin": Journey.origin,
            "raisedExceptions": StandInWebKit.raisedExceptions,
            "facts": facts,
            "webViews": Dictionary(
                uniqueKeysWithValues: webViews.map { name, webView in
                    (
                        name,
                        [
                            "url": webView.url?.absoluteString ?? NSNull(),
                            "evaluations": StandInWebKit.evaluations(in: webView).map { evaluation in
                                [
                                    "source": evaluation.source, "world": evaluation.world,
                                    "origin": evaluation.origin ?? NSNull(), "outcome": evaluation.outcome ?? NSNull(),
                                    "receivedByPage": evaluation.receivedByPage,
                                ] as [String: Any]
                            },
                            "injectedUserScripts": StandInWebKit.pageLog(of: webView).injected,
                            "scriptErrors": StandInWebKit.pageLog(of: webView).errors,
                        ] as [String: Any]
                    )
                }),
            "hosts": Dictionary(
                uniqueKeysWithValues: hosts.map { name, host, recorder in
                    (
                        name,
                        [
                            "lastError": host.lastError ?? NSNull(),
                            "problems": recorder.problems.map { ["kind": $0.kind.rawValue, "message": $0.message] },
                            "received": host.receivedMessages.map(\.correlationId),
                            "attached": host.transport != nil,
                        ] as [String: Any]
                    )
                }),
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// Keeps every problem a host reports.
@MainActor
final class ProblemRecorder: BridgeHostDelegate {
    private(set) var problems: [BridgeProblem] = []
    func bridgeHost(_ host: BridgeHost, didReport problem: BridgeProblem) { problems.append(problem) }
}
