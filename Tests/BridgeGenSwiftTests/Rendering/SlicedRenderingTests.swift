import BridgeGenKit
import Testing

@testable import BridgeGenSwift

/// Files render in slices of declarations on all cores; the text must be what rendering the
/// declarations one after another gives, blank lines at the seams included.
@Suite struct SlicedRenderingTests {
    /// Groups of compact properties (adjacent lines) and documented ones (blank lines), so that slice
    /// boundaries fall both inside a group and between groups.
    private func declarations(_ count: Int) -> [Declaration] {
        (0..<count).map { index in
            index % 7 == 0
                ? .property(PropertyDeclaration(docComment: "Property \(index).", name: "documented\(index)", type: "Int"))
                : .property(PropertyDeclaration(name: "plain\(index)", type: "String"))
        }
    }

    @Test(arguments: [1, 63, 64, 65, 200])
    func rendersTheSameTextAsOneDeclarationAfterAnother(count: Int) {
        let renderer = SwiftRenderer()
        let declarations = declarations(count)
        var sequential = CodePrinter()
        renderer.renderDeclarations(declarations, into: &sequential)
        let file = SwiftFile(name: "Example.swift", headerComment: ["Header"], imports: [], declarations: declarations)
        #expect(renderer.render(file) == "// Header\n\n" + sequential.content)
    }

    @Test func rendersSeveralFilesEachWithItsOwnDeclarations() {
        let renderer = SwiftRenderer()
        let files = [
            SwiftFile(name: "Example.swift", headerComment: ["One"], imports: [], declarations: declarations(100)),
            SwiftFile(name: "Example.swift", headerComment: ["Empty"], imports: [], declarations: []),
            SwiftFile(name: "Example.swift", headerComment: ["Three"], imports: [], declarations: declarations(3)),
        ]
        #expect(renderer.render(files) == files.map { renderer.render($0) })
        #expect(renderer.render(files)[1] == "// Empty\n")
    }
}
