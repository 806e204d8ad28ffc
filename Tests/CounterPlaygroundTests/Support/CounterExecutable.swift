import Foundation

/// The built `counter` executable, run as a user would run it.
enum CounterExecutable {
    /// What a run left behind.
    struct Outcome {
        var standardOutput: String
        var standardError: String
        var status: Int32
        var reason: Process.TerminationReason
    }

    /// The executable, next to the test bundle (the test target depends on it, so it is built first).
    static let url: URL = {
        #if os(macOS)
        let products =
            Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("counter")
    }()

    /// The environment runs get unless a test says otherwise: a terminal type that could take colours, so
    /// plain output is down to the pipes.
    static let environment = ["TERM": "xterm-256color"]

    /// Runs `counter` with `input` as its whole standard input, and waits for it to exit.
    ///
    /// Standard input is written and closed before the outputs are read; the outputs are read to their end
    /// before waiting, so nothing here sleeps. (Each is small: far below a pipe's buffer.)
    static func run(
        _ arguments: [String] = [],
        input: String = "",
        environment: [String: String] = environment
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()

        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        return Outcome(
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errors, as: UTF8.self),
            status: process.terminationStatus,
            reason: process.terminationReason
        )
    }
}
