import Testing

@testable import BridgeSpec

@Suite struct SuggestionTests {
    @Test func closeMisspellings() {
        #expect(Suggestion.closest(to: "descripton", among: ["description", "direction"]) == "description")
        #expect(Suggestion.closest(to: "Request", among: ["result", "request"]) == "request")
        #expect(Suggestion.closest(to: "CANCELED", among: ["BUSY", "CANCELLED"]) == "CANCELLED")
        // Two letters swapped are one slip of the fingers.
        #expect(Suggestion.closest(to: "swfit", among: ["swift", "typescript", "kotlin"]) == "swift")
        #expect(Suggestion.closest(to: "aray", among: ["array", "map"]) == "array")
    }

    @Test func nothingCloseEnough() {
        #expect(Suggestion.closest(to: "owner", among: ["version", "description", "slot"]) == nil)
        #expect(Suggestion.didYouMean("x", among: ["y", "zz"]) == "")
    }

    @Test func editDistance() {
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(Suggestion.editDistance([], Array("abc".unicodeScalars)) == 3)
        #expect(Suggestion.editDistance(Array("swfit".unicodeScalars), Array("swift".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
        #expect(Suggestion.editDistance(Array("ca".unicodeScalars), Array("abc".unicodeScalars)) == 3)
        // With a limit it may stop early, but never reports a far word as near.
        #expect(Suggestion.editDistance(Array("protocol".unicodeScalars), Array("k1".unicodeScalars), limit: 2) > 2)
        #expect(Suggestion.editDistance(Array("fields".unicodeScalars), Array("fiels".unicodeScalars), limit: 2) == 1)
    }
}
