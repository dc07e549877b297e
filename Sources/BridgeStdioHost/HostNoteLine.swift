import Foundation

/// A line in which the stdio host tells the driver what a handler saw, which no message shows: that
/// its task was cancelled, or that the sequence it streams was ended. Only the test modes write
/// them (`--nfc-read typed`, `--serve plugin-api`); no message starts with `#`.
enum HostNoteLine {
    /// What the line starts with.
    static let marker = "#note "

    /// What a note says: the request it is about, and what happened.
    struct Note: Encodable {
        var correlationId: String
        var note: String
    }

    /// Writes the note about `correlationId` on standard output.
    static func write(_ note: String, about correlationId: String) {
        let json = (try? JSONEncoder().encode(Note(correlationId: correlationId, note: note))).map {
            String(decoding: $0, as: UTF8.self)
        }
        FileHandle.standardOutput.write(Data((marker + (json ?? "{}") + "\n").utf8))
    }
}
