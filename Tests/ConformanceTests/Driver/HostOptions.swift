import BridgeRuntime
import Foundation

/// The header's `options` as `BridgeHostOptions` (README, "Options"): limits as they are, times
/// from milliseconds, and scenario time as the clock.
enum HostOptions {
    static func make(_ options: [String: JSON], clock: BridgeManualClock) throws(ScenarioError) -> BridgeHostOptions {
        var made = BridgeHostOptions(clock: clock)
        for (name, value) in options {
            if name == "requestTimeoutMs", value == .null {
                made.requestTimeout = nil
                continue
            }
            let number = try Step.integer(value, name)
            switch name {
            case "requestTimeoutMs": made.requestTimeout = Double(number) / 1000
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
