/// The `protocol` section: what the protocol is called, its version, and its negotiation action.
extension SpecReader {
    /// The values of the `protocol` section.
    struct ProtocolHeader {
        var name: String
        var version: ProtocolVersion
        var description: String?
        var negotiation: String
    }

    static let protocolKeys = ["name", "version", "description", "negotiation"]

    mutating func readProtocol(_ section: YAMLMappingEntry) -> ProtocolHeader? {
        keepingIfClean { reader in
            guard
                let mapping = reader.mapping(
                    section.value, of: "the 'protocol' section", owner: section.keyLocation,
                    allowed: Self.protocolKeys, required: Self.protocolKeys
                )
            else { return nil }
            let name = reader.text("name", in: mapping)
            let version = reader.version("version", in: mapping)
            let description = reader.description(in: mapping)
            let negotiation = reader.text("negotiation", in: mapping)
            guard let name, let version, let negotiation else { return nil }
            return ProtocolHeader(name: name, version: version, description: description, negotiation: negotiation)
        }
    }
}
