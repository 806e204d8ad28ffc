import Foundation

extension ExitWatch {
    /// How a program given endless input ended: whether it ended before the deadline, how, and what it wrote to
    /// standard error.
    package struct EndlessInputOutcome {
        /// Whether the program ended by itself (`false`: it was killed at the deadline).
        package var ended: Bool
        package var reason: Process.TerminationReason
        package var status: Int32
        package var errors: String
    }

    /// Runs the program at `executable` with `/dev/zero` as its standard input, input that never has a line
    /// ending, and waits for its end (killing it at the deadline).
    ///
    /// - Throws: When `/dev/zero` cannot be opened, or the program cannot start.
    package static func runOnEndlessInput(_ executable: URL, environment: [String: String]) throws
        -> EndlessInputOutcome
    {
        guard let zero = FileHandle(forReadingAtPath: "/dev/zero") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "/dev/zero"])
        }
        let (output, errors) = (Pipe(), Pipe())
        let (process, exit) = try start(
            executable, environment: environment, input: zero, output: output.fileHandleForWriting,
            error: errors.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()

        // Its end waited for first: a program that never ended is killed at the deadline.
        let ended = exit.wait()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return EndlessInputOutcome(
            ended: ended, reason: process.terminationReason, status: process.terminationStatus, errors: message)
    }
}
