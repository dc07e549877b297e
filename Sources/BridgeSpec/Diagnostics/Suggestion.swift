/// "Did you mean …?" suggestions for misspelt keys and names.
package enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a likely typo: at most a third of
    /// the word's length in edits (at least one; none but case for words under three letters, where
    /// one edit turns anything into anything). Ties go to the earlier candidate.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = target.count < 3 ? 0 : max(1, target.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            // The length difference alone is a lower bound on the distance.
            guard abs(scalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, scalars, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` when a candidate is close to `word`, otherwise an empty string, to
    /// append to a message.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The edit distance: insertions, deletions, substitutions and swaps of two neighbours (`swfit`
    /// for `swift`), each costing one. Once a whole row exceeds `limit` the distance can only grow, so
    /// it stops there and returns a value above `limit`: a spec with thousands of unknown keys asks
    /// for thousands of these.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar], limit: Int = .max) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var beforePrevious = Array(0...rhs.count)
        var previous = beforePrevious
        var current = previous
        for row in 0..<lhs.count {
            current[0] = row + 1
            var rowMinimum = current[0]
            for column in 0..<rhs.count {
                let substitution = previous[column] + (lhs[row] == rhs[column] ? 0 : 1)
                var distance = min(substitution, previous[column + 1] + 1, current[column] + 1)
                if row > 0, column > 0, lhs[row] == rhs[column - 1], lhs[row - 1] == rhs[column] {
                    distance = min(distance, beforePrevious[column - 1] + 1)
                }
                current[column + 1] = distance
                rowMinimum = min(rowMinimum, distance)
            }
            if rowMinimum > limit { return rowMinimum }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
