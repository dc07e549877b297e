/// What a transport refuses on the host's behalf, reported like the host's own problems.
extension BridgeEngine {
    /// Shows a problem the transport found in `lastError` and tells the delegate.
    public func transportDidReport(_ problem: BridgeProblem) {
        report(problem)
    }
}
