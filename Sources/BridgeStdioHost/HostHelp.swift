/// What `BridgeStdioHost --help` prints: how to run it, and what it answers to which request.
///
/// The documentation's "A host on the command line" article shows the same outcomes; a test holds the two equal,
/// so what a developer reads in either place is what the host does.
enum HostHelp {
    /// The whole help text.
    static let text = usage + "\n" + outcomes

    /// The command line.
    static let usage = """
        BridgeStdioHost: a GBGBridge host (the base protocol and the SignaturePad extension) on standard input
        and output, for driving a page's messages from a script, Node or a browser driver.

        USAGE: BridgeStdioHost [options]

        Each line of standard input is one message from the page; each message the host sends is one line
        on standard output. When standard input closes, the host answers every request still in flight
        (a hung one when it times out), then exits 0.

        OPTIONS:
          --output json|javascript   write messages as JSON (default) or as the statement a WebView would
                                     evaluate: window.GBGBridge.receive("...");
          --request-timeout SECONDS  how long a request may go unanswered before TIMEOUT (default 30)
          --log PATH                 also append every message the host sends to PATH, one per line
          --page-log PATH            append every line the page sends to PATH
                                     (sensitive values as "<redacted>" in both logs)
          --blob-url-prefix URL      serve large bytes as blobs under URL; needs --page-origin
          --page-origin ORIGIN       the only origin whose blob fetches are served
          --serve gbgbridge|plugin-api
                                     the protocol served: GBGBridge (default), or for tests of streams
                                     the one of Tests/PluginAPI (see ScriptedPluginHost)
          --nfc-read scripted|typed  answer nfc.read as scripted below (default), or for tests of
                                     updates by a typed handler: progress for each step, then the
                                     chip read; mrz "hang" waits until the page cancels it
          --print-bootstrap          print the script a WebView injects before the page, and exit
          -h, --help                 print this help, and exit

        """

    /// What the host answers, chosen by values in the request: a scripted app, so a page can walk through
    /// every outcome without a camera.
    static let outcomes = """
        SCRIPTED OUTCOMES:
          camera.document.capture, by documentType:
            slow      success after 300 ms (long enough for a second request to get BUSY)
            hang      never completes, so the host answers TIMEOUT after --request-timeout
            cancel    cancelled, CANCELLED (the user dismissed the camera)
            deny      error, CAMERA_DENIED (permission denied)
            large     success after 20 ms with a 16 MiB image: a blob reference when the page offered
                      blobs and --blob-url-prefix is set, inline base64 otherwise
            (other)   success after 20 ms with an 11-byte JPEG header, 1920 x 1080
          nfc.read, by mrz:
            read           success with the chip's photo
            cancelled      cancelled, with no error
            unsupported    unsupported, with no error
            acknowledged   acknowledged, with estimatedDuration 5000
            (other)        unsupported, UNSUPPORTED_ACTION
          signature.capture (SignaturePad extension), by signerName:
            short     error, SIGNATURE_TOO_SHORT (one point signed)
            cancel    cancelled, CANCELLED
            (other)   the event signature.cleared (attempts 1), then success after 20 ms with
                      minimumPoints points
          selfie.capture     unsupported (the host has no handler)
          test.futureStatus  the status "deferred", which no spec declares
          any other request  unsupported, UNSUPPORTED_ACTION
          events: journey.started is answered with host.ready; journey.progress with journey.cancel
            (its step as the reason), host.orientation, and host.futureThing, an event no spec declares

        """
}
