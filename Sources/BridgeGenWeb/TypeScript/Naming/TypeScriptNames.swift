import BridgeSpec

/// The names the web client declares, exports and uses, as its name rules need them.
///
/// The hand-written modules' exports and the base client's members are read from the modules'
/// own text; the generated module's names are listed here, and a test holds the list to what
/// `protocol.ts` really exports.
enum TypeScriptNames {
    /// What `protocol.ts` exports besides the spec's types and their decoders, encoders and `…Init`
    /// forms.
    static func generatedExports(of spec: ProtocolSpec) -> Set<String> {
        [
            "PROTOCOL_VERSION", "BridgeResponseStatus", "BridgeErrorCode", "recoverableByDefault", "BridgeEnvironment",
            "PermissionState", "StandardErrorCode", "KnownErrorCode", "isKnownErrorCode", "BridgeCapabilityID",
            "CapabilityMap", "BridgeRequestMap", "BridgeActionError", "isBridgeError", "NativeToWebEvents",
            "WebToNativeEvents", clientName(of: spec),
        ]
    }

    /// The generated client class, such as `GBGBridgeClient`.
    static func clientName(of spec: ProtocolSpec) -> String { "\(spec.name)Client" }

    /// The methods the generated client declares besides one per action.
    static let generatedClientMembers: Set<String> = ["constructor", "discoverCapabilities"]

    /// The members every JavaScript object has from `Object.prototype`. The client keys objects by
    /// the wire (fields by JSON key, capabilities by ID), and TypeScript reads a key an object lacks
    /// as the inherited member: a field or a capability named like one does not type-check, and a
    /// method named like one would replace what JavaScript calls implicitly (`toString`).
    static let objectMembers: Set<String> = [
        "constructor", "toString", "toLocaleString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable",
        "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__",
    ]

    /// The global types of JavaScript and the DOM that the client uses: a spec type with one of
    /// these names would shadow it in `protocol.ts`. A test holds this to what the client uses.
    static let globals: Set<String> = [
        "Array", "ReadonlyArray", "Record", "Partial", "Promise", "Uint8Array", "Error", "Object", "JSON", "Number",
        "String", "Boolean", "Set", "ReadonlySet", "Map", "ReadonlyMap", "Symbol", "Math", "AbortSignal", "Window",
    ]

    /// Everything the hand-written modules (`runtime.ts`, `errors.ts`, `data.ts`) export: `index.ts`
    /// re-exports them beside `protocol.ts`, so a spec type may not take one.
    static let runtimeExports: Set<String> = Set(TypeScriptRuntimeSource.texts.values.flatMap(exportedNames))

    /// The members of the runtime's `BridgeClient`, which the generated client extends: an action's
    /// method may not take one.
    static let baseClientMembers: Set<String> = members(
        ofClass: "BridgeClient", in: TypeScriptRuntimeSource.texts["runtime.ts"] ?? "")

    /// The names a module's `export class|interface|type|function|const|let|enum NAME` declare.
    static func exportedNames(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("export ") else { return nil }
            let words = line.split(whereSeparator: { " <:=({".contains($0) })
            guard
                let kind = words.firstIndex(where: {
                    ["class", "interface", "type", "function", "const", "let", "enum"].contains($0)
                }),
                kind + 1 < words.count
            else { return nil }
            return String(words[kind + 1])
        }
    }

    /// The members declared directly in `class NAME … { … }`: methods, properties, accessors.
    static func members(ofClass name: String, in source: String) -> Set<String> {
        var members: Set<String> = []
        var inside = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("export class \(name)") || line.hasPrefix("class \(name)") { inside = true; continue }
            guard inside else { continue }
            if line.hasPrefix("}") { break }
            guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  //"), !line.hasPrefix("  *"),
                !line.hasPrefix("  /*")
            else { continue }
            let modifiers: Set = [
                "public", "private", "protected", "readonly", "static", "async", "get", "set", "override", "abstract", "declare",
            ]
            let words = line.split(whereSeparator: { " (<:=?!;".contains($0) })
            // Closing lines (`}`, `): void {`) declare nothing.
            if let word = words.first(where: { !modifiers.contains(String($0)) }).map({
                String($0.hasPrefix("#") ? $0.dropFirst() : $0)
            }),
                TypeScriptSyntax.isIdentifier(word)
            {
                members.insert(word)
            }
        }
        return members
    }
}
