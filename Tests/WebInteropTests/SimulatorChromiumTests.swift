import Foundation
import TestSupport
import Testing

/// The web developers' simulator (`simulate.mjs` and `simulator.ts` of Generated/web, with the
/// signature pad's package as an extension) in headless Chromium, driven by clicks: a journey on
/// another origin sends requests, and what it receives is what the simulator's panels, buttons and
/// switches answered (simulator-driver.mjs).
@Suite struct SimulatorChromiumTests {
    static let tools = ["tsc", "node", "chromium"]

    /// The checks simulator-driver.mjs runs; a report missing one fails, so none can be dropped quietly.
    static let checkNames = [
        "the journey discovers the protocol's and the extension's capabilities",
        "success with the sample data and a file picked for a bytes field",
        "an error code nfc.read declares",
        "cancel",
        "the extension's action answered with its edited sample",
        "unsupported, after a delay",
        "an event sent from its button, with edited data",
        "a capability's switch, permission state and named permissions, as capability.query reports them",
        "the log hides nfc.read's sensitive mrz",
    ]

    @Test(.enabled(if: ExternalTools.shouldRun(tools), "needs tsc (node-typescript), node and chromium"))
    func theSimulatorAnswersAJourneyAsClicked() throws {
        try ExternalTools.require(Self.tools)
        let output = try WebClientBuild.output.get()
        let chromium = try #require(ExternalTools.path(of: "chromium"))
        let driver = output.appendingPathComponent("simulator-driver.mjs").path
        let result = try ChildProcess.run(["node", driver, chromium, output.path], timeout: 180)
        let lastLine = result.output.split(separator: "\n").last.map(String.init) ?? ""
        let report = try? JSONDecoder().decode(IframeHostReport.self, from: Data(lastLine.utf8))
        #expect(!result.timedOut && report != nil, "simulator-driver.mjs gave no report: \(result.output) \(result.errorTail)")
        guard let report else { return }
        report.expectChecks(Self.checkNames)
        print("Simulator in Chromium: \(report.results?.count ?? 0) checks in \(String(format: "%.1f", result.seconds)) s")
    }

    /// The README's one command on the package as checked in: it serves the page and the shipped
    /// compiled modules, and nothing else, with no TypeScript and without rebuilding (the sources
    /// are made newer than dist/, and dist/ stays as it was).
    @Test(.enabled(if: ExternalTools.shouldRun(["node"]), "needs node"))
    func theOneCommandServesTheShippedPackage() throws {
        try ExternalTools.require(["node"])
        let package = WebClientBuild.root.appendingPathComponent("simulated-package")
        try FileManager.default.createDirectory(at: WebClientBuild.root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.generatedWeb, to: package)
        let dist = package.appendingPathComponent("dist")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: dist.path).sorted().map {
            try Data(contentsOf: dist.appendingPathComponent($0))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: package.path) where name.hasSuffix(".ts") {
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: package.appendingPathComponent(name).path)
        }
        try "export const outside = true;\n".write(
            to: package.appendingPathComponent("outside.js"), atomically: true, encoding: .utf8)
        let check = PackagePaths.fixtures.appendingPathComponent("simulator-serve-check.mjs").path
        let result = try ChildProcess.run(["node", check, package.path], timeout: 240)
        struct Report: Decodable {
            var output: String
            var statuses: [String: Int]
            var page: String
        }
        let lastLine = result.output.split(separator: "\n").last.map(String.init) ?? ""
        let report = try #require(try? JSONDecoder().decode(Report.self, from: Data(lastLine.utf8)), "\(result.output)")
        #expect(!report.output.contains("Building"), "\(report.output)")
        let served = try FileManager.default.contentsOfDirectory(atPath: dist.path).sorted().map {
            try Data(contentsOf: dist.appendingPathComponent($0))
        }
        #expect(served == shipped, "dist/ changed")
        #expect(
            report.statuses == [
                "/": 200, "/modules/simulator.js": 200, "/modules/host.js": 200,
                "/modules/..%2Foutside.js": 404, "/modules/host.ts": 404, "/x": 404,
            ], "\(report.output)")
        #expect(report.page.contains(#""journey":"http://localhost:5173/start?step=1""#))
        #expect(report.page.contains(#""hostClass":"GBGBridgeHost""#))
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["node"]), "needs node"))
    func theServerExplainsItselfAndRefusesBadArguments() throws {
        try ExternalTools.require(["node"])
        let server = PackagePaths.generatedWeb.appendingPathComponent("simulate.mjs").path
        let help = try ChildProcess.run(["node", server, "--help"], timeout: 30)
        #expect(help.status == 0)
        #expect(help.output.contains("Usage: node simulate.mjs JOURNEY_URL"))
        for (arguments, message) in [
            ([], "give the journey's URL"),
            (["ftp://example.com/"], "must be http or https"),
            (["http://localhost:5173/", "--port", "x"], "--port takes a port number"),
            (["http://localhost:5173/", "--bogus"], "unknown option --bogus"),
        ] {
            let run = try ChildProcess.run(["node", server] + arguments, timeout: 30)
            #expect(run.status == 2, "\(arguments) exited \(run.status)")
            #expect(run.errorTail.contains(message), "\(arguments): \(run.errorTail)")
        }
    }
}
