import BridgeGenKit
import BridgeSpec
import Foundation

@testable import BridgeGenKotlin
@testable import BridgeGenSwift
@testable import BridgeGenWeb

/// The names a spec might give that something already means in an output: each language's
/// keywords and built-ins, what the runtimes and the generated code declare (from the generators'
/// own lists), and every identifier the generated code of a small spec uses, which finds the names
/// the generator introduces that no list holds (locals such as `json` or `writer`).
enum ReservedNames {
    /// Swift's keywords, those reserved only in some places included, and its special names.
    static let swiftKeywords: Set<String> = SwiftNaming.keywords.union(SwiftNaming.unreachableMemberNames).union([
        "actor", "any", "associativity", "async", "borrowing", "consume", "consuming", "convenience", "copy", "didSet",
        "discard", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left", "macro", "mutating",
        "none", "nonisolated", "nonmutating", "open", "optional", "override", "package", "postfix", "precedence", "prefix",
        "required", "right", "sending", "set", "some", "unowned", "weak", "willSet", "init", "deinit",
    ])

    /// Swift's keywords, and members Swift's protocols give every value.
    static let swift: Set<String> = swiftKeywords.union([
        "Error", "hashValue", "hash", "description", "debugDescription", "rawValue",
    ])

    /// JavaScript's and TypeScript's reserved words, the members every object has, and the globals
    /// pages use.
    static let typeScript: Set<String> = typeScriptKeywords.union(objectMembers).union(javaScriptGlobals)

    /// The members every JavaScript object has from `Object.prototype`.
    static let objectMembers: Set<String> = [
        "toString", "toLocaleString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "__proto__",
        "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__", "constructor",
    ]

    /// Globals of JavaScript and the DOM that pages use.
    static let javaScriptGlobals: Set<String> = [
        "Object", "Function", "Date", "RegExp", "Math", "JSON", "Reflect", "Proxy", "Symbol", "Promise", "Array", "Map",
        "Set", "String", "Number", "Boolean", "Error", "TypeError", "Uint8Array", "ArrayBuffer", "Blob", "Record", "Partial",
        "undefined", "NaN", "Infinity", "eval", "arguments", "globalThis", "window", "document",
    ]

    /// JavaScript's and TypeScript's reserved words, and names with a meaning of their own.
    static let typeScriptKeywords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "null",
        "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "as",
        "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield", "any",
        "boolean", "declare", "get", "module", "require", "number", "set", "string", "symbol", "type",
        "from", "of", "async", "await", "never", "unknown", "object", "keyof", "readonly", "infer", "is", "asserts",
        "abstract", "override", "satisfies", "accessor", "out", "then", "prototype", "length", "name", "arguments", "eval",
    ]

    /// Kotlin's keywords, soft keywords and modifiers (names only in some places), the members
    /// Kotlin gives every data class, enum and object, and what the Kotlin output's own lists reserve.
    static let kotlin: Set<String> = KotlinNaming.keywords.union(KotlinReservedNames.types).union(
        KotlinReservedNames.hostMembers
    ).union([
        "by", "catch", "constructor", "delegate", "dynamic", "field", "file", "finally", "get", "import", "init", "param",
        "property", "receiver", "set", "setparam", "value", "where", "abstract", "actual", "annotation", "companion",
        "const", "crossinline", "data", "enum", "expect", "external", "final", "infix", "inline", "inner", "internal",
        "lateinit", "noinline", "open", "operator", "out", "override", "private", "protected", "public", "reified",
        "sealed", "suspend", "tailrec", "vararg", "it", "copy", "component1", "component2", "equals", "hashCode",
        "toString", "name", "ordinal", "entries", "values", "valueOf", "compareTo", "javaClass", "getClass", "Enum",
        "Unit", "Nothing", "Any", "Char", "Float", "Short", "Byte", "Array", "Comparable", "Throwable", "Exception",
        "Result", "Pair", "Triple", "Deprecated", "JvmField", "JvmName", "Synchronized", "Volatile", "Transient",
    ])

    /// Whether `file` is code a generator writes for the spec (the Swift, the TypeScript client, the
    /// Kotlin API), whose identifiers the pool takes; the Kotlin runtime's copy is left out.
    static func isGeneratedCode(_ file: OutputFile) -> Bool {
        file.name.hasSuffix(".swift") || file.name == "protocol.ts"
            || (file.name.hasSuffix(".kt") && !file.name.contains("/runtime/"))
    }

    /// What the generators' own lists say each output declares or reserves.
    static func listed(for spec: ProtocolSpec) -> Set<String> {
        var names = SwiftStandardNames.types.union(RuntimeNames.publicTypes).union(RuntimeNames.hostMembers)
        names.formUnion(GeneratedNames.declaredTypes(in: spec).map(\.name))
        names.formUnion(GeneratedNames.definitionMembers + GeneratedNames.incomingEventMembers + GeneratedNames.slotResultCases)
        names.formUnion(TypeScriptNames.globals.union(TypeScriptNames.runtimeExports).union(TypeScriptNames.baseClientMembers))
        names.formUnion(TypeScriptNames.generatedClientMembers.union(TypeScriptNames.generatedExports(of: spec)))
        names.formUnion(ExtensionModuleNames.classMembers)
        let schema = SchemaTranslator(spec: spec)
        names.formUnion(
            schema.ownDefinitions.map(\.key) + schema.extensionDefinitions.map(\.key) + [SchemaTranslator.blobReference])
        return names
    }

    /// Every identifier in the code of `texts`, the generated code of a spec: comments and string
    /// literals left out, whose words name nothing.
    static func identifiers(in texts: [String]) -> Set<String> {
        var found: Set<String> = []
        for line in texts.flatMap({ $0.split(separator: "\n") }) {
            let code = line.drop { $0 == " " }
            guard !code.hasPrefix("//"), !code.hasPrefix("*"), !code.hasPrefix("/*") else { continue }
            var current = ""
            var inString = false
            var escaped = false
            for scalar in code.unicodeScalars {
                if inString {
                    if escaped {
                        escaped = false
                    } else if scalar == "\\" {
                        escaped = true
                    } else if scalar == "\"" {
                        inString = false
                    }
                    continue
                }
                if scalar == "\"" {
                    inString = true
                    current = ""
                    continue
                }
                let isPart =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "$"
                if isPart {
                    current.unicodeScalars.append(scalar)
                } else {
                    if let first = current.unicodeScalars.first, !("0"..."9").contains(first) { found.insert(current) }
                    current = ""
                }
            }
            if let first = current.unicodeScalars.first, !("0"..."9").contains(first) { found.insert(current) }
        }
        return found
    }

    /// Strings that are no identifier, which only IDs, values and wire names can be.
    static let nonIdentifiers: Set<String> = [
        "3d", "a-b", "a.b", "with space", "ünïcode", "$ref", "a\"quote", "back\\slash", "*/", "</script>",
    ]
}
