package com.gbg.bridge.stdio

/**
 * The Kotlin stdio host's command line: the Swift stdio host's (Sources/BridgeStdioHost/HostHelp.swift)
 * where a WebView transport allows it, so one browser driver runs either host.
 */
class StdioArguments(
    /** Where every message the host sends is also appended, one JSON text per line. */
    val logPath: String?,
    /** Where every line the page sends is appended. */
    val pageLogPath: String?,
    /** How long a request may go unanswered before `TIMEOUT`, in milliseconds. */
    val requestTimeoutMs: Long,
    /** What blob URLs must start with, if the caller says; the transport decides it. */
    val blobUrlPrefix: String?,
    /** The origin of the page the WebView shows, the only one allowed. */
    val pageOrigin: String,
) {
    /** Parsing, and the help. */
    companion object {
        /** What `--help` prints. */
        val HELP = """
            KotlinStdioHost: the generated Kotlin host (the base protocol and the SignaturePad extension)
            behind its Android WebView transport, with a stand-in WebView on standard input and output:
            each line of standard input is a message the page posted (it reaches the transport's
            WebMessageListener as the main frame's, from --page-origin); each script the transport
            evaluates is one line on standard output. When standard input closes, the host answers
            every request still in flight, then exits 0.

            USAGE: java … com.gbg.bridge.stdio.KotlinStdioHostKt --page-origin ORIGIN [options]

            OPTIONS:
              --page-origin ORIGIN       the page's origin: the transport's one allowed origin (required)
              --output javascript        write the scripts the WebView evaluates (the only form: the
                                         transport evaluates window.GBGBridge.receive("…") with an
                                         origin check)
              --request-timeout SECONDS  how long a request may go unanswered before TIMEOUT (default 30)
              --log PATH                 also append every message the host sends to PATH, one per line
              --page-log PATH            append every line the page sends to PATH (unredacted: the
                                         Kotlin runtime keeps no redaction of sensitive values yet)
              --blob-url-prefix URL      check that blobs are served where the caller expects: the
                                         transport serves them under ORIGIN/__gbgbridge/blob/
              -h, --help                 print this help, and exit

            Blob fetches come as `#blob {"id","url","origin"}` lines and go to the transport's
            WebViewClient.shouldInterceptRequest; the answers are `#blob {"id","status","headers","body"}`.
            The scripted outcomes are BridgeStdioHost's (BridgeStdioHost --help).

        """.trimIndent()

        /** The arguments, or why they are not: a usage message, or null for `--help`. */
        fun parse(arguments: List<String>): Result<StdioArguments?> {
            var logPath: String? = null
            var pageLogPath: String? = null
            var timeoutMs = 30_000L
            var blobUrlPrefix: String? = null
            var pageOrigin: String? = null
            val remaining = ArrayDeque(arguments)
            fun value(option: String, what: String): String =
                remaining.removeFirstOrNull()?.takeIf { it.isNotEmpty() } ?: throw IllegalArgumentException("$option takes $what")
            try {
                while (true) {
                    when (val argument = remaining.removeFirstOrNull() ?: break) {
                        "--output" -> require(value(argument, "javascript") == "javascript") {
                            "--output takes javascript: the WebView transport evaluates scripts"
                        }
                        "--log" -> logPath = value(argument, "a path")
                        "--page-log" -> pageLogPath = value(argument, "a path")
                        "--request-timeout" -> {
                            val seconds = value(argument, "a positive number of seconds").toDoubleOrNull()
                            require(seconds != null && seconds > 0) { "--request-timeout takes a positive number of seconds" }
                            timeoutMs = (seconds * 1000).toLong()
                        }
                        "--blob-url-prefix" -> blobUrlPrefix = value(argument, "a URL")
                        "--page-origin" -> pageOrigin = value(argument, "an origin")
                        "--help", "-h" -> return Result.success(null)
                        else -> throw IllegalArgumentException("unknown argument $argument; see --help")
                    }
                }
                requireNotNull(pageOrigin) { "--page-origin is required; see --help" }
            } catch (error: IllegalArgumentException) {
                return Result.failure(error)
            }
            return Result.success(StdioArguments(logPath, pageLogPath, timeoutMs, blobUrlPrefix, pageOrigin))
        }
    }
}
