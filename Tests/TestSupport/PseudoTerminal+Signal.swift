import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PseudoTerminal {
    /// Sends `signal` to `process`, a program drawing on this terminal, waits for it to end, then reads the rest of
    /// what it drew into ``transcript``.
    ///
    /// Blocks the calling thread for as long as the program takes to end (ten seconds at the most).
    ///
    /// - Throws: ``Failure`` if the program is still running after ``ExitWatch/wait()``'s deadline (it is killed).
    package func send(_ signal: Int32, to process: Process, watchedBy exit: ExitWatch) throws {
        kill(process.processIdentifier, signal)
        guard exit.wait() else {
            throw Failure("the program did not end after signal \(signal)")
        }
        try drain()
    }
}
