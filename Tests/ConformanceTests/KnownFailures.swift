/// Scenarios the Swift host fails today, by name, with why: each still runs, is reported loudly as a
/// known issue, and fails the suite the day it passes, so the entry is removed with the fix.
enum KnownFailures {
    static let swiftHost: [String: String] = [
        "extension.page-sends-its-host-event": """
            A host-only event of an installed extension, sent by the page, is not reported: the host checks the \
            page's events against its own protocol only, and against an extension's only while the app follows \
            that extension's events (events(of:)); BridgeExtensionDefinition has no check of incoming events.
            """,
    ]
}
