#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads ``Input`` from a file descriptor: single keys from a terminal in raw mode, or whole lines from a
/// pipe or a file.
///
/// ``next()`` blocks until input arrives, and returns `nil` at end of input or on a read error; ``failure``
/// tells which.
final class InputReader: IteratorProtocol {
    /// How input is split.
    enum Mode {
        /// Every byte is an ``Input/key(_:)``.
        case keys
        /// Every line is an ``Input/line(_:)``, with its `\n` (and a `\r` before it) removed.
        case lines
    }

    private let descriptor: Int32
    private let mode: Mode
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// The `errno` of the read that failed, or `nil` if input ended normally (or has not ended).
    private(set) var failure: Int32?

    /// Creates a reader; it reads nothing before the first ``next()``.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor to read, such as `STDIN_FILENO`.
    ///   - mode: Keys or lines.
    init(descriptor: Int32, mode: Mode) {
        self.descriptor = descriptor
        self.mode = mode
    }

    /// Returns the next key or line; `nil` at end of input or after a read error.
    func next() -> Input? {
        switch mode {
        case .keys:
            return nextByte().map(Input.key)

        case .lines:
            var line: [UInt8] = []
            while let byte = nextByte() {
                if byte == UInt8(ascii: "\n") {
                    return .line(Self.decode(line))
                }
                line.append(byte)
            }
            // A last line without a line ending still counts.
            return line.isEmpty ? nil : .line(Self.decode(line))
        }
    }

    private func nextByte() -> UInt8? {
        if position == buffer.count {
            guard fill() else { return nil }
        }
        defer { position += 1 }
        return buffer[position]
    }

    /// Reads whatever is available (at least one byte, blocking until then). Returns `false` at the end.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        buffer = [UInt8](repeating: 0, count: 4096)
        position = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.removeSubrange(count...)
                return true
            }
            if count < 0 && errno == EINTR {
                continue
            }
            if count < 0 {
                failure = errno
            }
            buffer = []
            atEnd = true
            return false
        }
    }

    private static func decode(_ line: [UInt8]) -> String {
        let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
        return String(decoding: content, as: UTF8.self)
    }
}
