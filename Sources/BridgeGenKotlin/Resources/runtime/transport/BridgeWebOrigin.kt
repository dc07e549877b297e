package com.gbg.bridge.runtime

import java.net.URI
import java.net.URISyntaxException

/**
 * The origin of a document, `scheme://host[:port]`, normalized as browsers write it: scheme and
 * host lower-cased, a default port left out, an IPv6 host in brackets. The Swift transport's
 * `BridgeWebOrigin`, the same way.
 */
public class BridgeWebOrigin private constructor(
    /** The scheme, lower-cased. */
    public val scheme: String,
    /** The host, lower-cased; an IPv6 address in brackets. */
    public val host: String,
    port: Int?,
) {
    /** `scheme://host[:port]`, as `location.origin` writes it. */
    private val text: String = "$scheme://$host" + (port?.let { ":$it" } ?: "")

    /** Whether the host is loopback: `localhost`, `*.localhost`, `127.0.0.0/8` or `[::1]`. */
    public val isLoopback: Boolean
        get() {
            if (host == "localhost" || host.endsWith(".localhost") || host == "[::1]") return true
            val parts = host.split('.')
            return parts.size == 4 && parts[0] == "127" && parts.all { part -> part.toIntOrNull()?.let { it in 0..255 } == true }
        }

    /** Origins are equal by their text. */
    override fun equals(other: Any?): Boolean = other is BridgeWebOrigin && other.text == text

    /** The text's hash. */
    override fun hashCode(): Int = text.hashCode()

    /** `scheme://host[:port]`. */
    override fun toString(): String = text

    /** Reading origins. */
    public companion object {
        private val defaultPorts = mapOf("http" to 80, "https" to 443, "ws" to 80, "wss" to 443)
        private val hierarchicalSchemes = setOf("http", "https", "file", "ws", "wss")

        /** The origin of the document at [url]; null for URLs without one (`about:blank`, `data:`, text that is no URL). */
        @JvmStatic public fun of(url: String): BridgeWebOrigin? {
            val parsed = try {
                URI(url.trim())
            } catch (error: URISyntaxException) {
                return null
            }
            val scheme = parsed.scheme?.lowercase() ?: return null
            if (scheme !in hierarchicalSchemes) return null
            val rawHost = parsed.host ?: ""
            if (rawHost.isEmpty() && scheme != "file") return null
            val host = rawHost.lowercase().let { if (it.contains(':') && !it.startsWith("[")) "[$it]" else it }
            val port = parsed.port.takeIf { it > 0 && it != defaultPorts[scheme] }
            return BridgeWebOrigin(scheme, host, port)
        }
    }
}
