package android.net

/** Stand-in for `android.net.Uri`: an immutable URI reference. */
public abstract class Uri {
    /** The scheme, such as `https`. */
    public abstract val scheme: String?
    /** The host. */
    public abstract val host: String?
    /** The port, or -1. */
    public abstract val port: Int
    /** The decoded path. */
    public abstract val path: String?

    /** Parsing URIs. */
    public companion object {
        /** Creates a Uri which parses the given encoded URI string. */
        @JvmStatic public fun parse(uriString: String): Uri = Parsed(uriString)
    }

    private class Parsed(private val text: String) : Uri() {
        private val uri = try { java.net.URI(text) } catch (error: java.net.URISyntaxException) { null }
        override val scheme: String? get() = uri?.scheme
        override val host: String? get() = uri?.host
        override val port: Int get() = uri?.port ?: -1
        override val path: String? get() = uri?.path
        override fun toString(): String = text
    }
}
