import Foundation
import GBGBridge

// What the documentation's snippets call that is the app's own code, or Apple's where Linux has
// none. Compiled beside each article's snippets by DocumentationSnippetTests, never into a target.

/// The app's camera screen.
@MainActor final class CameraScreen {
    func capture(side: DocumentSide?) async -> DocumentCaptureOutcome { .cancelled(reason: "stand-in") }
}

/// The app's chip reader.
@MainActor final class ChipReader {
    static let thatNeverAnswers = ChipReader()
    var isAvailable = true
    struct Chip { var mrz: String }
    func read(mrz: String) async throws -> Chip {
        try await Task.sleep(nanoseconds: .max)
        return Chip(mrz: mrz)
    }
}

/// Stands in for CoreNFC's reader session.
enum NFCTagReaderSession {
    nonisolated(unsafe) static var readingAvailable = true
}

/// What a chip read returns, in the README's example.
struct ChipContents { var mrz: String?; var photo: Data? }
func readChip(mrz: String?) async throws -> ChipContents { ChipContents(mrz: mrz, photo: nil) }

/// The JPEG the examples answer with.
let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0])

/// Where the examples send the journey's reference.
@MainActor func finish(reference: String?) {}
