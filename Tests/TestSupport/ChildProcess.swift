import Dispatch
import Foundation

/// Runs an executable on hostile terms: any bytes as standard input, written while both outputs are drained
/// (so no pipe can fill up and stall either side), a reader that may hang up after the first line, and a
/// deadline that fails the run instead of hanging the suite. Nothing here sleeps. Shared by the test targets
/// that run the built executables.
package enum ChildProcess {
    /// What a run left behind.
    package struct Outcome {
        /// Everything written to standard output (the first line only after a hang-up).
        package var standardOutput: Data
        /// Everything written to standard error.
        package var standardError: Data
        /// The exit status, or the signal number when `reason` is `.uncaughtSignal`.
        package var status: Int32
        /// How the process ended.
        package var reason: Process.TerminationReason
        /// Whether the deadline passed and the process was killed.
        package var timedOut: Bool

        /// Standard output as text, invalid UTF-8 repaired.
        package var output: String { String(decoding: standardOutput, as: UTF8.self) }
        /// Standard error as text, invalid UTF-8 repaired.
        package var errors: String { String(decoding: standardError, as: UTF8.self) }

        /// Signs of a crash in either output: a Swift runtime trap, a backtrace, a signal's name.
        package var crashSigns: [String] {
            let text = output + errors
            return ["Fatal error", "Stack dump", "SIGSEGV", "SIGILL", "SIGTRAP", "SIGBUS", "SIGABRT", "💣", "Backtrace"]
                .filter { text.contains($0) }
        }

        /// Whether the process ended by `exit` with one of `statuses`, in time and without crash signs.
        package func endedCleanly(with statuses: Set<Int32>) -> Bool {
            !timedOut && reason == .exit && statuses.contains(status) && crashSigns.isEmpty
        }

        /// One line saying how the process ended, for failure messages.
        package var summary: String {
            let ending = reason == .exit ? "exit \(status)" : "signal \(status)"
            let tail = String((errors.isEmpty ? output : errors).suffix(300))
            return "\(ending)\(timedOut ? " (killed at the deadline)" : ""); last output: \(tail.debugDescription)"
        }
    }

    /// The test process writes into pipes whose reader may be gone: that must be an error, not a signal.
    private static let brokenPipesIgnored: Bool = {
        _ = signal(SIGPIPE, SIG_IGN)
        return true
    }()

    /// Runs `executable` and waits for it to exit, at most `deadlineSeconds`.
    ///
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - input: Its whole standard input; it is closed after the last byte (at once when empty).
    ///   - environment: Its whole environment.
    ///   - hangsUpAfterFirstLine: Close the read end of standard output after the first line, as `| head -1`
    ///     does; the outcome's standard output then holds that line only.
    ///   - deadlineSeconds: A guard against hangs only: a working program ends long before.
    package static func run(
        _ executable: URL, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:],
        hangsUpAfterFirstLine: Bool = false, deadlineSeconds: Int = 60
    ) throws -> Outcome {
        _ = brokenPipesIgnored
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()

        let writing = Background {
            write(input, to: stdin.fileHandleForWriting.fileDescriptor)
            try? stdin.fileHandleForWriting.close()
            return Data()
        }
        let output = Background {
            let handle = stdout.fileHandleForReading
            guard hangsUpAfterFirstLine else { return handle.readDataToEndOfFile() }
            let line = readFirstLine(handle.fileDescriptor)
            try? handle.close()
            return line
        }
        let errors = Background { stderr.fileHandleForReading.readDataToEndOfFile() }

        let timedOut = exited.wait(timeout: .now() + .seconds(deadlineSeconds)) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
        }
        process.waitUntilExit()
        _ = writing.wait()
        return Outcome(
            standardOutput: output.wait(), standardError: errors.wait(), status: process.terminationStatus,
            reason: process.terminationReason, timedOut: timedOut)
    }

    /// Writes all of `data`; stops quietly when the reader is gone (`EPIPE`).
    private static func write(_ data: Data, to descriptor: Int32) {
        var bytes = [UInt8](data)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads up to and including the first `\n` (or to the end), a byte at a time so nothing more is taken.
    private static func readFirstLine(_ descriptor: Int32) -> Data {
        var line = Data()
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return line }
            line.append(byte)
            if byte == UInt8(ascii: "\n") { return line }
        }
    }

    /// Work on a thread of its own, whose result can be waited for.
    private final class Background: @unchecked Sendable {
        // `@unchecked Sendable` is sound: `result` is written once on the thread before `done` is signalled,
        // and read only after waiting for `done`.
        private var result = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ work: @escaping @Sendable () -> Data) {
            Thread {
                self.result = work()
                self.done.signal()
            }.start()
        }

        func wait() -> Data {
            done.wait()
            return result
        }
    }
}
