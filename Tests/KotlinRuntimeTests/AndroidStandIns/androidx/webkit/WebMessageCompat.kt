package androidx.webkit

/** Stand-in for `androidx.webkit.WebMessageCompat`: a message a page posted. */
public class WebMessageCompat(
    /** `getData()`: the string data of a `TYPE_STRING` message; null otherwise. */
    public val data: String?,
    /** `getType()`. */
    public val type: Int = TYPE_STRING,
) {
    /** The message types. */
    public companion object {
        /** A string message. */
        public const val TYPE_STRING: Int = 0
        /** An ArrayBuffer message. */
        public const val TYPE_ARRAY_BUFFER: Int = 1
    }
}
