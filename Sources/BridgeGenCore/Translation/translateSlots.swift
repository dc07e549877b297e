import BridgeSpec

extension SwiftTranslator {
    /// `CaptureResult`, what typed slot handlers return, with one case per slot result; and
    /// `CaptureCapability`, the slot type.
    func translateSlots() -> [Declaration] {
        let slots = spec.slotCapabilities.compactMap { capability in capability.slot.map { (capability, $0) } }
        let resultCases: [Declaration] = slots.map { capability, slot in
            let result = spec.action(slot.action)?.result ?? "Never"
            return .enumCase(EnumCaseDeclaration(
                docComment: DocComment.make(
                    "A successful `\(slot.action)`: the page gets status `success` with this result.", fallback: "",
                    source: "capabilities.\(capability.id).slot"),
                name: slot.resultCase, associatedValues: [.init(type: result)]))
        }
        let outcomeCases: [CodeClause] = slots.map { _, slot in
            CodeClause("case .\(SwiftNaming.escapedIfKeyword(slot.resultCase))(let result)",
                       [.line(".success(action: \(SwiftLiteral.string(slot.action)), result: result)")])
        } + [
            CodeClause("case .cancelled(let reason)", [.line(".cancelled(reason: reason)")]),
            CodeClause("case .failed(let code, let message, let recoverable)", [
                .line(".failed(\(RuntimeNames.rawError)(code: code.rawValue, message: message, recoverable: recoverable))"),
            ]),
        ]
        let result = EnumDeclaration(
            docComment: DocComment.make(
                "What a typed slot's handler returns: a result, a cancellation or a failure.", fallback: "",
                details: ["The host encodes it into the response, so handlers never build JSON by hand."],
                source: "capabilities.*.slot"),
            name: GeneratedNames.slotResult, conformances: [RuntimeNames.slotResult],
            members: resultCases + [
                .enumCase(EnumCaseDeclaration(
                    docComment: "The user or the host cancelled: the page gets status `cancelled`, with `reason` in a `CANCELLED` error.",
                    name: "cancelled", associatedValues: [.init(label: "reason", type: "String")])),
                .enumCase(EnumCaseDeclaration(
                    docComment: "The capture failed: the page gets status `error` with this error.",
                    name: "failed", associatedValues: [
                        .init(label: "code", type: GeneratedNames.errorCode), .init(label: "message", type: "String"),
                        .init(label: "recoverable", type: "Bool"),
                    ])),
                .property(PropertyDeclaration(
                    docComment: "How the request ended, in wire terms.", name: "outcome", type: RuntimeNames.slotOutcome,
                    value: .computed([.switch(subject: "self", cases: outcomeCases)]))),
            ])
        let slotType = TypeAliasDeclaration(
            docComment: DocComment.make(
                "A typed capability slot on `\(GeneratedNames.host)`, such as `documentCapture`.", fallback: "",
                details: ["Setting its `handler` declares the capability and provides it in one step."],
                source: "capabilities.*.slot"),
            name: GeneratedNames.slot, existingType: "\(RuntimeNames.slot)<\(GeneratedNames.definition(of: spec))>")
        return [.enum(result), .typealias(slotType)]
    }
}
