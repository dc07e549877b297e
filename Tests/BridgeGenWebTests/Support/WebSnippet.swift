import BridgeGenKit
import BridgeSpec
import GeneratorTestSupport
import Testing

@testable import BridgeGenWeb

/// What a snippet generates for the web, declaration by declaration: the TypeScript declarations
/// and the schema definitions a test names, rendered by the generators' own renderers, without the
/// rest of their files.
enum WebSnippet {
    /// The feature's spec, or a test failure with its diagnostics.
    static func spec(_ feature: SnippetFeature, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ProtocolSpec
    {
        try feature.spec(sourceLocation: sourceLocation)
    }

    /// The declarations of `protocol.ts` (or an extension's `extension.ts`) named `names`, in the
    /// module's order, apart by blank lines, without a final newline (as a multi-line string
    /// literal ends). `Class.member` names one member of a class, shown in its class without the
    /// class's documentation.
    static func typeScript(_ spec: ProtocolSpec, _ names: [String]) -> String {
        select(TypeScriptTranslator.translate(spec, headerComment: []), names)
    }

    /// The declarations of `module` named `names`, rendered as `typeScript` says.
    private static func select(_ module: TypeScriptModule, _ names: [String]) -> String {
        let selected = module.declarations.compactMap { declaration -> TypeScriptDeclaration? in
            guard case .class(var type) = declaration else { return names.contains(declaration.name) ? declaration : nil }
            if names.contains(type.name) { return declaration }
            type.members = type.members.filter { names.contains(type.name + "." + $0.name) }
            type.doc = []
            return type.members.isEmpty ? nil : .class(type)
        }
        return String(
            TypeScriptRenderer().render(TypeScriptModule(headerComment: [], imports: [], declarations: selected)).dropLast())
    }

    /// The declarations of `host.ts` (or an extension's) named `names`, as `typeScript` selects them.
    static func host(_ spec: ProtocolSpec, _ names: [String]) -> String {
        select(HostTranslator.translate(spec, headerComment: []), names)
    }

    /// The schema's definitions named `names`, in the schema's order, as one JSON object, without a
    /// final newline.
    static func schema(_ spec: ProtocolSpec, _ names: [String]) -> String {
        let document = JSONSchemaGenerator.translate(spec, options: GeneratorOptions(sourceLabel: "snippet.yaml"))[0].schema
        guard case .object(let members) = document,
            case .object(let definitions)? = members.first(where: { $0.key == "$defs" })?.value
        else {
            return ""
        }
        return String(JSONRenderer().render(.object(definitions.filter { names.contains($0.key) })).dropLast())
    }
}

extension TypeScriptDeclaration {
    /// The name it declares, or its title for a section mark.
    var name: String {
        switch self {
        case .mark(let title): title
        case .reexports: ""
        case .constant(let constant): constant.name
        case .typeAlias(let alias): alias.name
        case .interface(let interface): interface.name
        case .function(let function): function.name
        case .class(let type): type.name
        }
    }
}

extension TypeScriptClassMember {
    /// The member's name.
    var name: String {
        switch self {
        case .property(let property): property.name
        case .constructor: "constructor"
        case .method(let method): method.name
        }
    }
}

extension WebSnippet {
    /// The members of the simulator's description (`simulator.json`) named `names`, as one JSON
    /// object, without a final newline.
    static func simulator(_ spec: ProtocolSpec, _ names: [String]) -> String {
        guard case .object(let members) = SimulatorDescription.of(spec, notice: "") else { return "" }
        return String(JSONRenderer().render(.object(members.filter { names.contains($0.key) })).dropLast())
    }
}
