import BridgeGenKit
import BridgeSpec
import GeneratorTestSupport
import Testing

@testable import BridgeGenSwift

/// What a snippet generates in Swift, declaration by declaration: the top-level declarations a test
/// names, from every generated file, rendered by the generator's own renderer without the rest of
/// their files.
enum SwiftSnippet {
    /// The feature's spec, or a test failure with its diagnostics.
    static func spec(_ feature: SnippetFeature, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ProtocolSpec
    {
        try feature.spec(sourceLocation: sourceLocation)
    }

    /// The declarations named `names`, in the files' order, apart by blank lines, without a final
    /// newline (as a multi-line string literal ends). A type's name selects its declaration;
    /// `extension Name` selects the extensions of `Name` (its codecs, its conformances).
    static func swift(_ spec: ProtocolSpec, _ names: [String]) -> String {
        let selected = SwiftTranslator(spec: spec).translate().flatMap(\.declarations).filter { names.contains($0.snippetName) }
        return String(SwiftRenderer().render(SwiftFile(name: "Snippet.swift", declarations: selected)).dropLast())
    }
}

extension Declaration {
    /// The name a snippet test selects it by: its own, or `extension Type` for an extension.
    var snippetName: String {
        switch self {
        case .struct(let declaration): declaration.name
        case .class(let declaration): declaration.name
        case .enum(let declaration): declaration.name
        case .protocol(let declaration): declaration.name
        case .typealias(let declaration): declaration.name
        case .extension(let declaration): "extension " + SwiftRenderer().text(declaration.extendedType)
        case .property(let declaration): declaration.name
        case .function(let declaration): declaration.name
        case .initializer, .enumCase, .ifConfig, .mark: ""
        }
    }
}
