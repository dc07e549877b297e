import BridgeGenKit
import BridgeSpec
import Testing

extension SnippetFeature {
    /// The feature's spec, or a test failure with its diagnostics: what every output's snippet
    /// tests start from.
    package func spec(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ProtocolSpec {
        guard let spec = loaded.spec else {
            Issue.record(Comment(rawValue: DiagnosticRenderer.render(loaded.diagnostics)), sourceLocation: sourceLocation)
            throw InvalidSnippet()
        }
        return spec
    }
}

/// A snippet that is no valid spec, whose diagnostics the test has recorded.
package struct InvalidSnippet: Error {}
