package com.gbg.bridge.runtime

/**
 * Why data did not decode as its spec type, and where (`side`, `pages[2].width`): generated
 * decoders throw it, and the host answers `INVALID_REQUEST` with its message. The message never
 * holds the value, which may be sensitive.
 */
public class BridgeDecodingException(
    /** Where, as a path of keys and indexes from the data's top; empty for the data itself. */
    public val path: String,
    /** What was wrong, in words. */
    public val problem: String,
) : Exception(if (path.isEmpty()) problem else "$path: $problem")
