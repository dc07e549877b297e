/// Why a message could not be decoded into its generated types, and where: for example
/// `data.width: expected an integer, found the string "12"`.
public struct BridgeDecodingError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// A required object member is absent.
        case missingKey
        /// A value of the wrong kind; both texts as in the description, such as `an integer` and
        /// `the string "12"`.
        case typeMismatch(expected: String, found: String)
        /// A whole number too large for `Int`.
        case integerOutOfRange(Double)
        /// A `bytes` string that is not strict base64.
        case invalidBase64(Base64DecodingError)
        /// Any other rule a value breaks, in words; generated code uses it for enumerations and
        /// constraints from the spec.
        case invalidValue(String)

        /// The problem in words, without the path.
        public var description: String {
            switch self {
            case .missingKey: "required key is missing"
            case .typeMismatch(let expected, let found): "expected \(expected), found \(found)"
            case .integerOutOfRange(let number):
                "expected an integer within the range of Int, found the number \(JSONValue.number(number))"
            case .invalidBase64(let error): "invalid base64: \(error)"
            case .invalidValue(let text): text
            }
        }
    }

    /// Where the offending value is, or would be for a missing key.
    public var path: JSONPath
    /// What was wrong.
    public var problem: Problem

    /// Creates an error.
    public init(path: JSONPath, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// A ``Problem/typeMismatch(expected:found:)`` describing `found`; `expected` is a phrase such as
    /// `an integer` or `one of "jpeg", "png"`.
    @_spi(BridgeGenerated) public static func typeMismatch(
        expected: String, found: JSONValue, at path: JSONPath
    ) -> BridgeDecodingError {
        BridgeDecodingError(path: path, problem: .typeMismatch(expected: expected, found: found.problemDescription))
    }

    /// `path: problem`, or just the problem for the empty path.
    public var description: String {
        path.isEmpty ? problem.description : "\(path): \(problem)"
    }
}
