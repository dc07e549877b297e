/// Scenarios the Swift host fails today, by name, with why: each still runs, is reported loudly as a
/// known issue, and fails the suite the day it passes, so the entry is removed with the fix.
enum KnownFailures {
    static let swiftHost: [String: String] = [
        "limit.max-incoming-nesting-depth": """
            A message nested deeper than maxIncomingNestingDepth is refused unanswered even when its correlation ID \
            is readable: the reader gives up on the whole text, so nothing is left to answer. Protocol/README.md \
            ("What the host answers by itself: limits") promises INVALID_REQUEST, while MalformedMessageCorpus \
            pins the silence ("data nested 100,000 deep").
            """,
    ]
}
