import BridgeGenKit
import Testing

@testable import BridgeGenSwift

/// Expects `declaration`, rendered alone into a file at `accessLevel`, to be exactly `expected` followed
/// by the file's one final newline, which multi-line literals leave out.
func expectRendering(
    _ declaration: Declaration,
    accessLevel: AccessModifier = .public,
    _ expected: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let rendered = SwiftRenderer(accessLevel: accessLevel).render(declaration)
    #expect(rendered == expected + "\n", sourceLocation: sourceLocation)
}
