@_spi(BridgeGenerated) import BridgeRuntime
import FuzzSupport

/// The strict JSON reader on any bytes, with the default limits and with the limit raised as far as
/// it goes. Beyond not crashing: an error points inside the text, and whatever is read is written
/// as text that reads back as the same value, written the same way. Text that reads is also handed
/// to a page as a WebView would (`BridgeOutgoingMessage.javaScript`): the string literal the script
/// passes `receive` holds exactly the text.
func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    for limits in [JSONReader.Limits(), JSONReader.Limits(maxDepth: .max)] {
        let reader = JSONReader(limits: limits)
        let value: JSONValue
        do {
            value = try reader.read(bytes)
        } catch {
            if !(0...bytes.count).contains(error.offset) {
                FuzzInput.finding("error offset \(error.offset) outside a text of \(bytes.count) bytes: \(error)")
            }
            continue
        }
        let written = ExactText.of(value)
        guard let again = try? reader.read(written) else {
            FuzzInput.finding("the written value does not read back: \(String(decoding: written, as: UTF8.self))")
        }
        if ExactText.of(again) != written {
            FuzzInput.finding("the written value reads back differently: \(String(decoding: written, as: UTF8.self))")
        }
    }
    checkDeliveryScript(bytes)
    return 0
}

/// The literal in the script for `bytes`, when they are one JSON value, is a JSON string (so a
/// JavaScript string that cannot end early) whose value is the text.
private func checkDeliveryScript(_ bytes: [UInt8]) {
    guard let message = try? BridgeOutgoingMessage(json: bytes) else { return }
    let script = Array(message.javaScript.utf8)
    let prefix = Array("window.GBGBridge.receive(".utf8), suffix = Array(");void 0".utf8)
    guard script.starts(with: prefix), script.suffix(suffix.count).elementsEqual(suffix) else {
        FuzzInput.finding("the script is not a call of receive: \(message.javaScript)")
    }
    let literal = Array(script[prefix.count..<(script.count - suffix.count)])
    let reader = JSONReader(limits: JSONReader.Limits(maxBytes: literal.count))
    guard case .string(let text)? = try? reader.read(literal), text == String(decoding: bytes, as: UTF8.self) else {
        FuzzInput.finding("the script's literal does not hold the text: \(message.javaScript)")
    }
}
