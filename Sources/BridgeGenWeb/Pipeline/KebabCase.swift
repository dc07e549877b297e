/// Names in kebab case, for the files and packages named after an extension.
enum KebabCase {
    /// `name` in lower case with a `-` where a word starts: `SignaturePad` → `signature-pad`,
    /// `NFCReader` → `nfc-reader`, `Pad2Go` → `pad2-go`.
    static func of(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if index > 0, character.isUppercase {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // A capital starts a word after a lower-case letter or digit, or ends an acronym before one.
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    result += "-"
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
