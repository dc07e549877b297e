package com.gbg.bridge.runtime

import java.io.File

/** The repository the tests run from: the system property `gbgbridge.repository`, set by the Swift test driver. */
object Repository {
    val root: File by lazy {
        File(checkNotNull(System.getProperty("gbgbridge.repository")) { "run with -Dgbgbridge.repository=<the repository's root>" })
    }
}
