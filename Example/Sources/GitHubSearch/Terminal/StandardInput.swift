import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of standard input, read on a thread of their own so that the main actor stays free to run
/// searches while waiting for the next line.
public enum StandardInput {
    /// Every line of standard input, without its line break, ending at end of input. Bytes that are not
    /// UTF-8 are replaced with U+FFFD.
    public static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine() {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            reader.start()
        }
    }

    /// Every byte of standard input, one at a time, ending at end of input or on a read error: the keys of a
    /// terminal in raw mode, for the search-as-you-type prompt. Read on a thread of its own, like ``lines()``.
    public static func keys() -> AsyncStream<UInt8> {
        AsyncStream { continuation in
            let reader = Thread {
                var byte: UInt8 = 0
                while true {
                    let count = read(STDIN_FILENO, &byte, 1)
                    if count == 1 {
                        continuation.yield(byte)
                    } else if count < 0 && errno == EINTR {
                        continue
                    } else {
                        break
                    }
                }
                continuation.finish()
            }
            reader.start()
        }
    }
}
