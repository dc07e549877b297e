import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// Each slot's own result type (`DocumentCaptureOutcome`), whose wrong uses do not compile;
    /// `CaptureResult`, the result type all slots share, as the SDK's documentation shows it; and
    /// `CaptureCapability`, the slot type.
    func translateSlots() -> [Declaration] {
        let slots = slotPairs
        let slotType = TypeAliasDeclaration(
            docComment: DocComment.make(
                "A typed capability slot on `\(GeneratedNames.host)`, such as `documentCapture`, with its request type and its own result type.",
                fallback: "",
                details: ["Setting its `handler` declares the capability and provides it in one step."],
                source: "capabilities.*.slot"),
            name: GeneratedNames.slot,
            genericParameters: [GenericParameter("Request", constraint: "\(RuntimeNames.decodable) & Sendable"),
                                GenericParameter("Outcome", constraint: RuntimeNames.typedSlotResult)],
            existingType: "\(RuntimeNames.slot)<\(GeneratedNames.definition(of: spec)), Request, Outcome>",
            whereClause: ["Outcome.Shared == \(GeneratedNames.slotResult)"])
        return slots.map { capability, slot in .enum(translateSlotOutcome(capability, slot)) }
            + [.enum(translateSharedSlotResult(slots)), .typealias(slotType)]
    }

    /// The slot capabilities with their slots, in spec order.
    var slotPairs: [(CapabilitySpec, SlotSpec)] {
        spec.slotCapabilities.compactMap { capability in capability.slot.map { (capability, $0) } }
    }

    /// One slot's result type: its result case, `cancelled` and `failed`.
    private func translateSlotOutcome(_ capability: CapabilitySpec, _ slot: SlotSpec) -> EnumDeclaration {
        let result = spec.action(slot.action)?.result ?? "Never"
        let resultCase = SwiftNaming.escapedIfKeyword(slot.resultCase)
        let shared = GeneratedNames.slotResult
        return EnumDeclaration(
            docComment: DocComment.make(
                "What the `\(slot.property)` slot's handler returns: its result, a cancellation or a failure.", fallback: "",
                details: ["Only a `\(result)` can be its result, so a result of another slot does not compile. The host encodes it into the response."],
                source: "capabilities.\(capability.id).slot"),
            name: GeneratedNames.slotOutcome(of: slot), conformances: [RuntimeNames.typedSlotResult],
            members: [
                .enumCase(EnumCaseDeclaration(
                    docComment: "A successful `\(slot.action)`: the page gets status `success` with this result.",
                    name: slot.resultCase, associatedValues: [.init(type: result)])),
            ] + Self.cancelledAndFailedCases + [
                .property(PropertyDeclaration(
                    docComment: "How the request ended, in wire terms.", attributes: [.generatedSPI], name: "outcome", type: RuntimeNames.slotOutcome,
                    value: .computed([.switch(subject: "self", cases: [
                        CodeClause("case .\(resultCase)(let result)",
                                   [.line(".success(action: \(SwiftLiteral.string(slot.action)), result: result)")]),
                    ] + Self.cancelledAndFailedOutcomes)]))),
                .initializer(InitializerDeclaration(
                    docComment: "The shared result as this slot's result; nil when it is another slot's result.",
                    isFailable: true, parameters: [Parameter(label: "_", "shared", type: shared)],
                    body: [.switch(subject: "shared", cases: [
                        CodeClause("case .\(resultCase)(let result)", [.line("self = .\(resultCase)(result)")]),
                        CodeClause("case .cancelled(let reason)", [.line("self = .cancelled(reason: reason)")]),
                        CodeClause("case .failed(let code, let message, let recoverable)",
                                   [.line("self = .failed(code: code, message: message, recoverable: recoverable)")]),
                    ] + (slotPairs.count > 1 ? [CodeClause("default", [.line("return nil")])] : []))])),
            ])
    }

    /// `CaptureResult`: a case per slot's result, `cancelled` and `failed`.
    private func translateSharedSlotResult(_ slots: [(CapabilitySpec, SlotSpec)]) -> EnumDeclaration {
        let resultCases: [Declaration] = slots.map { capability, slot in
            .enumCase(EnumCaseDeclaration(
                docComment: DocComment.make(
                    "A successful `\(slot.action)`: the page gets status `success` with this result.", fallback: "",
                    source: "capabilities.\(capability.id).slot"),
                name: slot.resultCase, associatedValues: [.init(type: spec.action(slot.action)?.result ?? "Never")]))
        }
        let outcomeCases: [CodeClause] = slots.map { _, slot in
            CodeClause("case .\(SwiftNaming.escapedIfKeyword(slot.resultCase))(let result)",
                       [.line(".success(action: \(SwiftLiteral.string(slot.action)), result: result)")])
        } + Self.cancelledAndFailedOutcomes
        return EnumDeclaration(
            docComment: DocComment.make(
                "The result type all typed slots share, as the SDK's documentation shows it: a slot's result, a cancellation or a failure.",
                fallback: "",
                details: ["A slot's `complete(_:)` takes it, and the host checks that the result is the slot's own: another slot's result ends the request with `INTERNAL_ERROR` and is reported."]
                    + slots.prefix(1).map { "Each slot's own result type, such as ``\(GeneratedNames.slotOutcome(of: $0.1))``, makes that mistake a compile error instead." },
                source: "capabilities.*.slot"),
            name: GeneratedNames.slotResult, conformances: [RuntimeNames.slotResult],
            members: resultCases + Self.cancelledAndFailedCases + [
                .property(PropertyDeclaration(
                    docComment: "How the request ended, in wire terms.", attributes: [.generatedSPI], name: "outcome", type: RuntimeNames.slotOutcome,
                    value: .computed([.switch(subject: "self", cases: outcomeCases)]))),
            ])
    }

    /// The cases every slot result has besides its results.
    private static let cancelledAndFailedCases: [Declaration] = [
        .enumCase(EnumCaseDeclaration(
            docComment: "The user or the host cancelled: the page gets status `cancelled`, with `reason` in a `CANCELLED` error.",
            name: "cancelled", associatedValues: [.init(label: "reason", type: "String")])),
        .enumCase(EnumCaseDeclaration(
            docComment: "The capture failed: the page gets status `error` with this error.",
            name: "failed", associatedValues: [
                .init(label: "code", type: GeneratedNames.errorCode), .init(label: "message", type: "String"),
                .init(label: "recoverable", type: "Bool"),
            ])),
    ]

    /// The wire terms of `cancelled` and `failed`.
    private static let cancelledAndFailedOutcomes: [CodeClause] = [
        CodeClause("case .cancelled(let reason)", [.line(".cancelled(reason: reason)")]),
        CodeClause("case .failed(let code, let message, let recoverable)", [
            .line(".failed(\(RuntimeNames.rawError)(code: code.rawValue, message: message, recoverable: recoverable))"),
        ]),
    ]
}
