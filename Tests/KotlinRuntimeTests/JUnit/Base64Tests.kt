package com.gbg.bridge.runtime

import com.gbg.bridge.runtime.Base64DecodingException.Kind
import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.fail
import org.junit.Test

class Base64Tests {
    @Test fun decodesStandardPaddedBase64() {
        assertArrayEquals(ByteArray(0), Base64.decode(""))
        assertArrayEquals("f".toByteArray(), Base64.decode("Zg=="))
        assertArrayEquals("fo".toByteArray(), Base64.decode("Zm8="))
        assertArrayEquals("foo".toByteArray(), Base64.decode("Zm9v"))
        assertArrayEquals(byteArrayOf(0xFB.toByte(), 0xFF.toByte()), Base64.decode("+/8="))
        assertArrayEquals("foo".toByteArray(), Base64.decode("xxZm9vyy".toByteArray(), 2, 4))
    }

    @Test fun roundTripsWhatJavaEncodes() {
        val random = java.util.Random(11)
        for (size in 0..300) {
            val bytes = ByteArray(size).also(random::nextBytes)
            assertArrayEquals(bytes, Base64.decode(java.util.Base64.getEncoder().encodeToString(bytes)))
        }
    }

    @Test fun rejectsWhatTheWebSideNeverSends() {
        expect("Zg", Kind.InvalidLength(2), 2, "length 2 is not a multiple of 4 (base64 must be padded with \"=\")")
        expect("Zm9v Zg=", Kind.InvalidCharacter(' '.code), 4, "invalid byte 0x20 at offset 4")
        expect("Zm9-", Kind.InvalidCharacter('-'.code), 3, "invalid character \"-\" at offset 3")
        expect("Zm9_", Kind.InvalidCharacter('_'.code), 3, "invalid character \"_\" at offset 3")
        expect("Zm\n9", Kind.InvalidCharacter('\n'.code), 2, "invalid byte 0xA at offset 2")
        expect("Z=9v", Kind.MisplacedPadding, 1, "padding \"=\" before the end at offset 1")
        expect("Zg==Zm9v", Kind.MisplacedPadding, 2, "padding \"=\" before the end at offset 2")
        expect("Zh==", Kind.NonZeroTrailingBits, 1, "unused bits set before the padding at offset 1")
        expect("Zm9=", Kind.NonZeroTrailingBits, 2, "unused bits set before the padding at offset 2")
        expect("Zm9é", Kind.InvalidLength(5), 5, "length 5 is not a multiple of 4 (base64 must be padded with \"=\")")
        expect("Zé=", Kind.InvalidCharacter(0xC3), 1, "invalid byte 0xC3 at offset 1")
        expect("====", Kind.MisplacedPadding, 0, "padding \"=\" before the end at offset 0")
    }

    private fun expect(text: String, kind: Kind, offset: Int, message: String) {
        try {
            Base64.decode(text)
            fail("$text was decoded")
        } catch (error: Base64DecodingException) {
            assertEquals(text, kind, error.kind)
            assertEquals(text, offset, error.offset)
            assertEquals(text, message, error.message)
        }
    }
}
