@_spi(BridgeGenerated) @testable import BridgeRuntime

extension JSONReadError.Kind {
    /// The case's name without its associated values, as the conformance corpus spells it.
    var caseName: String {
        switch self {
        case .unexpectedEndOfInput: "unexpectedEndOfInput"
        case .unexpectedByte: "unexpectedByte"
        case .trailingData: "trailingData"
        case .byteOrderMark: "byteOrderMark"
        case .invalidUTF8: "invalidUTF8"
        case .controlCharacterInString: "controlCharacterInString"
        case .invalidEscape: "invalidEscape"
        case .invalidUnicodeEscape: "invalidUnicodeEscape"
        case .unpairedSurrogate: "unpairedSurrogate"
        case .invalidNumber: "invalidNumber"
        case .leadingZero: "leadingZero"
        case .numberOutOfRange: "numberOutOfRange"
        case .duplicateKey: "duplicateKey"
        case .nestingTooDeep: "nestingTooDeep"
        case .inputTooLarge: "inputTooLarge"
        }
    }
}
