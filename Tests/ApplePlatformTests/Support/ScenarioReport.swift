import Foundation
import TestSupport

/// What one run of a scenario saw, as the driver prints it (see `Scenarios/Report.swift`).
struct ScenarioReport: Decodable {
    /// A script the app had a web view evaluate, where it ran, and what came of it.
    struct Evaluation: Decodable {
        var source: String
        var world: String
        var origin: String?
        /// The script's value or error as the JavaScript engine reported it; nil without Node.
        var outcome: String?
        /// What the page's `receive` got while the script ran; empty without Node.
        var receivedByPage: [String]
    }

    struct WebView: Decodable {
        var url: String?
        var evaluations: [Evaluation]
        var injectedUserScripts: [String]
        var scriptErrors: [String]
    }

    struct Problem: Decodable {
        var kind: String
        var message: String
    }

    struct Host: Decodable {
        var lastError: String?
        var problems: [Problem]
        /// The correlation IDs of the messages the host decoded, oldest first.
        var received: [String]
        var attached: Bool
    }

    /// The text the capture result carries: a script holding it hands the user's passport over.
    var passport: String
    var journeyOrigin: String
    var raisedExceptions: [String]
    var facts: [String: Fact]
    var webViews: [String: WebView]
    var hosts: [String: Host]

    /// Every script, in any web view, that carries the capture result.
    var passportScripts: [Evaluation] {
        webViews.values.flatMap(\.evaluations).filter { $0.source.contains(passport) }
    }

    /// A value the scenario noted.
    enum Fact: Decodable, Equatable {
        case bool(Bool), number(Double), string(String), strings([String]), numbers([Double]), bools([Bool])

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let bool = try? value.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? value.decode(Double.self) {
                self = .number(number)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else if let bools = try? value.decode([Bool].self) {
                self = .bools(bools)
            } else if let numbers = try? value.decode([Double].self) {
                self = .numbers(numbers)
            } else {
                self = .strings(try value.decode([String].self))
            }
        }
    }

    /// Runs `scenario` in the driver built for `platform`, with Node as the pages' JavaScript engine
    /// when `javaScript` (the test must then require Node).
    static func run(_ scenario: String, on platform: AppleGlue = .iOS, javaScript: Bool = false) throws -> ScenarioReport {
        var arguments = [try platform.driver().path, scenario]
        if javaScript, let node = InstalledTools.path(of: "node") { arguments += ["--node", node] }
        let result = try ChildProcess.run(arguments, timeout: 120)
        guard result.status == 0, !result.timedOut else { throw ScenarioFailure(scenario: scenario, result: result) }
        return try JSONDecoder().decode(ScenarioReport.self, from: Data(result.output.utf8))
    }

    /// The driver failed or hung.
    struct ScenarioFailure: Error, CustomStringConvertible {
        var scenario: String
        var result: ChildProcess.Result
        var description: String {
            "scenario \(scenario) ended with status \(result.status)\(result.timedOut ? " (timed out)" : ""):\n\(result.errorTail)"
        }
    }
}
