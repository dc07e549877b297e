extension SpecComparison {
    /// Notes a removed element and an added one of the same shape as probably one element renamed,
    /// when neither has another partner of that shape: with two candidates either way, guessing would
    /// mislead more than it helps. The hints are put on the findings once every rule has run.
    mutating func noteProbableRenames<Element>(
        _ matching: Matching<Element>, element: (Element) -> ElementID, sameShape: (Element, Element) -> Bool
    ) {
        for removed in matching.removed {
            let candidates = matching.added.filter { sameShape(removed, $0) }
            guard candidates.count == 1, let added = candidates.first,
                matching.removed.count(where: { sameShape($0, added) }) == 1
            else { continue }
            probableRenames.append((element(removed), element(added)))
        }
    }
}
