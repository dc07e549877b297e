/// What a check found wrong.
struct Mismatch: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }

    init(expected: JSON, received: String, _ differences: [String]) {
        description = "expected \(expected)\n  received \(received)\n" + differences.map { "    \($0)" }.joined(separator: "\n")
    }
}

/// A scenario that failed: where, at which step, why, and what the page had received.
struct StepFailure: Error, CustomStringConvertible {
    var line: Int?
    var step: Step?
    var mismatch: Mismatch
    var transcript: String

    var description: String {
        let received = transcript.isEmpty ? "  the page received nothing" : "  the page received:\n\(transcript)"
        return "\(mismatch)\n\(received)"
    }
}
