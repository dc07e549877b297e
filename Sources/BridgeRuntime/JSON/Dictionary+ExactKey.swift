// Members of a JSON object found by the exact code units of their key. A `[String: JSONValue]`
// finds a key by canonical equivalence, so a page that names a member "is\u{212A}nown" (KELVIN
// SIGN) would otherwise fill the field "isKnown", which JavaScript on the same page never sees.

extension Dictionary where Key == String {
    /// The value whose key has exactly the UTF-8 bytes of `key`; nil when the only key equal to it
    /// is spelled with other code units.
    @inlinable
    func member(exactly key: String) -> Value? {
        guard let index = index(forKey: key) else { return nil }
        let member = self[index]
        return member.key.hasSameUTF8(as: key) ? member.value : nil
    }
}
