import BridgeRuntime
import Foundation

/// The header's `options` as `BridgeHostOptions` (README, "Options"): limits as they are, times
/// from milliseconds, the request timeout scaled to real time, and scenario time as the clock.
enum HostOptions {
    @MainActor
    static func make(_ options: [String: JSON], time: SimulatedTime) throws(ScenarioError) -> BridgeHostOptions {
        let clock = time.clock
        var made = BridgeHostOptions(requestTimeout: time.realTimeout, now: { clock.date })
        for (name, value) in options where name != "requestTimeoutMs" {
            let number = try Step.integer(value, name)
            switch name {
            case "maxReceivedMessages": made.maxReceivedMessages = number
            case "pendingRequestWarningThreshold": made.pendingRequestWarningThreshold = number
            case "maxIncomingMessageBytes": made.maxIncomingMessageBytes = number
            case "maxIncomingNestingDepth": made.maxIncomingNestingDepth = number
            case "maxOpenRequests": made.maxOpenRequests = number
            case "maxOpenRequestsPerCapability": made.maxOpenRequestsPerCapability = number
            case "maxHeldBytes": made.maxHeldBytes = number
            case "maxCorrelationIDBytes": made.maxCorrelationIDBytes = number
            case "blobMinimumBytes": made.blobMinimumBytes = number
            case "blobLifetimeMs": made.blobLifetime = Double(number) / 1000
            default: throw ScenarioError("unknown option '\(name)'")
            }
        }
        return made
    }
}
