@_spi(BridgeGenerated) import BridgeRuntime
import FuzzSupport

/// The strict JSON reader on any bytes, with the default limits and with the limit raised as far as
/// it goes. Beyond not crashing: an error points inside the text, and whatever is read is written
/// as text that reads back as the same value, written the same way.
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
    return 0
}
