package com.gbg.bridge.runtime

/**
 * Which documents may talk to a host through a WebView: an allow-list of origins, or any document
 * when there is none; and the script that hands a message to a page, which checks the same list
 * inside the page. The Swift transport's policy, the same way.
 *
 * An entry that would let in more than its author can mean allows nothing, and is listed in
 * [refusals]: text that names no origin; a `file:` URL, since every local file shares one origin;
 * an `http:` origin outside loopback unless insecure HTTP was asked for.
 */
public class BridgeOriginPolicy(
    entries: Set<String>?,
    /** Whether `http:` origins outside loopback are allowed. */
    allowingInsecureHttp: Boolean = false,
) {
    /** The allowed origins; null allows any. */
    public val origins: Set<BridgeWebOrigin>?

    /** Why each refused entry allows nothing, one sentence each, in the order of the sorted entries. */
    public val refusals: List<String>

    init {
        if (entries == null) {
            origins = null
            refusals = emptyList()
        } else {
            val allowed = LinkedHashSet<BridgeWebOrigin>()
            val refused = ArrayList<String>()
            for (entry in entries.sorted()) {
                val origin = BridgeWebOrigin.of(entry)
                val reason = when {
                    origin == null -> "it names no origin (write https://host[:port])"
                    origin.scheme == "file" -> "every file: document has the same origin, so it would admit any local file"
                    (origin.scheme == "http" || origin.scheme == "ws") && !origin.isLoopback && !allowingInsecureHttp ->
                        "${origin.scheme}: outside loopback can be anyone on the network path; use https, or allow insecure HTTP"
                    else -> null
                }
                if (reason == null) allowed.add(origin!!) else refused.add("Refused the allowed origin \"${Printable.of(entry)}\": $reason; it allows nothing")
            }
            origins = allowed
            refusals = refused
        }
    }

    /** Whether a document from [origin] (null: one with none, such as `about:blank`) may talk to the host. */
    public fun allows(origin: BridgeWebOrigin?): Boolean = origins == null || (origin != null && origin in origins)

    /**
     * The origin rules of `WebViewCompat.addWebMessageListener`: the allowed origins as written, or
     * `*` for any; an empty list when every entry was refused, which injects the object nowhere.
     */
    public val messageRules: Set<String> get() = origins?.mapTo(LinkedHashSet()) { it.toString() } ?: setOf("*")

    /**
     * The script a WebView evaluates to hand [message] to its page:
     * `window.GBGBridge.receive("<the message as a string literal>");void 0`, which the page client
     * parses as data, never code; only `"`, `\`, control characters, `</` and U+2028/U+2029 are
     * escaped, so no text leaves the literal. With allowed origins, the page's own
     * `location.origin` is checked in the same script, since it runs in whatever document the
     * frame shows by then; a refused document calls nothing, and the script's value is its origin.
     */
    public fun deliveryScript(message: String): String {
        val writer = JsonWriter(message.length + 96)
        writer.string(message)
        val call = "window.GBGBridge.receive($writer);void 0"
        val allowed = origins ?: return call
        val condition = allowed.map { it.toString() }.sorted().joinToString("||") { origin ->
            "location.origin===" + JsonWriter(origin.length + 2).also { it.string(origin) }
        }.ifEmpty { "false" }
        return "if($condition){$call}else{location.origin}"
    }
}
