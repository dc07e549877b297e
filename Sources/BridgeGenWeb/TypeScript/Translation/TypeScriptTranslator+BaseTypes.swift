import BridgeGenKit
import BridgeSpec

/// What an extension's module takes from its base client's package, and what it writes itself.
///
/// The base's types are imported by name. So are the pieces the base client exports for them (a
/// decoder, an encoder, an `…Init` form), which it made because its own actions and events needed
/// them. A piece the extension's actions need and the base does not export, such as a decoder for
/// a base type that only the base's requests carry, the extension's module writes itself. In
/// `protocol.ts` every type is its own and every piece is written there.
extension TypeScriptTranslator {
    /// A piece of the client that an object type may need.
    enum TypePiece {
        /// `decodeX`, for a type the page receives.
        case decoder
        /// `encodeX`, for a type the page sends with bytes inside.
        case encoder
        /// `XInit`, for a type the page sends with defaults inside.
        case initForm
    }

    /// Whether `name` is the base protocol's (a type, or a section's value set such as
    /// `BridgeErrorCode`), imported rather than declared here.
    func isBaseType(_ name: String) -> Bool {
        base != nil && !spec.emits(type: name)
    }

    /// Whether the base client's package exports `piece` of the base type `name`.
    func baseExports(_ piece: TypePiece, of name: String) -> Bool {
        guard let base, isBaseType(name) else { return false }
        return Self.needs(piece, of: name, in: base.flow)
    }

    /// Whether this module writes `piece` of `name`: its actions and events need it, and the base
    /// client does not export it.
    func writes(_ piece: TypePiece, of name: String) -> Bool {
        Self.needs(piece, of: name, in: flow) && !baseExports(piece, of: name)
    }

    private static func needs(_ piece: TypePiece, of name: String, in flow: TypeFlow) -> Bool {
        switch piece {
        case .decoder: flow.received.contains(name)
        case .encoder: flow.needsEncoder(name)
        case .initForm: flow.hasInitForm(name)
        }
    }

    /// The name of `name`'s interface in `form`, imported from the base's package when it is the
    /// base's (a local `…Init` form of a base type is not).
    mutating func spell(_ name: String, form: TypeForm) -> String {
        let spelled = interfaceName(name, form: form)
        if isBaseType(name), spelled == name || baseExports(.initForm, of: name) {
            imports.useType(spelled, from: .protocol)
        }
        return spelled
    }

    /// `decodeX`, imported when the base exports it.
    mutating func decoderReference(_ name: String) -> String {
        if baseExports(.decoder, of: name) { imports.use(decoderName(name), from: .protocol) }
        return decoderName(name)
    }

    /// `encodeX`, imported when the base exports it.
    mutating func encoderReference(_ name: String) -> String {
        if baseExports(.encoder, of: name) { imports.use(encoderName(name), from: .protocol) }
        return encoderName(name)
    }

    /// Translates the `…Init` forms of base types that this module's requests and events need and the
    /// base does not export, in spec order.
    mutating func translateBaseInitForms() {
        for type in spec.types where isBaseType(type.name) && writes(.initForm, of: type.name) {
            translateInitForm(type)
        }
    }
}
