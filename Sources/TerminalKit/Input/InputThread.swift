import Foundation

/// The inputs of a descriptor, read by an ``InputReader`` on a thread of its own so that the main actor stays
/// free meanwhile (to run searches while waiting for the next key), and how the reading ended.
///
/// ``inputs`` ends at end of input or on a read error; after it has ended, ``failureMessage`` tells which.
/// A program that reads standard input this way ends a failed read as the counter does: the message on
/// standard error and ``ExitStatus/ioError``. Any thread.
package final class InputThread: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `failure` is only read and written under `lock`, and `inputs` is an
    // `AsyncStream`, which is Sendable.

    /// The keys or lines read, in order.
    package let inputs: AsyncStream<Input>
    private let lock = NSLock()
    private var failure: Int32?

    /// Starts reading `descriptor` on a new thread.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor to read, such as `STDIN_FILENO`.
    ///   - mode: Keys or lines.
    package init(descriptor: Int32, mode: InputReader.Mode) {
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        self.inputs = inputs
        let thread = Thread { [self] in
            let reader = InputReader(descriptor: descriptor, mode: mode)
            while let input = reader.next() {
                continuation.yield(input)
            }
            // Recorded before the stream finishes, so that a loop over `inputs` sees it once it ends.
            lock.withLock { failure = reader.failure }
            continuation.finish()
        }
        thread.start()
    }

    /// Why reading failed, such as `cannot read input: Is a directory`, once ``inputs`` has ended on a read
    /// error; `nil` at end of input and while reading goes on.
    package var failureMessage: String? {
        lock.withLock { failure }.map(InputReader.message(forFailure:))
    }
}
