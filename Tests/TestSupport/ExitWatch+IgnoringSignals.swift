import Foundation

extension ExitWatch {
    /// Starts the program at `executable` as a shell without job control starts a background job, or as
    /// `nohup` starts one: with `signals` (shell names, such as `QUIT`) ignored from its first instruction on
    /// (a shell sets the ignore, then `exec`s the program in its own process), and watches it for its exit.
    ///
    /// Returns as soon as the shell has started; the program is known to run once it has printed something.
    ///
    /// - Throws: What `Process.run()` throws when the shell cannot start.
    package static func start(
        _ executable: URL, ignoring signals: [String], arguments: [String] = [], environment: [String: String],
        input: FileHandle, output: FileHandle, error: FileHandle
    ) throws -> (process: Process, exit: ExitWatch) {
        try start(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "trap '' \(signals.joined(separator: " ")); exec \"$0\" \"$@\"", executable.path]
                + arguments,
            environment: environment, input: input, output: output, error: error)
    }
}

extension FileHandle {
    /// Reads until what was read holds `marker` (or the end), and returns it all; blocks meanwhile.
    package func read(until marker: String) -> String {
        var text = ""
        while !text.contains(marker) {
            let chunk = availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }
}
