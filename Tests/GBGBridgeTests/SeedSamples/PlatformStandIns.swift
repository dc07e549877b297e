import Foundation

// The seed samples call CoreNFC and app code that does not exist on Linux. These stand-ins let the
// samples compile unchanged; tests set them to drive each branch.

/// Stands in for CoreNFC's reader session: only `readingAvailable` is used by the samples.
enum NFCTagReaderSession {
    nonisolated(unsafe) static var readingAvailable = true
}

/// What the samples' `readNFCChip()` returns.
struct ChipData {
    var mrz: String
    var photo: Data
}

/// Stands in for the app's NFC reading code.
enum ChipReader {
    nonisolated(unsafe) static var result: Result<ChipData, any Error> = .success(
        ChipData(mrz: "P<GBRDOE<<JANE", photo: Data([0xFF, 0xD8, 0xFF])))
}

struct ChipReadFailure: LocalizedError {
    var errorDescription: String? { "The chip did not answer" }
}

func readNFCChip() async throws -> ChipData { try ChipReader.result.get() }
