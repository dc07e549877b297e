import BridgeSpec
import Testing

/// The runner reaches every action the scenarios may name through the Swift host's typed API: a
/// slot or a typed handler for each action of the spec and of the extensions it serves.
@MainActor
@Suite struct RunnerCoverageTests {
    @Test(arguments: ["Protocol/bridge.yaml", "Examples/SignaturePadBridge/bridge.yaml"])
    func everyActionCanBeHandled(_ path: String) throws {
        let spec = try Specs.load(path)
        var setup = HostSetup()
        setup.extensions = Array(AppDriver.knownExtensions.keys)
        let run = try ScenarioRun(Scenario(name: "coverage", summary: "", location: "", host: setup, steps: []))
        for action in spec.actions where action.id != spec.negotiationAction {
            #expect(throws: Never.self, "\(action.id)") { try run.app.perform(.handle(action: action.id, answer: .hold)) }
        }
        run.app.host.detach()
    }

    @Test func everyScenarioFileIsReadable() {
        let broken = ScenarioLibrary.all.compactMap(\.brokenBecause)
        #expect(broken.isEmpty, "\(broken)")
        #expect(ScenarioLibrary.all.count > 150)
    }
}
