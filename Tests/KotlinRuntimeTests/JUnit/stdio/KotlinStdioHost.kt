package com.gbg.bridge.stdio

import android.net.Uri
import androidx.webkit.JavaScriptReplyProxy
import androidx.webkit.WebMessageCompat
import androidx.webkit.WebViewCompat
import com.gbg.bridge.runtime.BridgeHostOptions
import com.gbg.bridge.runtime.BridgeWebViewClient
import com.gbg.bridge.runtime.WebViewTransport
import kotlinx.coroutines.asCoroutineDispatcher
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import kotlin.system.exitProcess

// The generated Kotlin host behind its WebView transport, on standard input and output, for the
// Chromium conversation (Tests/WebInteropTests/Fixtures/chromium-driver.mjs, `android`): see
// StdioArguments for the line protocol and ScriptedJourney for what it answers.

fun main(argv: Array<String>) {
    val arguments = StdioArguments.parse(argv.toList()).getOrElse {
        System.err.println("KotlinStdioHost: ${it.message}")
        exitProcess(2)
    } ?: run {
        print(StdioArguments.HELP)
        exitProcess(0)
    }
    // The host's thread, as Android's main thread is: the transport is made there, the page's
    // posts arrive there, and the host runs its handlers there.
    val main = Executors.newSingleThreadScheduledExecutor { Thread(it, "main").apply { isDaemon = true } }
    val output = StdioLines.standardOutput()
    val log = arguments.logPath?.let(StdioLines::file)
    val pageLog = arguments.pageLogPath?.let(StdioLines::file)
    val inFlight = InFlightRequests()
    lateinit var webView: StdioWebView
    lateinit var blobs: BlobFetchLines
    val origin = Uri.parse(arguments.pageOrigin)
    main.submit {
        val journey = ScriptedJourney(
            BridgeHostOptions(requestTimeoutMs = arguments.requestTimeoutMs, dispatcher = main.asCoroutineDispatcher()), inFlight)
        webView = StdioWebView("${arguments.pageOrigin}/page.html", output) { script ->
            val message = StdioWebView.messageOf(script) ?: return@StdioWebView System.err.println("KotlinStdioHost: a script with no message: $script")
            log?.write(message)
            inFlight.sent(message)
        }
        val transport = WebViewTransport(webView, journey.host, setOf(arguments.pageOrigin))
        val client = BridgeWebViewClient(transport)
        client.onPageStarted(webView, webView.url!!, null)
        if (arguments.blobUrlPrefix != null && arguments.blobUrlPrefix != transport.blobUrlPrefix) {
            System.err.println("KotlinStdioHost: blobs are served under ${transport.blobUrlPrefix}, not ${arguments.blobUrlPrefix}")
            exitProcess(2)
        }
        blobs = BlobFetchLines(webView, client, output)
    }.get()
    val listener = WebViewCompat.registrations[webView]?.singleOrNull()?.listener ?: run {
        System.err.println("KotlinStdioHost: the transport added no message listener for ${arguments.pageOrigin}")
        exitProcess(2)
    }
    val replyProxy = object : JavaScriptReplyProxy() {
        override fun postMessage(message: String) = throw UnsupportedOperationException("the transport replies through evaluateJavascript")
    }

    val input = System.`in`.bufferedReader(Charsets.UTF_8)
    while (true) {
        val line = input.readLine() ?: break
        if (line.isEmpty()) continue
        if (line.startsWith(BlobFetchLines.MARKER)) {
            blobs.serve(line.removePrefix(BlobFetchLines.MARKER))
            continue
        }
        pageLog?.write(line)
        main.execute { listener.onPostMessage(webView, WebMessageCompat(line), origin, true, replyProxy) }
    }

    // The page is gone: stop once the answers in flight have been written. The host answers every
    // request within its timeout, so the wait is bounded; the deadline only guards against a bug.
    main.execute {
        val deadline = main.schedule({
            System.err.println("KotlinStdioHost: requests still open past the timeout")
            exitProcess(1)
        }, arguments.requestTimeoutMs + 5_000, TimeUnit.MILLISECONDS)
        inFlight.whenEmpty {
            deadline.cancel(false)
            exitProcess(0)
        }
    }
    CountDownLatch(1).await()
}
