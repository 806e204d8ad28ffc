import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads ``Input`` from a file descriptor: keys from a terminal in raw mode (decoded whole by a
/// ``KeyDecoder``), or whole lines from a pipe or a file. Shared by the terminal programs.
///
/// ``next()`` blocks until input arrives, and returns `nil` at end of input, on a read error, or at a line
/// longer than ``maximumLineLength``; ``failure`` tells which. ``nextBatch()`` returns everything that
/// arrived together (a paste is one batch, not one key at a time), so that a program can handle it as one
/// edit. An ESC that no byte follows within ``escapeTimeoutMilliseconds`` is the Escape key alone
/// (``Key/loneEscape``), not the start of the next key. Ctrl-Z on a terminal in raw mode stops the program, as in a shell (see ``RawMode``), instead of
/// being a key; once the program is continued, the reader returns ``Input/resumed``. Memory is bounded: the
/// descriptor is read 4 KiB at a time, a batch holds the keys of at most ``maximumBatchBytes`` bytes, and a
/// line longer than ``maximumLineLength`` bytes ends the input as soon as its byte past the bound is read
/// (``InputFailure/lineTooLong(line:)``): input that never has a line ending (`< /dev/zero`) ends at once,
/// not never. Use it from one thread at a time.
package final class InputReader: IteratorProtocol {
    /// How input is split.
    package enum Mode: Sendable {
        /// Every key is an ``Input/key(_:)``.
        case keys
        /// Every line is an ``Input/line(_:)``, with its `\n` (and a `\r` before it) removed.
        case lines
    }

    /// The longest line read, in bytes without its line ending: 64 KiB. A longer one ends the input.
    package static let maximumLineLength = 1 << 16
    /// How long an ESC waits for the rest of a sequence before it is a lone Escape: 100 ms, far longer than
    /// a terminal takes to send a key's bytes, far shorter than a person takes between two keys.
    package static let escapeTimeoutMilliseconds: Int32 = 100
    /// The most bytes whose keys one ``nextBatch()`` returns: 64 KiB.
    package static let maximumBatchBytes = 1 << 16

    private let descriptor: Int32
    private let mode: Mode
    /// The terminal raw mode was on for when the reader was made: Ctrl-Z then stops the program.
    private let rawModeTerminal: Int32?
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var decoder = KeyDecoder()
    private var keys: ArraySlice<Input> = []
    /// The lines read so far, for the message about a line too long.
    private var lineCount = 0
    /// Why reading stopped before the end of the input, or `nil` if input ended normally (or has not ended).
    package private(set) var failure: InputFailure?

    /// Creates a reader; it reads nothing before the first ``next()``.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor to read, such as `STDIN_FILENO`.
    ///   - mode: Keys or lines.
    ///   - rawModeTerminal: The terminal raw mode is on for, if it is (by default, read on the calling thread,
    ///     which must be the one that enabled it): a Ctrl-Z read then stops the program as in a shell.
    package init(descriptor: Int32, mode: Mode, rawModeTerminal: Int32? = terminalInRawMode) {
        self.descriptor = descriptor
        self.mode = mode
        self.rawModeTerminal = rawModeTerminal
    }

    /// Returns the next key or line; `nil` at end of input or after a read error.
    package func next() -> Input? {
        switch mode {
        case .keys:
            if keys.isEmpty {
                guard let batch = nextKeys() else { return nil }
                keys = batch[...]
            }
            return keys.popFirst()

        case .lines:
            var line: [UInt8] = []
            var sawAny = false
            while let byte = nextByte() {
                sawAny = true
                if byte == UInt8(ascii: "\n") {
                    lineCount += 1
                    return .line(Self.decode(line))
                }
                line.append(byte)
                // A `\r` past the bound may still be the start of a `\r\n` ending.
                if line.count > Self.maximumLineLength,
                    line.count > Self.maximumLineLength + 1 || byte != UInt8(ascii: "\r")
                {
                    stop(.lineTooLong(line: lineCount + 1))
                    return nil
                }
            }
            // A last line without a line ending still counts.
            guard sawAny, failure == nil else { return nil }
            lineCount += 1
            return .line(Self.decode(line))
        }
    }

    /// Returns the inputs that arrived together, at least one (blocking until then): every key of the bytes
    /// that can be read without waiting (at most ``maximumBatchBytes``), or one line. `nil` at end of input
    /// or after a read error.
    package func nextBatch() -> [Input]? {
        switch mode {
        case .keys:
            guard keys.isEmpty else {
                defer { keys = [] }
                return Array(keys)
            }
            return nextKeys()
        case .lines:
            return next().map { [$0] }
        }
    }

    /// Decodes keys until the bytes that arrived together are used up; see ``nextBatch()``.
    private func nextKeys() -> [Input]? {
        var batch: [Input] = []
        var taken = 0
        while true {
            if position == buffer.count {
                if decoder.isAwaitingSequence, !isReadable(waitingMilliseconds: Self.escapeTimeoutMilliseconds) {
                    // Nothing finished the sequence in time: a lone Escape (or the key begun), not a prefix of
                    // the next key.
                    batch += decoder.flush().map(Input.key)
                    return batch
                }
                if !batch.isEmpty, !decoder.isAwaitingSequence,
                    taken >= Self.maximumBatchBytes || !isReadable(waitingMilliseconds: 0)
                {
                    return batch
                }
                if batch.isEmpty, waitForKeysOrResume() {
                    return [.resumed]
                }
                guard fill() else {
                    batch += decoder.flush().map(Input.key)
                    return batch.isEmpty ? nil : batch
                }
            }
            let byte = buffer[position]
            position += 1
            taken += 1
            for key in decoder.decode(byte) {
                // Raw mode made Ctrl-Z a byte: it stops the program as it would in a shell.
                if key == .controlZ, let terminal = rawModeTerminal {
                    suspendAsControlZ(terminal: terminal)
                    continue
                }
                batch.append(.key(key))
            }
        }
    }

    /// Waits until the descriptor can be read, or the program was continued after a stop in raw mode
    /// (``RawMode``'s resume pipe): returns `true` for the latter, having emptied the pipe.
    private func waitForKeysOrResume() -> Bool {
        // The pipe exists once raw mode was enabled, which happens before the input thread starts; only the
        // SIGCONT handler of raw mode writes to it. (Whether raw mode is still on is the main thread's to know:
        // reading it here raced with `RawMode.restore()` at exit.)
        let resumes = resumeReadEnd
        guard resumes >= 0 else { return false }
        var requests = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: resumes, events: Int16(POLLIN), revents: 0),
        ]
        while poll(&requests, 2, -1) < 0, errno == EINTR {}
        guard requests[1].revents & Int16(POLLIN) != 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 64)
        while bytes.withUnsafeMutableBytes({ read(resumes, $0.baseAddress, $0.count) }) > 0 {}
        return true
    }

    /// Whether a read would not block (input, its end, or an error waits) within `milliseconds`. A wait
    /// interrupted by a signal (a resize's `SIGWINCH`) starts again.
    private func isReadable(waitingMilliseconds milliseconds: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var result = poll(&request, 1, milliseconds)
        while result < 0 && errno == EINTR {
            result = poll(&request, 1, milliseconds)
        }
        return result != 0
    }

    /// Ends the input, for `reason` unless it ended normally: nothing more is read.
    private func stop(_ reason: InputFailure?) {
        failure = reason
        buffer = []
        position = 0
        atEnd = true
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
            stop(count < 0 ? .unreadable(errno: errno) : nil)
            return false
        }
    }

    private static func decode(_ line: [UInt8]) -> String {
        let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
        return String(decoding: content, as: UTF8.self)
    }
}
