import Foundation

extension ExitWatch {
    /// Starts the program at `executable` with `arguments`, `environment` and the given standard streams, and
    /// watches it for its exit.
    ///
    /// Returns as soon as the program has started; costs one process launch.
    ///
    /// - Throws: What `Process.run()` throws when the program cannot start.
    package static func start(
        _ executable: URL, arguments: [String] = [], environment: [String: String], input: FileHandle,
        output: FileHandle, error: FileHandle
    ) throws -> (process: Process, exit: ExitWatch) {
        let process = Process()
        let exit = ExitWatch(process)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, exit)
    }
}
