package com.gbg.bridge.stdio

import android.webkit.ValueCallback
import android.webkit.WebView

/**
 * The stand-in WebView behind which the stdio host runs: the page is in Chromium, in another
 * process. Each script the transport asks it to evaluate goes to standard output as one line, which
 * the driver evaluates in the page as it stands; so a script that is not one line, not valid
 * JavaScript, or not the message the host sent fails there. The driver checks each script's value
 * (undefined, unless the script refused the page's origin), so [evaluateJavascript] never calls
 * back.
 */
class StdioWebView(pageUrl: String, private val output: StdioLines, private val evaluated: (String) -> Unit) : WebView() {
    init {
        url = pageUrl
    }

    override fun evaluateJavascript(script: String, resultCallback: ValueCallback<String>?) {
        output.write(script)
        evaluated(script)
    }

    /** Reading what a delivery script delivers. */
    companion object {
        private const val CALL = "window.GBGBridge.receive("

        /**
         * The message [script] hands to `window.GBGBridge.receive`, read from its string literal
         * with org.json (apart from the runtime that wrote it), for the log; null when there is none.
         */
        fun messageOf(script: String): String? {
            val start = script.indexOf(CALL).takeIf { it >= 0 } ?: return null
            return runCatching { org.json.JSONTokener(script.substring(start + CALL.length)).nextValue() as? String }.getOrNull()
        }
    }
}
