/// The two sections only an extension spec has: `extends`, naming its base, and `extension`, its
/// own name, version and namespace.
extension SpecReader {
    /// The sections an extension spec may have: the two of its own, and those that add to the base.
    static let extensionSections = ["extends", "extension", "errors", "capabilities", "actions", "events", "types"]
    /// The sections an extension adds to its base, in the order they are merged.
    static let extendingSections = ["errors", "capabilities", "actions", "events", "types"]
    static let extendsKeys = ["protocol", "path", "package", "module"]
    static let extensionKeys = ["name", "version", "namespace", "description"]

    /// Reads `extends` and `extension`; nil after reporting what is wrong with them.
    mutating func readExtension(extends: YAMLMappingEntry, extension section: YAMLMappingEntry?, root: YAMLNode) -> ExtensionSpec?
    {
        guard let section else {
            diagnostics.error(
                "an extension spec needs an 'extension' section with its 'name', 'version' and 'namespace'",
                at: extends.keyLocation)
            return nil
        }
        let base = readBase(extends)
        let header: (String, ProtocolVersion, String, String?)? = keepingIfClean { reader in
            guard
                let mapping = reader.mapping(
                    section.value, of: "the 'extension' section", owner: section.keyLocation,
                    allowed: Self.extensionKeys, required: ["name", "version", "namespace"]
                )
            else { return nil }
            let name = reader.text("name", in: mapping)
            let version = reader.version("version", in: mapping)
            let namespace = reader.text("namespace", in: mapping)
            let description = reader.description(in: mapping)
            if let name, !Identifier.isUpperCamelCase(name) {
                reader.diagnostics.error(
                    "the extension's name '\(name)' names its generated types, so it must be UpperCamelCase",
                    at: mapping.entry("name")?.value.location ?? section.keyLocation)
            }
            if let namespace, !Self.isNamespace(namespace) {
                reader.diagnostics.error(
                    "the namespace '\(namespace)' must be lower-case letters, digits, '.' and '-', starting with a letter",
                    at: mapping.entry("namespace")?.value.location ?? section.keyLocation)
            }
            guard let name, let version, let namespace else { return nil }
            return (name, version, namespace, description)
        }
        guard let base, let header else { return nil }
        return ExtensionSpec(
            name: header.0, version: header.1, namespace: header.2, description: header.3, base: base,
            location: section.keyLocation)
    }

    private mutating func readBase(_ extends: YAMLMappingEntry) -> BaseReference? {
        keepingIfClean { reader in
            guard
                let mapping = reader.mapping(
                    extends.value, of: "the 'extends' section", owner: extends.keyLocation,
                    allowed: Self.extendsKeys, required: ["protocol"]
                )
            else { return nil }
            let name = reader.text("protocol", in: mapping)
            let path = reader.text("path", in: mapping)
            let package = reader.text("package", in: mapping)
            let module = reader.text("module", in: mapping)
            if path == nil, package == nil {
                reader.diagnostics.error(
                    "the 'extends' section must say where the base spec is: 'path' (relative to this file) or "
                        + "'package' (the identity of the package whose Protocol/bridge.yaml it is)",
                    at: extends.keyLocation)
            }
            guard let name, path != nil || package != nil else { return nil }
            return BaseReference(
                protocolName: name, module: module ?? name, path: path, package: package, location: extends.keyLocation)
        }
    }

    /// A namespace: lower-case ASCII letters and digits in segments joined by `.` or `-`.
    private static func isNamespace(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first), !text.hasSuffix("."), !text.hasSuffix("-")
        else {
            return false
        }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }
    }
}
