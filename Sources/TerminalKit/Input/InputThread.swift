import Foundation

/// The inputs of a descriptor, read by an ``InputReader`` on a thread of its own so that the main actor stays
/// free meanwhile (to run searches while waiting for the next key), and how the reading ended.
///
/// ``batches`` holds the inputs in the batches ``InputReader/nextBatch()`` reads: the keys that arrived
/// together (a paste), or one line. It ends at end of input or on a read error; after it has ended,
/// ``failureMessage`` tells which.
/// A program that reads standard input this way ends a failed read as the counter does: the message on
/// standard error and ``ExitStatus/ioError``. Any thread.
package final class InputThread: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `failure` is only read and written under `lock`, and `batches` is an
    // `AsyncStream`, which is Sendable.

    /// The keys or lines read, in order, in the batches they arrived in.
    package let batches: AsyncStream<[Input]>
    private let lock = NSLock()
    private var failure: Int32?

    /// Starts reading `descriptor` on a new thread.
    ///
    /// - Parameters:
    ///   - descriptor: The descriptor to read, such as `STDIN_FILENO`.
    ///   - mode: Keys or lines.
    package init(descriptor: Int32, mode: InputReader.Mode) {
        let (batches, continuation) = AsyncStream.makeStream(of: [Input].self)
        self.batches = batches
        // Read here, on the thread that enabled raw mode (if it did), not on the reading thread.
        let terminal = terminalInRawMode
        let thread = Thread { [self] in
            // SIGWINCH is for the resize watcher (TerminalWidth), which takes it from the signal's queue: a
            // thread that does not block it could take it first and drop it (its action is to ignore it).
            var resizes = sigset_t()
            sigemptyset(&resizes)
            sigaddset(&resizes, SIGWINCH)
            pthread_sigmask(SIG_BLOCK, &resizes, nil)
            let reader = InputReader(descriptor: descriptor, mode: mode, rawModeTerminal: terminal)
            while let batch = reader.nextBatch() {
                continuation.yield(batch)
            }
            // Recorded before the stream finishes, so that a loop over `batches` sees it once it ends.
            lock.withLock { failure = reader.failure }
            continuation.finish()
        }
        thread.start()
    }

    /// Why reading failed, such as `cannot read input: Is a directory`, once ``batches`` has ended on a read
    /// error; `nil` at end of input and while reading goes on.
    package var failureMessage: String? {
        lock.withLock { failure }.map(InputReader.message(forFailure:))
    }
}
