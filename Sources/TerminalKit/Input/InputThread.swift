import Foundation

/// The inputs of a descriptor, read by an ``InputReader`` on a thread of its own so that the main actor stays
/// free meanwhile (to run searches while waiting for the next key), and how the reading ended.
///
/// ``batches`` holds the inputs in the batches ``InputReader/nextBatch()`` reads: the keys that arrived
/// together (a paste), or one line. It ends at end of input, on a read error, or at a line longer than
/// ``InputReader/maximumLineLength``; after it has ended, ``failure`` tells which. A program that reads
/// standard input this way ends as the counter does when the input ended before it was done with it
/// (``endOfInputStatus()``): 0, or the failure's message on standard error and its status. Any thread.
package final class InputThread: @unchecked Sendable {
    // `@unchecked Sendable` is sound: `lastFailure` is only read and written under `lock`, and `batches` is an
    // `AsyncStream`, which is Sendable.

    /// The keys or lines read, in order, in the batches they arrived in.
    package let batches: AsyncStream<[Input]>
    private let lock = NSLock()
    private var lastFailure: InputFailure?

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
            lock.withLock { lastFailure = reader.failure }
            continuation.finish()
        }
        thread.start()
    }

    /// Why reading stopped before the end of the input, once ``batches`` has ended early; `nil` at end of
    /// input and while reading goes on.
    package var failure: InputFailure? {
        lock.withLock { lastFailure }
    }

    /// The status of a program whose input ended (``batches`` ended) before it was done: 0 at the end of the
    /// input; after a failed read or a line too long, the failure's status, its message written on standard
    /// error (``InputFailure/report()``).
    package func endOfInputStatus() -> ExitStatus {
        failure?.report() ?? .success
    }
}
