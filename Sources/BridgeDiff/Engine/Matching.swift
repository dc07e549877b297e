/// Two lists of elements matched by a key: what only the old one has, what only the new one has, and
/// the pairs. Every rule family starts here, so that identity is decided in one way everywhere.
package struct Matching<Element> {
    /// Elements of the old list with no partner, in old order.
    package var removed: [Element] = []
    /// Elements of the new list with no partner, in new order.
    package var added: [Element] = []
    /// Partners, in old order.
    package var pairs: [(old: Element, new: Element)] = []

    /// Matches by `key`, then the leftovers by `fallbackKey` if given (a field whose JSON key changed
    /// but whose Swift name stayed is the same field, renamed on the wire).
    package init(
        old: [Element], new: [Element], key: (Element) -> String, fallbackKey: ((Element) -> String)? = nil
    ) {
        var unmatchedNew = new
        var unmatchedOld: [Element] = []
        for element in old {
            if let index = unmatchedNew.firstIndex(where: { key($0) == key(element) }) {
                pairs.append((element, unmatchedNew.remove(at: index)))
            } else {
                unmatchedOld.append(element)
            }
        }
        for element in unmatchedOld {
            if let fallbackKey, let index = unmatchedNew.firstIndex(where: { fallbackKey($0) == fallbackKey(element) }) {
                pairs.append((element, unmatchedNew.remove(at: index)))
            } else {
                removed.append(element)
            }
        }
        added = unmatchedNew
    }
}
