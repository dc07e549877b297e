#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output or standard error, written with the C library: bridgegen links no Foundation,
/// whose loading was half of its start-up.
enum StandardStream {
    case output
    case error

    /// Writes all of `text`, unbuffered.
    func write(_ text: String) {
        let descriptor: Int32 = self == .output ? 1 : 2
        var text = text
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return }
                written += result
            }
        }
    }
}

/// The C library's `write`, which `StandardStream.write` would otherwise shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
