import Foundation

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
}
