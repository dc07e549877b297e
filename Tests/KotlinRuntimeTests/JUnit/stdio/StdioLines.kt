package com.gbg.bridge.stdio

import java.io.BufferedWriter
import java.io.File
import java.io.FileDescriptor
import java.io.FileOutputStream
import java.io.OutputStreamWriter

/**
 * Lines of UTF-8 text to one file, each written whole and flushed at once, from any thread: the
 * host writes scripts from its thread and blob answers from the WebView's, so neither may cut
 * into the other.
 */
class StdioLines private constructor(private val writer: BufferedWriter) {
    /** Writes [line] and a line feed. */
    @Synchronized fun write(line: String) {
        writer.write(line)
        writer.write("\n")
        writer.flush()
    }

    /** Where lines go. */
    companion object {
        /** Standard output. */
        fun standardOutput(): StdioLines = StdioLines(writer(FileOutputStream(FileDescriptor.out)))

        /** A new, empty file at [path]. */
        fun file(path: String): StdioLines = StdioLines(writer(FileOutputStream(File(path))))

        private fun writer(stream: FileOutputStream) = BufferedWriter(OutputStreamWriter(stream, Charsets.UTF_8), 1 shl 16)
    }
}
