import BridgeRuntime
import Foundation
import GBGBridge

// A GBGBridge host, serving the SignaturePad extension too, on standard input and output, for the
// web interop tests: see StdioTransport for the line protocol and ScriptedJourneyHost for what it
// answers; or, for the tests of streams, the host of Tests/PluginAPI (ScriptedPluginHost).

let arguments: HostArguments
switch HostArguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): arguments = parsed
case .failure(let error):
    FileHandle.standardError.write(Data("BridgeStdioHost: \(error.message)\n".utf8))
    exit(2)
}

if arguments.printHelp {
    print(HostHelp.text, terminator: "")
    exit(0)
}
let scripted: any ServedHost =
    switch arguments.served {
    case .gbgBridge: ScriptedJourneyHost(requestTimeout: arguments.requestTimeout, typedNFCRead: arguments.typedNFCRead)
    case .pluginAPI: ScriptedPluginHost(requestTimeout: arguments.requestTimeout)
    }
if arguments.printBootstrap {
    print(scripted.bootstrapScript)
    exit(0)
}
/// A new, empty file to append to; exits when it cannot be written.
func openLog(_ path: String?) -> FileHandle? {
    guard let path else { return nil }
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
        FileHandle.standardError.write(Data("BridgeStdioHost: cannot write the log \(path)\n".utf8))
        exit(2)
    }
    return handle
}

let transport = StdioTransport(form: arguments.form, log: openLog(arguments.logPath), pageLog: openLog(arguments.pageLogPath))
transport.blobURLPrefix = arguments.blobURLPrefix
transport.pageOrigin = arguments.pageOrigin
transport.onDeliver = { scripted.inFlight.sent($0) }
scripted.attach(transport)
transport.startReading {
    // The page is gone: stop once the answers in flight have been written. The host answers every
    // request within its timeout, so the wait is bounded; the deadline only guards against a bug.
    let deadline = DispatchWorkItem {
        FileHandle.standardError.write(Data("BridgeStdioHost: requests still open past the timeout\n".utf8))
        exit(1)
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + arguments.requestTimeout + 5, execute: deadline)
    scripted.inFlight.whenEmpty {
        deadline.cancel()
        scripted.detach()
        exit(0)
    }
}
dispatchMain()
