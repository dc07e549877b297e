extension Unicode.Scalar {
    /// Whether the scalar has Unicode's White_Space property. ASCII, which nearly all spec text is,
    /// is decided without the property tables, which showed up in profiles of large specs.
    package var hasWhiteSpaceProperty: Bool {
        isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }

    /// Whether the scalar is a letter or a digit of any script, ASCII decided directly.
    package var isLetterOrDigit: Bool {
        guard !isASCII else {
            return ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
        }
        return properties.isAlphabetic || properties.numericType != nil
    }
}
