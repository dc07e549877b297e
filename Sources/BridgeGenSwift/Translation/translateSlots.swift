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
            genericParameters: [
                GenericParameter("Request", constraint: .composition([.named(RuntimeNames.decodable), "Sendable"])),
                GenericParameter("Outcome", constraint: .named(RuntimeNames.typedSlotResult)),
            ],
            existingType: .generic(
                .named(RuntimeNames.slot), [.named(GeneratedNames.definition(of: spec)), "Request", "Outcome"]),
            whereClause: [.sameType(.member("Outcome", "Shared"), .named(GeneratedNames.slotResult))])
        return slots.map { capability, slot in .enum(translateSlotOutcome(capability, slot)) }
            + [.enum(translateSharedSlotResult(slots)), .typealias(slotType)] + translateSlotPermissions()
    }

    /// The slot capabilities with their slots, in spec order.
    var slotPairs: [(CapabilitySpec, SlotSpec)] {
        spec.slotCapabilities.compactMap { capability in capability.slot.map { (capability, $0) } }
    }

    /// One slot's result type: its result case, `cancelled` and `failed`.
    private func translateSlotOutcome(_ capability: CapabilitySpec, _ slot: SlotSpec) -> EnumDeclaration {
        let result = spec.action(slot.action)?.result ?? "Never"
        let resultCase = slot.resultCase
        let shared = GeneratedNames.slotResult
        let resultValue = SwiftExpression.name("result")
        return EnumDeclaration(
            docComment: DocComment.make(
                "What the `\(slot.property)` slot's handler returns: its result, a cancellation or a failure.", fallback: "",
                details: [
                    "Only a `\(result)` can be its result, so a result of another slot does not compile. The host encodes it into the response."
                ],
                source: "capabilities.\(capability.id).slot"),
            name: GeneratedNames.slotOutcome(of: slot), conformances: [.named(RuntimeNames.typedSlotResult)],
            members: [
                .enumCase(
                    EnumCaseDeclaration(
                        docComment: "A successful `\(slot.action)`: the page gets status `success` with this result.",
                        name: slot.resultCase, associatedValues: [.init(type: .named(result))]))
            ] + Self.cancelledAndFailedCases + [
                .property(
                    PropertyDeclaration(
                        docComment: "How the request ended, in wire terms.", attributes: [.generatedSPI], name: "outcome",
                        type: .named(RuntimeNames.slotOutcome),
                        value: .computed([.switch(.selfValue, [Self.successOutcome(slot)] + Self.cancelledAndFailedOutcomes)]))),
                .initializer(
                    InitializerDeclaration(
                        docComment: "The shared result as this slot's result; nil when it is another slot's result.",
                        isFailable: true, parameters: [Parameter(label: "_", "shared", type: .named(shared))],
                        body: [
                            .switch(
                                .name("shared"),
                                [
                                    SwiftSwitchCase(
                                        [.enumCase(resultCase, bindings: ["result"])],
                                        [.assignment(.selfValue, .implicitMember(resultCase).call(SwiftArgument(resultValue)))]),
                                    SwiftSwitchCase(
                                        [.enumCase("cancelled", bindings: ["reason"])],
                                        [.assignment(.selfValue, .implicitMember("cancelled").call(.passing("reason")))]),
                                    SwiftSwitchCase(
                                        [.enumCase("failed", bindings: ["code", "message", "recoverable"])],
                                        [
                                            .assignment(
                                                .selfValue,
                                                .implicitMember("failed").call(
                                                    .passing("code"), .passing("message"), .passing("recoverable")))
                                        ]),
                                ] + (slotPairs.count > 1 ? [SwiftSwitchCase([], [.return(.nilValue)])] : []))
                        ])),
            ])
    }

    /// `CaptureResult`: a case per slot's result, `cancelled` and `failed`.
    private func translateSharedSlotResult(_ slots: [(CapabilitySpec, SlotSpec)]) -> EnumDeclaration {
        let resultCases: [Declaration] = slots.map { capability, slot in
            .enumCase(
                EnumCaseDeclaration(
                    docComment: DocComment.make(
                        "A successful `\(slot.action)`: the page gets status `success` with this result.", fallback: "",
                        source: "capabilities.\(capability.id).slot"),
                    name: slot.resultCase, associatedValues: [.init(type: .named(spec.action(slot.action)?.result ?? "Never"))]))
        }
        let outcomeCases = slots.map { Self.successOutcome($0.1) } + Self.cancelledAndFailedOutcomes
        return EnumDeclaration(
            docComment: DocComment.make(
                "The result type all typed slots share, as the SDK's documentation shows it: a slot's result, a cancellation or a failure.",
                fallback: "",
                details: [
                    "A slot's `complete(_:)` takes it, and the host checks that the result is the slot's own: another slot's result ends the request with `INTERNAL_ERROR` and is reported."
                ]
                    + slots.prefix(1).map {
                        "Each slot's own result type, such as ``\(GeneratedNames.slotOutcome(of: $0.1))``, makes that mistake a compile error instead."
                    },
                source: "capabilities.*.slot"),
            name: GeneratedNames.slotResult, conformances: [.named(RuntimeNames.slotResult)],
            members: resultCases + Self.cancelledAndFailedCases + [
                .property(
                    PropertyDeclaration(
                        docComment: "How the request ended, in wire terms.", attributes: [.generatedSPI], name: "outcome",
                        type: .named(RuntimeNames.slotOutcome), value: .computed([.switch(.selfValue, outcomeCases)])))
            ])
    }

    /// The cases every slot result has besides its results.
    private static let cancelledAndFailedCases: [Declaration] = [
        .enumCase(
            EnumCaseDeclaration(
                docComment:
                    "The user or the host cancelled: the page gets status `cancelled`, with `reason` in a `CANCELLED` error.",
                name: "cancelled", associatedValues: [.init(label: "reason", type: "String")])),
        .enumCase(
            EnumCaseDeclaration(
                docComment: "The capture failed: the page gets status `error` with this error.",
                name: "failed",
                associatedValues: [
                    .init(label: "code", type: .named(GeneratedNames.errorCode)), .init(label: "message", type: "String"),
                    .init(label: "recoverable", type: "Bool"),
                ])),
    ]

    /// The wire terms of a slot's result.
    private static func successOutcome(_ slot: SlotSpec) -> SwiftSwitchCase {
        SwiftSwitchCase(
            [.enumCase(slot.resultCase, bindings: ["result"])],
            [.expression(.implicitMember("success").call(SwiftArgument("action", .string(slot.action)), .passing("result")))])
    }

    /// The wire terms of `cancelled` and `failed`.
    private static let cancelledAndFailedOutcomes: [SwiftSwitchCase] = [
        SwiftSwitchCase(
            [.enumCase("cancelled", bindings: ["reason"])], [.expression(.implicitMember("cancelled").call(.passing("reason")))]),
        SwiftSwitchCase(
            [.enumCase("failed", bindings: ["code", "message", "recoverable"])],
            [
                .expression(
                    .implicitMember("failed").call(
                        SwiftArgument(
                            .name(RuntimeNames.rawError).call(
                                SwiftArgument("code", .name("code").dot("rawValue")), .passing("message"), .passing("recoverable")
                            ))))
            ]),
    ]
}
